/**
 * The agent centre's registration centre and announcements (gateway/agent/centre-endpoints.ts):
 * an agent registers a direct downline under the member registration's field rules (checked by the
 * same code, simulator/registration.ts), its referral
 * links carry its invitation code (a link of each sign-up kind), and the agent announcements are
 * seeded in every content language.
 */
import type { SimContext } from '../kernel/context';
import type { SimDb } from '../db';
import { pick, type ContentLanguage, type Localized } from '../language';
import { addMember, type MemberRow } from '../members';
import { referralLink, SIGN_UP_TYPES, type SignUpType } from '../referral-links';
import { DAY, HOUR, SEED_REFERENCE_DATE } from '../seed-date';
import { phoneDigits } from '../phone';
import { birthdayProblem, checkRuleFields, emailTaken, mobileTaken, profileOf, rulesOf, storePaymentPassword, str } from '../registration';
import { presentSeedTime } from '../timeline';

const isSignUpType = (x: unknown): x is SignUpType => x === 'PLAYER' || x === 'AGENT';

type Result<T> = { ok: true; value: T } | { ok: false; errorCode: string; field?: string };

/** A direct registration always asks for these, whatever their rule says. */
const ALWAYS_ASKED: ReadonlySet<string> = new Set(['username', 'password']);
/** The visitor's sign-up steps an agent's direct registration has none of: the agent is logged in and is the upline. */
const NOT_ASKED: ReadonlySet<string> = new Set(['affiliateCode']);

/** The agent's invitation code, given one on first need (a downline agent registered at run time has none yet). */
function affiliateCodeOf(ctx: SimContext, agent: MemberRow): string {
  if (agent.affiliateCode) return agent.affiliateCode;
  const code = `AG${agent.id}`;
  ctx.db.member.update({ where: { id: { equals: agent.id } }, data: { affiliateCode: code } });
  return code;
}

/**
 * An agent registers a direct downline under the player registration's rules, checked by the same
 * code (simulator/registration.ts): username and password always, and every other field the brand
 * turns on as its rule says (required, pattern, length: mobile, payment password, e-mail, real
 * name, …); the confirmation equal; the username, e-mail and mobile free; the birthday within the
 * age limit. The new member keeps those details (and its payment password); its upline is the
 * agent; an AGENT gets its own invitation code.
 */
export function registerDownline(ctx: SimContext, agent: MemberRow, o: Record<string, unknown>): Result<{ account: string; type: number; regDate: number }> {
  const password = typeof o.password === 'string' ? o.password : '';
  const username = str(o, 'username');
  if (!isSignUpType(o.accountType)) return { ok: false, errorCode: 'request.param.err', field: 'accountType' };
  const broken = checkRuleFields(ctx, o, { skip: (f) => NOT_ASKED.has(f), required: ALWAYS_ASKED, read: (f) => (f === 'password' ? password : str(o, f)) });
  if (broken) return { ok: false, errorCode: 'request.param.err', field: broken.field };
  if (username === '' || password === '') return { ok: false, errorCode: 'request.param.err', field: username === '' ? 'username' : 'password' };
  if (o.confirmPassword !== password) return { ok: false, errorCode: 'request.param.err', field: 'confirmPassword' };
  const account = username.toLowerCase();
  if (ctx.db.member.findFirst({ where: { account: { equals: account } } })) return { ok: false, errorCode: 'exists.username.err' };
  const email = str(o, 'email');
  if (email && emailTaken(ctx, email)) return { ok: false, errorCode: 'exists.email.err' };
  const mobile = str(o, 'mobileNum');
  if (mobile && mobileTaken(ctx, mobile)) return { ok: false, errorCode: 'exists.mobile.err' };
  const birthday = birthdayProblem(ctx, str(o, 'birthday'));
  if (birthday?.problem === 'date') return { ok: false, errorCode: 'request.param.err', field: 'birthday' };
  if (birthday?.problem === 'age') return { ok: false, errorCode: 'age.restricted' };
  const type = SIGN_UP_TYPES[o.accountType];
  const member = addMember(
    ctx,
    {
      account,
      password,
      type,
      upline: agent.account,
      firstTimeLogin: true,
      nickname: str(o, 'nickname'),
      email,
      mobile: mobile ? (phoneDigits(mobile) ?? mobile) : '',
      payeeName: str(o, 'payeeName'),
      profile: profileOf(o),
    },
    0,
  );
  if (type === SIGN_UP_TYPES.AGENT) affiliateCodeOf(ctx, member);
  const paymentPassword = typeof o.paymentPassword === 'string' ? o.paymentPassword : '';
  if (paymentPassword && rulesOf(ctx).paymentPassword?.enabled) storePaymentPassword(ctx, member, paymentPassword);
  return { ok: true, value: { account: member.account, type: member.type, regDate: member.regDate } };
}

