/**
 * The seeded content texts in every content language (EN, CN Simplified Chinese, TH Thai):
 * marquee notices, popups, promotions, banner titles and help topics. Fixed data, no faker.
 * Test hooks are the same markup in every language: the security notice carries an
 * `onerror`, a `<script>` and a `javascript:` link; others carry links, lists, a table and
 * an inline style.
 */
import type { Localized } from '../language';

export interface LocalizedText {
  title: Localized;
  content: Localized;
}

/** The unsafe markup of the security notice, identical in every language. */
const XSS_MARKUP = '<img src="/sim/cdn/notices/missing.png" onerror="alert(\'notice-xss\')"><script>window.__noticeXss = true; alert("notice-xss")</script>';

/** Marquee / notice-list items (type PL), in display order. */
export const NOTICE_SEEDS: readonly LocalizedText[] = [
  {
    title: {
      EN: 'Welcome to Croupier Demo',
      CN: '欢迎来到 Croupier Demo',
      TH: 'ยินดีต้อนรับสู่ Croupier Demo',
    },
    content: {
      EN: '<p>Welcome! This site runs on a <strong>simulated</strong> gateway. No real money is involved.</p>',
      CN: '<p>欢迎光临！本站运行在<strong>模拟</strong>网关上，不涉及任何真实资金。</p>',
      TH: '<p>ยินดีต้อนรับ! เว็บไซต์นี้ทำงานบนเกตเวย์<strong>จำลอง</strong> ไม่มีการใช้เงินจริงแต่อย่างใด</p>',
    },
  },
  {
    title: {
      EN: 'Scheduled maintenance',
      CN: '系统维护通知',
      TH: 'แจ้งปิดปรับปรุงระบบ',
    },
    content: {
      EN: '<p>Vendor <em>PG</em> will be under maintenance on Sunday 02:00–04:00 (GMT+7).</p><ul><li>Slots unavailable</li><li>Wallet transfers paused</li></ul>',
      CN: '<p>供应商 <em>PG</em> 将于周日 02:00–04:00（GMT+7）进行系统维护。</p><ul><li>老虎机暂停服务</li><li>钱包转账暂停</li></ul>',
      TH: '<p>ผู้ให้บริการ <em>PG</em> จะปิดปรับปรุงระบบในวันอาทิตย์ เวลา 02:00–04:00 น. (GMT+7)</p><ul><li>งดให้บริการเกมสล็อต</li><li>ระงับการโอนเงินระหว่างกระเป๋าชั่วคราว</li></ul>',
    },
  },
  {
    title: {
      EN: 'Security reminder',
      CN: '安全提醒',
      TH: 'ข้อควรระวังด้านความปลอดภัย',
    },
    content: {
      EN: `<p>Never share your password.</p>${XSS_MARKUP}<a href="javascript:alert(1)">Click</a>`,
      CN: `<p>请勿向任何人透露您的密码。</p>${XSS_MARKUP}<a href="javascript:alert(1)">点击这里</a>`,
      TH: `<p>ห้ามเปิดเผยรหัสผ่านของคุณให้ผู้อื่นทราบโดยเด็ดขาด</p>${XSS_MARKUP}<a href="javascript:alert(1)">คลิกที่นี่</a>`,
    },
  },
  {
    title: {
      EN: 'New games this week',
      CN: '本周新游戏',
      TH: 'เกมใหม่ประจำสัปดาห์',
    },
    content: {
      EN: '<p>Ten new slots from <a href="/rng?vassalage=JL">Jili</a> and <a href="/rng?vassalage=PG">PG Soft</a>.</p>',
      CN: '<p><a href="/rng?vassalage=JL">Jili</a> 和 <a href="/rng?vassalage=PG">PG Soft</a> 推出了十款全新老虎机。</p>',
      TH: '<p>สล็อตใหม่ 10 เกมจาก <a href="/rng?vassalage=JL">Jili</a> และ <a href="/rng?vassalage=PG">PG Soft</a></p>',
    },
  },
  {
    title: {
      EN: 'Announcement: new promotion',
      CN: '公告：全新优惠活动',
      TH: 'ประกาศ: โปรโมชั่นใหม่',
    },
    content: {
      EN: '<p>New members get a 100% bonus of up to ฿1,000 <span style="color:#f5b700">this month only</span>.</p>',
      CN: '<p>新会员可获得 100% 奖金，最高 ฿1,000，<span style="color:#f5b700">仅限本月</span>。</p>',
      TH: '<p>สมาชิกใหม่รับโบนัส 100% สูงสุด ฿1,000 <span style="color:#f5b700">เฉพาะเดือนนี้</span></p>',
    },
  },
  {
    title: {
      EN: 'System announcement',
      CN: '系统公告',
      TH: 'ประกาศจากระบบ',
    },
    content: {
      EN: '<p>Welcome to the demo site.<br>All data here is simulated.</p><table><tr><td>Customer service</td><td>24/7</td></tr></table>',
      CN: '<p>欢迎来到演示站点。<br>所有数据均为模拟数据。</p><table><tr><td>客服</td><td>24/7</td></tr></table>',
      TH: '<p>ยินดีต้อนรับสู่เว็บไซต์สาธิต<br>ข้อมูลทั้งหมดในเว็บไซต์นี้เป็นข้อมูลจำลอง</p><table><tr><td>ฝ่ายบริการลูกค้า</td><td>24/7</td></tr></table>',
    },
  },
];

