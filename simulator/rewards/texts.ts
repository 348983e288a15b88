/** The promotions' texts in every content language. Fixed data, no faker. */
import type { Localized } from '../language';

export const CATEGORY_SEEDS: ReadonlyArray<{ code: string; name: Localized }> = [
  { code: 'rng_promo', name: { EN: 'Slots', CN: '老虎机', TH: 'สล็อต' } },
  { code: 'live_promo', name: { EN: 'Live casino', CN: '真人娱乐', TH: 'คาสิโนสด' } },
  { code: 'sports_promo', name: { EN: 'Sports', CN: '体育', TH: 'กีฬา' } },
  { code: 'other_promo', name: { EN: 'Other', CN: '其他', TH: 'อื่น ๆ' } },
];

const rules = (items: Localized[]): Localized => ({
  EN: `<ul>${items.map((i) => `<li>${i.EN}</li>`).join('')}</ul>`,
  CN: `<ul>${items.map((i) => `<li>${i.CN}</li>`).join('')}</ul>`,
  TH: `<ul>${items.map((i) => `<li>${i.TH}</li>`).join('')}</ul>`,
});
const TURNOVER: Localized = {
  EN: 'The bonus must be wagered 10 times before withdrawal.',
  CN: '奖金需完成10倍流水方可提款。',
  TH: 'โบนัสต้องทำยอดเทิร์นโอเวอร์ 10 เท่าก่อนถอน',
};
const ONCE: Localized = { EN: 'One claim per member.', CN: '每位会员限领一次。', TH: 'รับได้หนึ่งครั้งต่อสมาชิก' };

/**
 * The promotions, with player01's claim status for each (every status of spec §4) and what
 * the claim pays. `days`: start and end relative to the seed date.
 */
export interface PromoSeed {
  category: string;
  title: Localized;
  body: Localized[];
  days: [number, number];
  kind: 'BONUS' | 'RAFFLE';
  bonus: number;
  claim: string;
  turnover?: [number, number];
  /** Only bets of this game type count toward its wagering (default: every game). */
  gameType?: string;
  remark?: string;
  /** Raw HTML appended (a script and an onerror the view must not run). */
  unsafe?: boolean;
}