/** The agent's referral links: its code on the site's registration, one link per sign-up kind. */
export function affiliateUrls(ctx: SimContext, agent: MemberRow, origin: string) {
  const code = affiliateCodeOf(ctx, agent);
  return { affiliateCode: code, urls: [referralLink(origin, code, 'PLAYER'), referralLink(origin, code, 'AGENT')] };
}

// ---- announcements --------------------------------------------------------------------------

const ANNOUNCEMENTS: ReadonlyArray<{ daysAgo: number; pinned?: boolean; title: Localized; content: Localized }> = [
  {
    daysAgo: 1,
    pinned: true,
    title: {
      EN: 'Daily salary settles at 04:00 GMT from next week',
      CN: '自下周起日工资于格林尼治时间 04:00 结算',
      TH: 'ตั้งแต่สัปดาห์หน้า ค่าจ้างรายวันจะชำระเวลา 04:00 GMT',
    },
    content: {
      EN: '<p>From next Monday, <strong>daily salary</strong> is settled at <strong>04:00 GMT</strong> instead of 06:00.</p><ul><li>Contracts in force keep their rates.</li><li>Payouts still appear in your account record.</li></ul>',
      CN: '<p>自下周一起，<strong>日工资</strong>改为格林尼治时间 <strong>04:00</strong> 结算（原为 06:00）。</p><ul><li>生效中的合约费率不变。</li><li>派发记录仍显示在账户记录中。</li></ul>',
      TH: '<p>ตั้งแต่วันจันทร์หน้า <strong>ค่าจ้างรายวัน</strong>จะชำระเวลา <strong>04:00 GMT</strong> แทน 06:00</p><ul><li>สัญญาที่มีผลอยู่คงอัตราเดิม</li><li>รายการจ่ายยังแสดงในบันทึกบัญชี</li></ul>',
    },
  },
  {
    daysAgo: 3,
    title: { EN: 'New referral links with QR codes', CN: '推广链接新增二维码', TH: 'ลิงก์แนะนำใหม่พร้อมคิวอาร์โค้ด' },
    content: {
      EN: '<p>The registration centre now shows a <em>player link</em> and an <em>agent link</em>, each with a QR code your prospects can scan.</p>',
      CN: '<p>注册中心现提供<em>玩家链接</em>与<em>代理链接</em>，均附二维码，方便扫码注册。</p>',
      TH: '<p>ศูนย์ลงทะเบียนแสดง<em>ลิงก์ผู้เล่น</em>และ<em>ลิงก์ตัวแทน</em> พร้อมคิวอาร์โค้ดให้สแกนได้ทันที</p>',
    },
  },
  {
    daysAgo: 8,
    title: { EN: 'Monthly dividend statement available', CN: '月度分红报表已发布', TH: 'รายงานเงินปันผลรายเดือนพร้อมแล้ว' },
    content: {
      EN: "<p>Last month's dividend statement is ready. Open <strong>Contracts</strong> to review the figures of each downline.</p>",
      CN: '<p>上月分红报表已生成，请在<strong>合约</strong>中查看各下级的数据。</p>',
      TH: '<p>รายงานเงินปันผลเดือนที่แล้วพร้อมแล้ว เปิด<strong>สัญญา</strong>เพื่อตรวจสอบตัวเลขของแต่ละดาวน์ไลน์</p>',
    },
  },
  {
    daysAgo: 15,
    title: { EN: 'Scheduled maintenance on Sunday', CN: '周日例行维护', TH: 'ปิดปรับปรุงระบบตามกำหนดวันอาทิตย์' },
    content: {
      EN: '<p>The agent centre is unavailable on Sunday from <strong>02:00 to 03:00 GMT</strong>. Transfers made before then are not affected.</p>',
      CN: '<p>代理中心将于周日格林尼治时间 <strong>02:00 至 03:00</strong> 暂停服务，此前的转账不受影响。</p>',
      TH: '<p>ศูนย์ตัวแทนจะปิดให้บริการวันอาทิตย์ <strong>02:00 ถึง 03:00 GMT</strong> การโอนก่อนหน้านั้นไม่ได้รับผลกระทบ</p>',
    },
  },
  {
    daysAgo: 27,
    title: { EN: 'Transfers to downlines: new limits', CN: '下级转账限额调整', TH: 'ปรับวงเงินการโอนให้ดาวน์ไลน์' },
    content: {
      EN: '<p>A single transfer to a downline may now be between <strong>1</strong> and <strong>1,000,000</strong>. Your payment password is required every time.</p>',
      CN: '<p>单笔下级转账金额现为 <strong>1</strong> 至 <strong>1,000,000</strong>，每次均需输入支付密码。</p>',
      TH: '<p>การโอนให้ดาวน์ไลน์แต่ละครั้งต้องอยู่ระหว่าง <strong>1</strong> ถึง <strong>1,000,000</strong> และต้องใช้รหัสผ่านการชำระเงินทุกครั้ง</p>',
    },
  },
  {
    daysAgo: 44,
    title: { EN: 'Welcome to the new agent centre', CN: '欢迎使用全新代理中心', TH: 'ยินดีต้อนรับสู่ศูนย์ตัวแทนใหม่' },
    content: {
      EN: '<p>Team overview, downline management and contracts are now in one place. Questions? Contact customer service from the menu.</p>',
      CN: '<p>团队概览、下级管理与合约现已整合在一处。如有疑问，请通过菜单联系客服。</p>',
      TH: '<p>ภาพรวมทีม การจัดการดาวน์ไลน์ และสัญญา รวมอยู่ในที่เดียวแล้ว มีคำถามติดต่อฝ่ายบริการลูกค้าจากเมนู</p>',
    },
  },
];

export function seedAgentAnnouncements(db: SimDb): void {
  ANNOUNCEMENTS.forEach((a, i) =>
    db.agentAnnouncement.create({
      id: `AN${i + 1}`,
      title: a.title,
      content: a.content,
      publishedAt: SEED_REFERENCE_DATE - a.daysAgo * DAY + 9 * HOUR,
      pinned: a.pinned ?? false,
    }),
  );
}

/** A page of the announcements, pinned first, then newest first, in the request's language. */
export function announcementPage(ctx: SimContext, lang: ContentLanguage, query: { pageNo: number; pageSize: number }) {
  const all = ctx.db.agentAnnouncement.getAll().sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.publishedAt - a.publishedAt);
  const size = Math.min(100, Math.max(1, query.pageSize));
  const page = Math.max(1, query.pageNo);
  return {
    list: all.slice((page - 1) * size, page * size).map((a) => ({
      id: a.id,
      title: pick(a.title, lang),
      content: pick(a.content, lang),
      publishedAt: presentSeedTime(ctx, a.publishedAt),
      pinned: a.pinned,
    })),
    totalCount: all.length,
    totalPages: Math.max(1, Math.ceil(all.length / size)),
  };
}