/** Promotions (type PR), one per category. */
export const PROMO_SEEDS: ReadonlyArray<LocalizedText & { category: string }> = [
  {
    category: 'rng_promo',
    title: { EN: 'Slots weekend cashback', CN: '老虎机周末返现', TH: 'คืนยอดเสียสล็อตสุดสัปดาห์' },
    content: {
      EN: '<p>Slots weekend cashback: terms apply. Get 5% of your net weekend slot losses back every Monday, up to ฿5,000.</p>',
      CN: '<p>老虎机周末返现：适用相关条款。每周一返还您周末老虎机净输额的 5%，最高 ฿5,000。</p>',
      TH: '<p>คืนยอดเสียสล็อตสุดสัปดาห์: เป็นไปตามเงื่อนไขที่กำหนด รับคืน 5% ของยอดเสียสุทธิจากเกมสล็อตช่วงสุดสัปดาห์ทุกวันจันทร์ สูงสุด ฿5,000</p>',
    },
  },
  {
    category: 'live_promo',
    title: { EN: 'Live casino happy hour', CN: '真人娱乐场欢乐时光', TH: 'แฮปปี้อาวร์คาสิโนสด' },
    content: {
      EN: '<p>Live casino happy hour: terms apply. Earn double reward points at every live table from 20:00 to 22:00 (GMT+7).</p>',
      CN: '<p>真人娱乐场欢乐时光：适用相关条款。每天 20:00 至 22:00（GMT+7），所有真人桌台积分翻倍。</p>',
      TH: '<p>แฮปปี้อาวร์คาสิโนสด: เป็นไปตามเงื่อนไขที่กำหนด รับคะแนนสะสมสองเท่าทุกโต๊ะคาสิโนสด ตั้งแต่เวลา 20:00 ถึง 22:00 น. (GMT+7)</p>',
    },
  },
  {
    category: 'other_promo',
    title: { EN: 'Invite a friend', CN: '邀请好友', TH: 'ชวนเพื่อนรับโบนัส' },
    content: {
      EN: '<p>Invite a friend: terms apply. You both receive ฿100 once your friend makes a first deposit.</p>',
      CN: '<p>邀请好友：适用相关条款。好友完成首次存款后，您和好友各得 ฿100。</p>',
      TH: '<p>ชวนเพื่อนรับโบนัส: เป็นไปตามเงื่อนไขที่กำหนด เมื่อเพื่อนของคุณฝากเงินครั้งแรก คุณและเพื่อนจะได้รับคนละ ฿100</p>',
    },
  },
];

/** Banners: [groupName, linkageType, linkageValue, title]; the title is drawn on the banner image. */
export const BANNER_SEEDS: ReadonlyArray<readonly [string, string, string, Localized]> = [
  ['w_home', 'NONE', '', { EN: 'Welcome to Croupier Demo', CN: '欢迎来到 Croupier Demo', TH: 'ยินดีต้อนรับสู่ Croupier Demo' }],
  ['w_home', 'PROMOTION', '/promotions', { EN: "This week's promotions", CN: '本周优惠活动', TH: 'โปรโมชั่นประจำสัปดาห์' }],
  ['w_home', 'GAME', 'RNG', { EN: 'Try the latest slots', CN: '畅玩最新老虎机', TH: 'ลองเล่นสล็อตใหม่ล่าสุด' }],
  ['w_leftmenu', 'NONE', '', { EN: 'Play anywhere, any time', CN: '随时随地，尽情畅玩', TH: 'เล่นได้ทุกที่ ทุกเวลา' }],
  ['w_reg', 'NONE', '', { EN: 'Sign up in one minute', CN: '一分钟快速注册', TH: 'สมัครสมาชิกง่าย ๆ ใน 1 นาที' }],
  ['w_forget', 'NONE', '', { EN: 'Reset your password', CN: '重置您的密码', TH: 'ตั้งรหัสผ่านใหม่' }],
];