export const PROMO_SEEDS: readonly PromoSeed[] = [
  {
    category: 'rng_promo',
    title: { EN: 'Weekly slots reload 10%', CN: '老虎机每周续存10%', TH: 'สล็อตฝากซ้ำรายสัปดาห์ 10%' },
    body: [{ EN: 'Deposit and get 10% up to 500.', CN: '存款即送10%，最高500。', TH: 'ฝากรับ 10% สูงสุด 500' }, TURNOVER],
    days: [-7, 30],
    kind: 'BONUS',
    bonus: 500,
    claim: 'CLAIMED',
    turnover: [1800, 5000],
  },
  {
    category: 'live_promo',
    title: { EN: 'Live casino cashback 5%', CN: '真人娱乐返水5%', TH: 'คาสิโนสดคืนยอดเสีย 5%' },
    body: [{ EN: 'Lose at live tables and get 5% back every Monday.', CN: '真人桌台输额每周一返还5%。', TH: 'เสียที่โต๊ะสดรับคืน 5% ทุกวันจันทร์' }, ONCE],
    days: [-3, 27],
    kind: 'BONUS',
    bonus: 150,
    claim: 'CLAIM',
  },
  {
    category: 'sports_promo',
    title: { EN: 'Sports first-bet insurance', CN: '体育首注保险', TH: 'ประกันเดิมพันกีฬาครั้งแรก' },
    body: [
      {
        EN: 'Join, then a lost first sports bet is refunded up to 200.',
        CN: '报名后首笔体育投注输了可退还，最高200。',
        TH: 'สมัครแล้วเดิมพันกีฬาแรกที่เสียคืนสูงสุด 200',
      },
      ONCE,
    ],
    days: [-1, 14],
    kind: 'BONUS',
    bonus: 200,
    claim: 'JOIN',
  },
  {
    category: 'other_promo',
    title: { EN: 'Welcome bonus 100%', CN: '新会员首存100%', TH: 'โบนัสต้อนรับ 100%' },
    body: [{ EN: 'Apply with a screenshot of your first deposit.', CN: '请附上首存截图申请。', TH: 'สมัครพร้อมภาพหน้าจอการฝากครั้งแรก' }, TURNOVER],
    days: [-30, 60],
    kind: 'BONUS',
    bonus: 1000,
    claim: 'APPLYING',
    unsafe: true,
  },
  {
    category: 'other_promo',
    title: { EN: 'Lucky wheel raffle', CN: '幸运转盘抽奖', TH: 'จับรางวัลวงล้อนำโชค' },
    body: [{ EN: 'One draw a week: prizes from 18 to 888.', CN: '每周一次抽奖：奖金18至888。', TH: 'จับได้สัปดาห์ละครั้ง รางวัล 18 ถึง 888' }],
    days: [-2, 5],
    kind: 'RAFFLE',
    bonus: 0,
    claim: 'CLAIM',
  },
  {
    category: 'other_promo',
    title: { EN: 'Birthday bonus', CN: '生日礼金', TH: 'โบนัสวันเกิด' },
    body: [{ EN: 'A gift for your birthday month.', CN: '生日当月专属礼金。', TH: 'ของขวัญในเดือนเกิดของคุณ' }, ONCE],
    days: [-10, 20],
    kind: 'BONUS',
    bonus: 88,
    claim: 'ISSUED',
  },
  {
    category: 'other_promo',
    title: { EN: 'VIP upgrade reward', CN: 'VIP晋级礼金', TH: 'รางวัลเลื่อนระดับ VIP' },
    body: [{ EN: 'Reach a new VIP rank and claim your reward.', CN: '晋升VIP等级即可领取礼金。', TH: 'เลื่อนระดับ VIP แล้วรับรางวัล' }],
    days: [-20, 40],
    kind: 'BONUS',
    bonus: 288,
    claim: 'ISSUED',
  },
  {
    category: 'rng_promo',
    title: { EN: 'Fishing tournament', CN: '捕鱼锦标赛', TH: 'ทัวร์นาเมนต์ยิงปลา' },
    body: [
      { EN: 'Wager 2,000 on fishing games to win a share of the pool.', CN: '捕鱼游戏流水达2,000即可瓜分奖池。', TH: 'ทำยอด 2,000 ในเกมยิงปลาเพื่อแบ่งเงินรางวัล' },
    ],
    days: [-5, 9],
    kind: 'BONUS',
    bonus: 0,
    claim: 'SIGNED',
    turnover: [320, 2000],
    gameType: 'FISH',
  },
  {
    category: 'other_promo',
    title: { EN: 'Deposit streak', CN: '连续存款奖励', TH: 'โบนัสฝากต่อเนื่อง' },
    body: [{ EN: 'Deposit 5 days in a row, then apply.', CN: '连续5天存款后申请。', TH: 'ฝากติดต่อกัน 5 วันแล้วสมัคร' }],
    days: [-14, 16],
    kind: 'BONUS',
    bonus: 300,
    claim: 'PROCESS',
  },
  {
    category: 'other_promo',
    title: { EN: 'Refer-a-friend bonus', CN: '推荐好友奖金', TH: 'โบนัสแนะนำเพื่อน' },
    body: [{ EN: "Apply with your friend's account name.", CN: '请附上好友账号申请。', TH: 'สมัครพร้อมชื่อบัญชีของเพื่อน' }],
    days: [-25, 35],
    kind: 'BONUS',
    bonus: 100,
    claim: 'REJECTED',
    remark: 'The screenshot is unreadable',
  },
  {
    category: 'live_promo',
    title: { EN: 'Songkran splash', CN: '泼水节狂欢', TH: 'สาดความสุขสงกรานต์' },
    body: [{ EN: 'Festival bonuses on live tables.', CN: '真人桌台节日奖金。', TH: 'โบนัสเทศกาลที่โต๊ะสด' }],
    days: [20, 30],
    kind: 'BONUS',
    bonus: 200,
    claim: 'COMING_SOON',
  },
  {
    category: 'rng_promo',
    title: { EN: 'Halloween free spins', CN: '万圣节免费旋转', TH: 'ฟรีสปินฮาโลวีน' },
    body: [{ EN: 'Free spins on selected slots.', CN: '指定老虎机免费旋转。', TH: 'ฟรีสปินในสล็อตที่ร่วมรายการ' }],
    days: [-40, -10],
    kind: 'BONUS',
    bonus: 50,
    claim: 'CLOSE',
  },
  // Spec §9 "Bonus Zalo reward up to 131K": Zalo is a registration field, not an account the member binds here, so the
  // reward is applied for with the Zalo number; the operator checks it and sets the amount (up to 131K), hence no fixed bonus.
  {
    category: 'other_promo',
    title: { EN: 'Zalo bonus up to 131K', CN: 'Zalo 奖金最高 131K', TH: 'โบนัส Zalo สูงสุด 131K' },
    body: [
      {
        EN: 'Follow us on Zalo and apply with the Zalo number you use: after we check it, we send a bonus of up to 131K.',
        CN: '在 Zalo 关注我们，并附上您使用的 Zalo 号码申请：核实后发放最高 131K 的奖金。',
        TH: 'ติดตามเราบน Zalo แล้วสมัครพร้อมหมายเลข Zalo ที่คุณใช้ เมื่อตรวจสอบแล้วเราจะมอบโบนัสสูงสุด 131K',
      },
      ONCE,
    ],
    days: [-3, 60],
    kind: 'BONUS',
    bonus: 0,
    claim: 'APPLYING',
  },
];

