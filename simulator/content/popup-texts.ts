/**
 * The seeded popup announcements (type PU) in every content language: A after login, B for
 * visitors, F on a member's first login. Enough A and F popups that a first login fills more
 * than one page of the popup list (7 per page, spec §9). Fixed data, no faker.
 */
import type { LocalizedText } from './texts';

export const POPUP_SEEDS: ReadonlyArray<LocalizedText & { execution: 'A' | 'B' | 'F'; image?: string }> = [
  {
    execution: 'A',
    title: { EN: 'Welcome back', CN: '欢迎回来', TH: 'ยินดีต้อนรับกลับมา' },
    content: {
      EN: '<p>Your balance and favourites are waiting.</p>',
      CN: '<p>您的余额和收藏的游戏都在等着您。</p>',
      TH: '<p>ยอดเงินและเกมโปรดของคุณรอคุณอยู่</p>',
    },
  },
  {
    execution: 'A',
    image: 'weekend-reload',
    title: { EN: 'Weekend reload bonus', CN: '周末充值奖金', TH: 'โบนัสเติมเงินสุดสัปดาห์' },
    content: {
      EN: '<p>Deposit on Saturday or Sunday and get a <strong>20% bonus</strong> up to ฿2,000.</p><p><a href="/promotions">See the terms</a></p>',
      CN: '<p>周六或周日存款即可获得 <strong>20% 奖金</strong>，最高 ฿2,000。</p><p><a href="/promotions">查看条款</a></p>',
      TH: '<p>ฝากเงินวันเสาร์หรืออาทิตย์ รับ<strong>โบนัส 20%</strong> สูงสุด ฿2,000</p><p><a href="/promotions">ดูเงื่อนไข</a></p>',
    },
  },
  {
    execution: 'A',
    title: { EN: 'Maintenance: PG Soft', CN: '维护通知：PG Soft', TH: 'ปิดปรับปรุง: PG Soft' },
    content: {
      EN: '<p>PG Soft slots are under maintenance on Sunday 02:00–04:00 (GMT+7). Your balance is safe.</p>',
      CN: '<p>PG Soft 老虎机将于周日 02:00–04:00（GMT+7）维护，您的余额不受影响。</p>',
      TH: '<p>สล็อต PG Soft ปิดปรับปรุงวันอาทิตย์ เวลา 02:00–04:00 น. (GMT+7) ยอดเงินของคุณปลอดภัย</p>',
    },
  },
  {
    execution: 'A',
    title: { EN: 'Secure your account', CN: '保护您的账户', TH: 'ปกป้องบัญชีของคุณ' },
    content: {
      EN: '<ul><li>Bind your mobile number in the member centre.</li><li>Never share your password or SMS codes.</li></ul>',
      CN: '<ul><li>请在会员中心绑定手机号码。</li><li>切勿向他人透露密码或短信验证码。</li></ul>',
      TH: '<ul><li>ผูกเบอร์มือถือของคุณในศูนย์สมาชิก</li><li>ห้ามบอกรหัสผ่านหรือรหัส SMS แก่ผู้อื่น</li></ul>',
    },
  },
  {
    execution: 'A',
    image: 'live-baccarat',
    title: { EN: 'New live baccarat tables', CN: '全新真人百家乐桌台', TH: 'โต๊ะบาคาร่าสดใหม่' },
    content: {
      EN: '<p>Ten new live baccarat tables are open around the clock.</p>',
      CN: '<p>十张全新真人百家乐桌台全天候开放。</p>',
      TH: '<p>โต๊ะบาคาร่าสดใหม่ 10 โต๊ะ เปิดให้บริการตลอด 24 ชั่วโมง</p>',
    },
  },
  {
    execution: 'A',
    title: { EN: 'The VIP programme', CN: 'VIP 计划', TH: 'โปรแกรม VIP' },
    content: {
      EN: '<p>Climb the VIP ranks for faster withdrawals, a personal manager and birthday bonuses.</p>',
      CN: '<p>提升 VIP 等级，享受更快提款、专属客户经理和生日奖金。</p>',
      TH: '<p>เลื่อนระดับ VIP เพื่อถอนเงินได้เร็วขึ้น มีผู้จัดการส่วนตัว และรับโบนัสวันเกิด</p>',
    },
  },
  {
    execution: 'A',
    title: { EN: 'Play responsibly', CN: '理性娱乐', TH: 'เล่นอย่างรับผิดชอบ' },
    content: {
      EN: '<p>Set yourself a budget and take breaks. If play stops being fun, contact customer service.</p>',
      CN: '<p>请为自己设定预算并适时休息。如果游戏不再有趣，请联系客服。</p>',
      TH: '<p>กำหนดงบประมาณและพักเป็นระยะ หากการเล่นไม่สนุกอีกต่อไป โปรดติดต่อฝ่ายบริการลูกค้า</p>',
    },
  },
  {
    execution: 'A',
    title: { EN: 'Lucky draw this Friday', CN: '本周五幸运抽奖', TH: 'จับรางวัลนำโชควันศุกร์นี้' },
    content: {
      EN: "<p>Every ฿500 of valid bets this week gives you one ticket for Friday's lucky draw.</p>",
      CN: '<p>本周每 ฿500 有效投注可获得一张周五幸运抽奖券。</p>',
      TH: '<p>ทุกยอดเดิมพันที่ถูกต้อง ฿500 ในสัปดาห์นี้ รับตั๋วจับรางวัลนำโชควันศุกร์ 1 ใบ</p>',
    },
  },
  {
    execution: 'B',
    title: { EN: 'Join Croupier Demo', CN: '加入 Croupier Demo', TH: 'สมัครสมาชิก Croupier Demo' },
    content: {
      EN: '<p>Register today and try our free demos.</p>',
      CN: '<p>立即注册，免费试玩我们的演示游戏。</p>',
      TH: '<p>สมัครวันนี้ แล้วลองเล่นเกมทดลองฟรีของเรา</p>',
    },
  },
  {
    execution: 'B',
    image: 'welcome-bonus',
    title: { EN: 'A 100% welcome bonus', CN: '100% 迎新奖金', TH: 'โบนัสต้อนรับ 100%' },
    content: {
      EN: '<p>New members get a 100% bonus on their first deposit, up to ฿1,000.</p>',
      CN: '<p>新会员首次存款可获得 100% 奖金，最高 ฿1,000。</p>',
      TH: '<p>สมาชิกใหม่รับโบนัส 100% จากการฝากครั้งแรก สูงสุด ฿1,000</p>',
    },
  },
  {
    execution: 'B',
    title: { EN: 'Try before you play', CN: '先试玩再投注', TH: 'ลองเล่นก่อนเดิมพัน' },
    content: {
      EN: '<p>Most slots have a free demo: no registration needed.</p>',
      CN: '<p>大多数老虎机都提供免费试玩，无需注册。</p>',
      TH: '<p>สล็อตส่วนใหญ่มีโหมดทดลองเล่นฟรี ไม่ต้องสมัครสมาชิก</p>',
    },
  },
  {
    execution: 'F',
    title: { EN: 'Your first login', CN: '首次登录', TH: 'เข้าสู่ระบบครั้งแรก' },
    content: {
      EN: '<p>Thanks for joining! Set a nickname in the member centre.</p>',
      CN: '<p>感谢您的加入！请前往会员中心设置昵称。</p>',
      TH: '<p>ขอบคุณที่มาร่วมเป็นสมาชิกกับเรา! ตั้งชื่อเล่นของคุณได้ที่ศูนย์สมาชิก</p>',
    },
  },
  {
    execution: 'F',
    title: { EN: 'Claim your welcome bonus', CN: '领取迎新奖金', TH: 'รับโบนัสต้อนรับของคุณ' },
    content: {
      EN: '<p>Make your first deposit within 7 days to claim the welcome bonus.</p>',
      CN: '<p>请在 7 天内完成首次存款以领取迎新奖金。</p>',
      TH: '<p>ฝากเงินครั้งแรกภายใน 7 วันเพื่อรับโบนัสต้อนรับ</p>',
    },
  },
];
