/**
 * The platform messages' templates in every content language: what the platform tells a member
 * (money in and out, bonuses, promotions, security, VIP, maintenance). `{amount}`, `{times}`,
 * `{percent}`, `{level}`, `{vendor}` and `{bank}` are filled in per message.
 */
import type { LocalizedText } from './texts';

export type MessageCategory = 'DEPOSIT' | 'WITHDRAW' | 'BONUS' | 'PROMOTION' | 'SECURITY' | 'VIP' | 'MAINTENANCE' | 'REBATE';

export const MESSAGE_TEMPLATES: ReadonlyArray<LocalizedText & { category: MessageCategory; weight: number }> = [
  {
    category: 'DEPOSIT',
    weight: 6,
    title: { EN: 'Deposit received', CN: '存款已到账', TH: 'ได้รับเงินฝากแล้ว' },
    content: {
      EN: '<p>Your deposit of <strong>฿{amount}</strong> has been credited to your wallet.</p>',
      CN: '<p>您存入的 <strong>฿{amount}</strong> 已转入您的钱包。</p>',
      TH: '<p>เงินฝาก <strong>฿{amount}</strong> ของคุณเข้ากระเป๋าเงินเรียบร้อยแล้ว</p>',
    },
  },
  {
    category: 'WITHDRAW',
    weight: 4,
    title: { EN: 'Withdrawal processed', CN: '提款已处理', TH: 'ดำเนินการถอนเงินแล้ว' },
    content: {
      EN: '<p>Your withdrawal of <strong>฿{amount}</strong> has been sent to your bank account ending in {bank}.</p>',
      CN: '<p>您提取的 <strong>฿{amount}</strong> 已汇至尾号 {bank} 的银行账户。</p>',
      TH: '<p>รายการถอนเงิน <strong>฿{amount}</strong> ของคุณโอนเข้าบัญชีธนาคารที่ลงท้ายด้วย {bank} แล้ว</p>',
    },
  },
  {
    category: 'BONUS',
    weight: 3,
    title: { EN: 'Bonus credited', CN: '奖金已发放', TH: 'ได้รับโบนัสแล้ว' },
    content: {
      EN: '<p>A bonus of ฿{amount} has been added to your wallet.</p><ul><li>Turnover requirement: {times}×</li><li>Valid for 7 days</li></ul>',
      CN: '<p>฿{amount} 奖金已加入您的钱包。</p><ul><li>流水要求：{times} 倍</li><li>有效期 7 天</li></ul>',
      TH: '<p>โบนัส ฿{amount} เข้ากระเป๋าเงินของคุณแล้ว</p><ul><li>ยอดเทิร์นโอเวอร์ที่ต้องทำ: {times} เท่า</li><li>ใช้ได้ภายใน 7 วัน</li></ul>',
    },
  },
  {
    category: 'PROMOTION',
    weight: 3,
    title: { EN: 'A promotion for you', CN: '专属优惠', TH: 'โปรโมชั่นสำหรับคุณ' },
    content: {
      EN: '<p>This week only: <strong>{percent}% cashback</strong> on live casino.</p><p><a href="/promotions">See the promotion</a></p>',
      CN: '<p>仅限本周：真人娱乐场 <strong>{percent}% 返现</strong>。</p><p><a href="/promotions">查看优惠</a></p>',
      TH: '<p>เฉพาะสัปดาห์นี้: <strong>คืนเงิน {percent}%</strong> สำหรับคาสิโนสด</p><p><a href="/promotions">ดูโปรโมชั่น</a></p>',
    },
  },
  {
    category: 'SECURITY',
    weight: 2,
    title: { EN: 'New login to your account', CN: '账户新登录提醒', TH: 'มีการเข้าสู่ระบบบัญชีของคุณ' },
    content: {
      EN: '<p>We noticed a login from a new device. If this was not you, change your password now and contact customer service.</p>',
      CN: '<p>我们发现您的账户在新设备上登录。如非本人操作，请立即修改密码并联系客服。</p>',
      TH: '<p>พบการเข้าสู่ระบบจากอุปกรณ์ใหม่ หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันทีและติดต่อฝ่ายบริการลูกค้า</p>',
    },
  },
  {
    category: 'VIP',
    weight: 1,
    title: { EN: 'VIP level up', CN: 'VIP 等级提升', TH: 'เลื่อนระดับ VIP' },
    content: {
      EN: '<p>Congratulations! You have reached <strong>{level}</strong>.</p>',
      CN: '<p>恭喜您！您已升级为 <strong>{level}</strong>。</p>',
      TH: '<p>ยินดีด้วย! คุณได้เลื่อนเป็นระดับ <strong>{level}</strong> แล้ว</p>',
    },
  },
  {
    category: 'MAINTENANCE',
    weight: 2,
    title: { EN: 'Scheduled maintenance', CN: '系统维护通知', TH: 'แจ้งปิดปรับปรุงระบบ' },
    content: {
      EN: '<p>{vendor} games will be under maintenance on Sunday 02:00–04:00 (GMT+7).</p>',
      CN: '<p>{vendor} 游戏将于周日 02:00–04:00（GMT+7）进行维护。</p>',
      TH: '<p>เกม {vendor} จะปิดปรับปรุงวันอาทิตย์ เวลา 02:00–04:00 น. (GMT+7)</p>',
    },
  },
  {
    category: 'REBATE',
    weight: 3,
    title: { EN: 'Weekly rebate', CN: '每周返水', TH: 'เงินคืนประจำสัปดาห์' },
    content: {
      EN: '<p>Your weekly rebate of ฿{amount} has been credited.</p>',
      CN: '<p>您的每周返水 ฿{amount} 已到账。</p>',
      TH: '<p>เงินคืนประจำสัปดาห์ ฿{amount} เข้าบัญชีของคุณแล้ว</p>',
    },
  },
];

