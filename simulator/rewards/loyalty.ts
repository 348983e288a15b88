/**
 * Loyalty (gateway-protocol.md §5.4, §5.7, §5.9): the VIP rank and its progress (from the member's VIP
 * label), the member's available promotions (the public state's availablePromoCount and
 * availablePromo.REFERRAL.enabled, per member and brand: see referralEnabled), the referral details (the code, the invitations counted from the members who registered
 * with it, the promotion domains), the missions and their leaderboard, and claiming a completed
 * mission's reward (paid through the ledger, so the header balance and the account record agree;
 * refused when already claimed or not completed). Fixed data, no faker.
 */
import type { HttpHandler } from 'msw';
import { CLAIM_ACTIONS, type ActivityStatus } from '../../gateway/rewards/contract';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import type { MemberRow } from '../members';
import { post } from '../ledger';
import { pick, requestLanguage, type Localized } from '../language';

const RANKS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const;
/** Monthly and total turnover each rank asks for. */
const NEEDS: Record<string, [number, number]> = {
  Bronze: [5_000, 50_000],
  Silver: [20_000, 200_000],
  Gold: [50_000, 1_000_000],
  Platinum: [150_000, 3_000_000],
  Diamond: [500_000, 10_000_000],
};

const MISSIONS: ReadonlyArray<{ title: Localized; progress: number; target: number; reward: number; status: string }> = [
  { title: { EN: 'Play 50 slot spins today', CN: '今日老虎机旋转50次', TH: 'หมุนสล็อต 50 ครั้งวันนี้' }, progress: 32, target: 50, reward: 10, status: 'ONGOING' },
  { title: { EN: 'Deposit 3 days in a row', CN: '连续3天存款', TH: 'ฝากเงิน 3 วันติดต่อกัน' }, progress: 3, target: 3, reward: 30, status: 'COMPLETED' },
  {
    title: { EN: 'Bet 1,000 on live tables this week', CN: '本周真人桌台投注1,000', TH: 'เดิมพันโต๊ะสด 1,000 สัปดาห์นี้' },
    progress: 1000,
    target: 1000,
    reward: 50,
    status: 'COMPLETED',
  },
  { title: { EN: 'Win 5 sports bets', CN: '赢得5场体育投注', TH: 'ชนะเดิมพันกีฬา 5 ครั้ง' }, progress: 5, target: 5, reward: 20, status: 'CLAIMED' },
];

const RULES: readonly Localized[] = [
  {
    EN: 'Share your code or link; friends who register with it count as your invitations.',
    CN: '分享您的邀请码或链接，好友使用它注册即计入您的邀请。',
    TH: 'แชร์รหัสหรือลิงก์ของคุณ เพื่อนที่สมัครด้วยรหัสนี้จะนับเป็นคำเชิญของคุณ',
  },
  { EN: 'You get a bonus when an invited friend makes a first deposit.', CN: '受邀好友首次存款后，您将获得奖金。', TH: 'คุณได้รับโบนัสเมื่อเพื่อนที่เชิญฝากเงินครั้งแรก' },
];

const LEADERS = ['lucky***88', 'tiger***07', 'mango***21', 'spin***99', 'ace***12', 'river***03', 'jade***45', 'nova***66', 'star***31', 'orbit***74'];

/**
 * The referral programme is on for an ordinary player (agents invite from the agent centre,
 * trial and staff accounts cannot), unless the brand turned it off or lists the member
 * (the `rewards` switches: referral, referralOff).
 */
export function referralEnabled(ctx: SimContext, member: MemberRow): boolean {
  const { referral = true, referralOff = [] } = ctx.config.rewards;
  return referral && member.type === 0 && !referralOff.includes(member.account);
}