/**
 * Each promotion's type, in PROMO_SEEDS' order, from the types the claim of an issued reward names
 * (S1: MANUAL, RAFFLE, UPGRADE_BONUS, DEPOSIT, FIRST_DEPOSIT, DEPOSIT_COUNT, SIGNUP...).
 */
export const PROMOTION_TYPES = [
  'DEPOSIT',
  'MANUAL',
  'SIGNUP',
  'FIRST_DEPOSIT',
  'RAFFLE',
  'MANUAL',
  'UPGRADE_BONUS',
  'SIGNUP',
  'DEPOSIT_COUNT',
  'MANUAL',
  'LUCKY_BET',
  'MANUAL',
  'SIGNUP',
] as const;

export const ART = [
  'Reload 10%',
  'Cashback 5%',
  'Bet insurance',
  'Welcome 100%',
  'Lucky wheel',
  'Birthday',
  'VIP reward',
  'Fishing cup',
  'Streak',
  'Refer a friend',
  'Songkran',
  'Halloween',
  'Zalo 131K',
] as const;

export function contentOf(p: PromoSeed): Localized {
  const html = rules(p.body);
  if (!p.unsafe) return html;
  const bad = '<img src="x" onerror="window.__promoXss=1"><script>window.__promoXss=1</script>';
  return { EN: html.EN + bad, CN: html.CN + bad, TH: html.TH + bad };
}

/** What points buy: name, points, value, stock (-1: no limit). */
export const REWARD_SEEDS: ReadonlyArray<{ name: Localized; points: number; amount: number; stock: number }> = [
  { name: { EN: 'Bonus voucher 10', CN: '10元奖金券', TH: 'คูปองโบนัส 10' }, points: 1000, amount: 10, stock: -1 },
  { name: { EN: 'Bonus voucher 50', CN: '50元奖金券', TH: 'คูปองโบนัส 50' }, points: 4500, amount: 50, stock: -1 },
  { name: { EN: 'Free spins pack', CN: '免费旋转礼包', TH: 'แพ็กฟรีสปิน' }, points: 2000, amount: 25, stock: 20 },
  { name: { EN: 'Smart watch', CN: '智能手表', TH: 'สมาร์ตวอทช์' }, points: 60000, amount: 3000, stock: 3 },
];