export const VIP_LEVELS = ['Silver', 'Gold', 'Platinum', 'Diamond'] as const;
export const MAINTENANCE_VENDORS = ['PG Soft', 'Jili', 'Evolution', 'Pragmatic Play', 'SA Gaming'] as const;

/** Seeded feedback of player01 (spec §3 question types), with customer service's replies. */
export const FEEDBACK_SEEDS: ReadonlyArray<{
  questionType: string;
  daysAgo: number;
  status: 'PENDING' | 'REPLIED' | 'CLOSED';
  content: LocalizedText['content'];
  replies: ReadonlyArray<{ hoursAfter: number; content: LocalizedText['content'] }>;
}> = [
  {
    questionType: 'DEPOSIT',
    daysAgo: 12,
    status: 'CLOSED',
    content: {
      EN: 'My deposit of 500 baht by bank transfer has not arrived after 30 minutes.',
      CN: '我通过银行转账存入的 500 泰铢已经过了 30 分钟还没有到账。',
      TH: 'ฝากเงิน 500 บาทผ่านการโอนธนาคารไปแล้ว 30 นาที ยังไม่เข้าเลยครับ',
    },
    replies: [
      {
        hoursAfter: 1,
        content: {
          EN: 'We found your deposit: it has been credited to your wallet. Sorry for the delay.',
          CN: '我们已找到您的存款，已转入您的钱包。抱歉让您久等了。',
          TH: 'เราพบรายการฝากของคุณแล้ว และได้เติมเข้ากระเป๋าเงินเรียบร้อย ขออภัยในความล่าช้า',
        },
      },
    ],
  },
  {
    questionType: 'GAME',
    daysAgo: 5,
    status: 'REPLIED',
    content: {
      EN: 'A slot game froze during a spin and my balance did not change.',
      CN: '老虎机游戏在旋转时卡住了，我的余额没有变化。',
      TH: 'เกมสล็อตค้างระหว่างหมุน และยอดเงินของฉันไม่เปลี่ยนแปลง',
    },
    replies: [
      {
        hoursAfter: 2,
        content: {
          EN: 'Thank you. We have asked the game provider for the round details.',
          CN: '感谢您的反馈，我们已向游戏供应商查询该局详情。',
          TH: 'ขอบคุณค่ะ เราได้ขอรายละเอียดรอบเกมจากผู้ให้บริการแล้ว',
        },
      },
      {
        hoursAfter: 20,
        content: {
          EN: "<p>The round finished on the provider's side; the win of <strong>฿120</strong> is in your betting record.</p>",
          CN: '<p>该局已在供应商端完成，<strong>฿120</strong> 的奖金已记录在您的投注记录中。</p>',
          TH: '<p>รอบเกมดังกล่าวจบที่ฝั่งผู้ให้บริการแล้ว เงินรางวัล <strong>฿120</strong> อยู่ในประวัติการเดิมพันของคุณ</p>',
        },
      },
    ],
  },
  {
    questionType: 'APPLICATION',
    daysAgo: 1,
    status: 'PENDING',
    content: {
      EN: 'Please add a dark mode to the mobile app.',
      CN: '希望手机应用能增加深色模式。',
      TH: 'อยากให้แอปมือถือมีโหมดมืดค่ะ',
    },
    replies: [],
  },
];