export function loyaltyHandlers(ctx: SimContext): HttpHandler[] {
  const claimOf = (memberId: number, missionId: string) => ctx.db.missionClaim.findFirst({ where: { id: { equals: `M${memberId}-${missionId}` } } });
  /** The member's missions: the fixed ones, CLAIMED where the member has claimed the reward. */
  const missionsOf = (memberId: number) =>
    MISSIONS.map((m, i) => {
      const missionId = `M${i + 1}`;
      return { ...m, missionId, status: m.status === 'COMPLETED' && claimOf(memberId, missionId) ? 'CLAIMED' : m.status };
    });
  return [
    endpoint(ctx, 'rankProgress', ({ auth: { member } }) => {
      const level = RANKS.indexOf(member.vipLabel as (typeof RANKS)[number]);
      if (level < 0)
        return ok({
          hasVip: false,
          playerRankName: '',
          rankLevel: 0,
          nextRankName: null,
          monthlyTurnover: { actual: 0, expected: 0 },
          totalTurnover: { actual: 0, expected: 0 },
        });
      const next = RANKS[level + 1] ?? null;
      const [monthly, total] = NEEDS[next ?? RANKS[level]!]!;
      const share = ((member.id % 7) + 2) / 10;
      return ok({
        hasVip: true,
        playerRankName: RANKS[level],
        rankLevel: level + 1,
        nextRankName: next,
        monthlyTurnover: { actual: Math.round(monthly * share), expected: monthly },
        totalTurnover: { actual: Math.round(total * (share + 0.1)), expected: total },
      });
    }),
    endpoint(ctx, 'availablePromotions', ({ auth: { member } }) => {
      // The promotions the member can act on now (join, claim, apply), and the programmes open to them.
      const open = ctx.db.promotionClaim
        .findMany({ where: { memberId: { equals: member.id } } })
        .filter((c) => CLAIM_ACTIONS[c.status as ActivityStatus] !== undefined);
      return ok({ availablePromoCount: open.length, availablePromo: { REFERRAL: { enabled: referralEnabled(ctx, member) } } });
    }),
    endpoint(ctx, 'referralDetails', ({ request, auth: { member } }) => {
      const lang = requestLanguage(request);
      const invited = ctx.db.member.findMany({ where: { upline: { equals: member.account } } }).length;
      return ok({
        referralCode: `REF${member.id}`,
        totalInvitations: invited,
        promotionDomains: ['https://play.croupier.test', 'https://m.croupier.test'],
        rules: RULES.map((r) => pick(r, lang)),
      });
    }),
    endpoint(ctx, 'missionSummary', ({ request, auth: { member } }) => {
      const lang = requestLanguage(request);
      return ok({
        list: missionsOf(member.id).map((m) => ({
          missionId: m.missionId,
          title: pick(m.title, lang),
          progress: m.progress,
          target: m.target,
          reward: m.reward,
          status: m.status,
        })),
      });
    }),
    endpoint(ctx, 'claimMission', ({ input, auth: { member } }) => {
      const missionId = input.missionId;
      const mission = missionsOf(member.id).find((m) => m.missionId === missionId);
      if (!mission) return fail('mission.id.invalid');
      if (mission.status === 'CLAIMED') return fail('mission.reward.claimed');
      if (mission.status !== 'COMPLETED') return fail('mission.not.completed');
      const paid = post(ctx, {
        memberId: member.id,
        type: 'BONUS',
        amount: mission.reward,
        remark: pick(mission.title, 'EN'),
        detail: `M${member.id}-${missionId}`,
      });
      if (!paid.ok) return fail(paid.errorCode);
      ctx.db.missionClaim.create({ id: `M${member.id}-${missionId}`, memberId: member.id, missionId, reward: mission.reward, claimedAt: ctx.clock.now() });
      return ok({ missionId, status: 'CLAIMED', reward: mission.reward });
    }),
    endpoint(ctx, 'missionLeaderboard', ({ auth: { member } }) =>
      ok({ list: LEADERS.map((customerName, i) => ({ rank: i + 1, customerName, points: 2400 - i * 170 })), myRank: 14 + (member.id % 9), myPoints: 640 }),
    ),
  ];
}