/** The exchange rules, in every content language. */
export const POINT_RULES: readonly Localized[] = [
  {
    EN: 'Points are earned on valid bets and deposits, at the rates in the table.',
    CN: '有效投注和存款按下表比例累积积分。',
    TH: 'สะสมแต้มจากยอดเดิมพันที่ถูกต้องและการฝากตามอัตราในตาราง',
  },
  { EN: 'Points do not expire.', CN: '积分永不过期。', TH: 'แต้มไม่มีวันหมดอายุ' },
  {
    EN: 'Converted points are added to your balance at once; redeemed rewards are reviewed before they are sent.',
    CN: '兑换余额即时到账；兑换的奖品需审核后发放。',
    TH: 'แต้มที่แลกเป็นเงินเข้ายอดทันที ส่วนของรางวัลจะตรวจสอบก่อนจัดส่ง',
  },
];

/** Points per 100 of valid bet (deposit: per 100 deposited), by type. */
export const POINT_RATES: ReadonlyArray<{ type: string; rate: number }> = [
  { type: 'LIVE', rate: 1 },
  { type: 'RNG', rate: 2 },
  { type: 'PVP', rate: 1 },
  { type: 'SPORTS', rate: 1.5 },
  { type: 'LOTT', rate: 1 },
  { type: 'DEPOSIT', rate: 5 },
];

/**
 * player01's redeem history before the simulator starts (spec §3 redeem records, every status of
 * §4): `days` before the seed date; `reward` a REWARD_SEEDS index (null: points converted to
 * balance); a rejected request took no points (they were given back) and says why.
 */
export const REDEEM_HISTORY: ReadonlyArray<{
  days: number;
  reward: number | null;
  quantity: number;
  points: number;
  amount: number;
  status: 'APPROVED' | 'PROCESS' | 'REJECTED';
  remark?: Localized;
}> = [
  { days: 20, reward: 0, quantity: 1, points: 1000, amount: 10, status: 'APPROVED' },
  {
    days: 15,
    reward: 0,
    quantity: 3,
    points: 3000,
    amount: 30,
    status: 'REJECTED',
    remark: {
      EN: 'One voucher per member a week. Your points were returned.',
      CN: '每位会员每周限兑一张，积分已退还。',
      TH: 'แลกคูปองได้สัปดาห์ละหนึ่งใบต่อสมาชิก คืนแต้มให้แล้ว',
    },
  },
  { days: 12, reward: null, quantity: 1, points: 1500, amount: 15, status: 'APPROVED' },
  {
    days: 6,
    reward: 2,
    quantity: 2,
    points: 4000,
    amount: 50,
    status: 'REJECTED',
    remark: {
      EN: 'This reward is not sent to your region. Your points were returned.',
      CN: '该奖品不配送至您所在地区，积分已退还。',
      TH: 'ของรางวัลนี้ไม่จัดส่งไปยังพื้นที่ของคุณ คืนแต้มให้แล้ว',
    },
  },
  { days: 2, reward: 1, quantity: 1, points: 4500, amount: 50, status: 'PROCESS' },
];

/** The remark of a request the operator rejects at once (the `redeemReview: 'reject'` switch). */
export const REJECTED_BY_OPERATOR: Localized = {
  EN: 'Rejected by the operator. Your points were returned.',
  CN: '已被运营方拒绝，积分已退还。',
  TH: 'ผู้ให้บริการปฏิเสธคำขอ คืนแต้มให้แล้ว',
};
