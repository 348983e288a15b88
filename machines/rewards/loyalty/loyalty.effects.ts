/** Loyalty reads (spec §2 member centre: VIP, invite friends, mission leaderboard): each on its own. */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { RankProgress, AvailablePromos, Referral, Mission, Missions, MissionClaimed } from './loyalty.types';

const missionStatus = (s: string): Mission['status'] => (s.toUpperCase() === 'COMPLETED' ? 'COMPLETED' : s.toUpperCase() === 'CLAIMED' ? 'CLAIMED' : 'ONGOING');

export const loyaltyEffects = (client: GatewayClient) => ({
  fetchRank: effect<void, RankProgress>(async (_i, signal) => {
    const v = await client.call('rankProgress', {}, { signal });
    return {
      hasVip: v.hasVip && v.playerRankName !== '',
      rank: v.playerRankName,
      level: v.rankLevel,
      nextRank: v.nextRankName ?? null,
      monthly: { actual: v.monthlyTurnover.actual, expected: v.monthlyTurnover.expected },
      total: { actual: v.totalTurnover.actual, expected: v.totalTurnover.expected },
    };
  }),
  fetchAvailable: effect<void, AvailablePromos>(async (_i, signal) => {
    const v = await client.call('availablePromotions', {}, { signal });
    return { count: v.availablePromoCount, referral: v.availablePromo.REFERRAL?.enabled === true };
  }),
  fetchReferral: effect<void, Referral>(async (_i, signal) => {
    // As the live client asks it (G3, G6): a code is made for a member who has none. The rules come in the Language header's language.
    const v = await client.call('referralDetails', { autoGenerate: true }, { signal });
    return { code: v.referralCode, invitations: v.totalInvitations, domains: v.promotionDomains, rules: v.rules };
  }),
  fetchMissions: effect<void, Missions>(async (_i, signal) => {
    const [summary, board] = await Promise.all([
      client.call('missionSummary', { language: client.options.language() }, { signal }),
      client.call('missionLeaderboard', {}, { signal }),
    ]);
    return {
      missions: summary.list.map((m) => ({
        id: m.missionId,
        title: m.title,
        progress: m.progress,
        target: m.target,
        reward: m.reward,
        status: missionStatus(m.status),
      })),
      leaders: board.list.map((l) => ({ rank: l.rank, name: l.customerName, points: l.points })),
      myRank: board.myRank ?? null,
      myPoints: board.myPoints ?? null,
    };
  }),
  claimMission: effect<{ missionId: string }, MissionClaimed>(async ({ missionId }, signal) => {
    const v = await client.call('claimMission', { missionId }, { signal });
    return { missionId: v.missionId, reward: v.reward };
  }),
});

export type LoyaltyEffects = ReturnType<typeof loyaltyEffects>;