/** Help-centre topics, in display order. */
export const HELP_SEEDS: ReadonlyArray<LocalizedText & { tag: string }> = [
  {
    tag: 'aboutus',
    title: { EN: 'About us', CN: '关于我们', TH: 'เกี่ยวกับเรา' },
    content: {
      EN: '<h3>About Croupier Demo</h3><p>A white-label demonstration brand. Everything here is simulated.</p>',
      CN: '<h3>关于 Croupier Demo</h3><p>这是一个白标演示品牌，本站所有内容均为模拟。</p>',
      TH: '<h3>เกี่ยวกับ Croupier Demo</h3><p>แบรนด์สาธิตแบบไวท์เลเบล ทุกอย่างในเว็บไซต์นี้เป็นการจำลอง</p>',
    },
  },
  {
    tag: 'deposit',
    title: { EN: 'How to deposit', CN: '如何存款', TH: 'วิธีฝากเงิน' },
    content: {
      EN: '<ol><li>Open the member centre.</li><li>Choose a channel.</li><li>Follow the instructions.</li></ol>',
      CN: '<ol><li>打开会员中心。</li><li>选择存款渠道。</li><li>按照页面提示操作。</li></ol>',
      TH: '<ol><li>เปิดศูนย์สมาชิก</li><li>เลือกช่องทางการฝากเงิน</li><li>ทำตามขั้นตอนที่แสดงบนหน้าจอ</li></ol>',
    },
  },
  {
    tag: 'withdraw',
    title: { EN: 'How to withdraw', CN: '如何取款', TH: 'วิธีถอนเงิน' },
    content: {
      EN: '<p>Withdrawals are processed within 15 minutes during business hours.</p>',
      CN: '<p>营业时间内，取款申请将在 15 分钟内处理完毕。</p>',
      TH: '<p>รายการถอนเงินจะได้รับการดำเนินการภายใน 15 นาทีในเวลาทำการ</p>',
    },
  },
  {
    tag: 'game',
    title: { EN: 'Game rules', CN: '游戏规则', TH: 'กติกาการเล่นเกม' },
    content: {
      EN: '<p>Each vendor publishes its own rules inside the game.</p>',
      CN: '<p>各游戏供应商均在游戏内公布各自的规则。</p>',
      TH: '<p>ผู้ให้บริการแต่ละรายแสดงกติกาของตนเองไว้ภายในเกม</p>',
    },
  },
  {
    tag: 'faqs',
    title: { EN: 'FAQs', CN: '常见问题', TH: 'คำถามที่พบบ่อย' },
    content: {
      EN: '<dl><dt>I forgot my password</dt><dd>Use <em>Forgot password</em> on the login form.</dd></dl>',
      CN: '<dl><dt>我忘记了密码</dt><dd>请在登录表单中点击<em>忘记密码</em>。</dd></dl>',
      TH: '<dl><dt>ฉันลืมรหัสผ่าน</dt><dd>กด <em>ลืมรหัสผ่าน</em> ในหน้าเข้าสู่ระบบ</dd></dl>',
    },
  },
  {
    tag: 'term',
    title: { EN: 'Terms and conditions', CN: '条款与条件', TH: 'ข้อกำหนดและเงื่อนไข' },
    content: {
      EN: '<h3>1. Eligibility</h3><p>You must be of legal age in your country to open an account.</p><h3>2. One account</h3><p>Each person may hold one account. Duplicate accounts are closed.</p><h3>3. Bonuses</h3><p>Bonuses carry a turnover requirement shown with each promotion.</p><h3>4. Responsible gaming</h3><p>You can ask customer service to limit or close your account at any time.</p>',
      CN: '<h3>1. 资格</h3><p>您必须达到所在国家的法定年龄方可开立账户。</p><h3>2. 一人一账户</h3><p>每人只能持有一个账户，重复账户将被关闭。</p><h3>3. 奖金</h3><p>奖金附有流水要求，详见各项优惠说明。</p><h3>4. 理性娱乐</h3><p>您可随时联系客服限制或关闭您的账户。</p>',
      TH: '<h3>1. คุณสมบัติ</h3><p>คุณต้องมีอายุครบตามกฎหมายของประเทศคุณจึงจะเปิดบัญชีได้</p><h3>2. หนึ่งคนหนึ่งบัญชี</h3><p>แต่ละคนมีได้เพียงหนึ่งบัญชี บัญชีซ้ำจะถูกปิด</p><h3>3. โบนัส</h3><p>โบนัสมีเงื่อนไขยอดเทิร์นโอเวอร์ตามที่ระบุในแต่ละโปรโมชั่น</p><h3>4. การเล่นอย่างรับผิดชอบ</h3><p>คุณสามารถขอให้ฝ่ายบริการลูกค้าจำกัดหรือปิดบัญชีของคุณได้ทุกเมื่อ</p>',
    },
  },
];
