/**
 * The simulator's customer-service page (`/sim/cs`, the brand's LIVECHAT address): a small live
 * chat with a simulated agent, so the 440×750 customer-service window shows something real in
 * simulator mode. The agent greets, answers by keyword (deposit, withdrawal, password, bonus,
 * game) after a short "typing…", and otherwise offers a human. In the language of `?lang=` (EN,
 * CN, TH; the app passes its own). Everything is static: no call, no data of the player's.
 */
import { chatLang, chatPageHtml, type ChatLang, type ChatTexts } from '../chat-page';

const TEXTS: Record<ChatLang, ChatTexts> = {
  EN: {
    title: 'Customer service',
    agent: 'Mali (simulated agent)',
    status: 'Online',
    initial: 'M',
    greeting: 'Hello! I am Mali from customer service. How can I help you today?',
    placeholder: 'Type your message',
    send: 'Send',
    typing: 'Mali is typing…',
    you: 'You',
    replies: [
      [
        ['deposit', 'top up', 'topup'],
        'Deposits are in the member centre under Deposit: choose a channel, enter the amount and follow the next step. Bank transfers are usually credited within 5 minutes.',
      ],
      [
        ['withdraw', 'payout', 'cash out'],
        'Withdrawals are under Withdraw in the member centre. You need a payment password and a bound bank account; the turnover requirement must be met.',
      ],
      [['password', 'login', 'log in'], 'You can reset your password with "Forgot password" on the login form, by SMS or e-mail.'],
      [
        ['bonus', 'promotion', 'promo', 'reward'],
        'Current promotions are on the Promotions page; claimed bonuses show in the member centre under Bonus details.',
      ],
      [['game', 'slot', 'spin'], 'If a game does not open, close its window and launch it again; a vendor under maintenance shows when it will be back.'],
    ],
    fallback: 'Thank you! A colleague will look into this. Is there anything else I can help with?',
  },
  CN: {
    title: '在线客服',
    agent: 'Mali（模拟客服）',
    status: '在线',
    initial: 'M',
    greeting: '您好！我是客服 Mali，请问有什么可以帮您？',
    placeholder: '输入您的消息',
    send: '发送',
    typing: 'Mali 正在输入…',
    you: '您',
    replies: [
      [['存款', '充值', 'deposit'], '存款请在会员中心的“存款”页面：选择渠道、输入金额并按下一步操作。银行转账通常在 5 分钟内到账。'],
      [['提款', '取款', 'withdraw'], '提款请在会员中心的“提款”页面办理，需要设置支付密码并绑定银行账户，且需满足流水要求。'],
      [['密码', '登录', 'password'], '您可以在登录框点击“忘记密码”，通过短信或邮箱重设密码。'],
      [['优惠', '奖金', '活动', 'bonus'], '当前优惠请查看“优惠活动”页面；已领取的奖金可在会员中心的奖金明细中查看。'],
      [['游戏', '老虎机', 'game'], '如果游戏无法打开，请关闭游戏窗口后重新进入；维护中的厂商会显示恢复时间。'],
    ],
    fallback: '谢谢！我们的同事会跟进处理。还有其他可以帮您的吗？',
  },
  TH: {
    title: 'ฝ่ายบริการลูกค้า',
    agent: 'มะลิ (เจ้าหน้าที่จำลอง)',
    status: 'ออนไลน์',
    initial: 'ม',
    greeting: 'สวัสดีค่ะ มะลิจากฝ่ายบริการลูกค้า วันนี้ให้ช่วยอะไรดีคะ',
    placeholder: 'พิมพ์ข้อความของคุณ',
    send: 'ส่ง',
    typing: 'มะลิกำลังพิมพ์…',
    you: 'คุณ',
    replies: [
      [['ฝาก', 'เติม', 'deposit'], 'ฝากเงินได้ที่ศูนย์สมาชิก เมนูฝากเงิน: เลือกช่องทาง ใส่จำนวนเงิน แล้วทำตามขั้นตอนถัดไป โอนผ่านธนาคารมักเข้าภายใน 5 นาทีค่ะ'],
      [['ถอน', 'withdraw'], 'ถอนเงินได้ที่ศูนย์สมาชิก เมนูถอนเงิน ต้องมีรหัสผ่านการชำระเงินและบัญชีธนาคารที่ผูกไว้ และทำยอดเทิร์นครบค่ะ'],
      [['รหัสผ่าน', 'เข้าสู่ระบบ', 'password'], 'รีเซ็ตรหัสผ่านได้จาก "ลืมรหัสผ่าน" ในหน้าเข้าสู่ระบบ ทาง SMS หรืออีเมลค่ะ'],
      [['โบนัส', 'โปรโมชั่น', 'bonus'], 'โปรโมชั่นปัจจุบันอยู่ที่หน้าโปรโมชั่น โบนัสที่รับแล้วดูได้ในศูนย์สมาชิก รายละเอียดโบนัสค่ะ'],
      [['เกม', 'สล็อต', 'game'], 'ถ้าเกมเปิดไม่ได้ ให้ปิดหน้าต่างเกมแล้วเข้าใหม่ ค่ายที่ปิดปรับปรุงจะแสดงเวลาที่กลับมาค่ะ'],
    ],
    fallback: 'ขอบคุณค่ะ เพื่อนร่วมงานจะช่วยตรวจสอบให้ มีอะไรให้ช่วยอีกไหมคะ',
  },
};

export function csPageHtml(langParam: string | null): string {
  const lang = chatLang(langParam);
  return chatPageHtml(lang, TEXTS[lang]);
}
