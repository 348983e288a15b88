// @vitest-environment node
// Loyalty in the simulator (gateway-protocol §5.4, §5.9): rank progress from the member's VIP
// label, referral details, missions and leaderboard, claiming a mission's reward (paid through the
// ledger, refused when already claimed or not completed), parsed with the gateway's schemas.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { walletBalance } from '../../gateway/member/schemas';
import { availablePromotions, missionClaim, missionLeaderboard, missionSummary, rankProgress, referralDetails } from '../../gateway/rewards/schemas';
import type { Schema } from '../../gateway/schema';
import { useNodeSimulator } from '../support/simulator';

const P1 = 'sim-loyalty-player01';
const P2 = 'sim-loyalty-player02';
const AGENT = 'sim-loyalty-agent01';
const { call, sim } = useNodeSimulator({
  sessions: [
    { token: P1, account: 'player01' },
    { token: P2, account: 'player02' },
    { token: AGENT, account: 'agent01' },
  ],
});

async function value<S extends Schema>(schema: S, path: string, token = P1, language = 'EN'): Promise<v.InferOutput<S>> {
  const b = (await (await call(path, { token, language })).json()) as { success: boolean; value?: unknown };
  expect(b.success).toBe(true);
  return v.parse(schema, b.value) as v.InferOutput<S>;
}

describe('loyalty (simulator)', () => {
  it('answers the VIP rank with the turnover the next rank needs', async () => {
    const r = await value(rankProgress, '/wps/relay/MCSFE_getPlayerRankProgress');
    expect(r).toMatchObject({ hasVip: true, playerRankName: 'Gold', rankLevel: 3, nextRankName: 'Platinum' });
    expect(r.monthlyTurnover.actual).toBeLessThan(r.monthlyTurnover.expected);
  });

  it('answers the public state: availablePromo.REFERRAL per member (on for player01; off for an agent and for player02) and per brand (the switch)', async () => {
    const referral = async (token: string) =>
      (await value(availablePromotions, '/wps/relay/MCSFE_getAvailablePromotions', token)).availablePromo.REFERRAL?.enabled;
    const p1 = await value(availablePromotions, '/wps/relay/MCSFE_getAvailablePromotions');
    expect(p1.availablePromo.REFERRAL?.enabled).toBe(true);
    // player01 can act on: join, claim (bonus and raffle), apply (three), issued (two), rejected.
    expect(p1.availablePromoCount).toBe(8);
    expect(await referral(AGENT)).toBe(false);
    expect(await referral(P2)).toBe(false);
    sim.configure({ rewards: { referralOff: [] } });
    expect(await referral(P2)).toBe(true);
    sim.configure({ rewards: { referral: false } });
    expect(await referral(P1)).toBe(false);
    expect((await call('/wps/relay/MCSFE_getAvailablePromotions')).status).toBe(401);
  });

  it('answers the referral details: the code, the domains and the rules in the asked language', async () => {
    const r = await value(referralDetails, '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', P1, 'TH');
    expect(r.referralCode).toMatch(/^REF\d+$/);
    expect(r.promotionDomains.length).toBeGreaterThan(0);
    expect(r.rules[0]).toMatch(/[\u0E00-\u0E7F]/);
    expect((await call('/wps/relay/MCSFE_getReferralDetails')).status).toBe(401);
  });

  it('answers the missions and the leaderboard', async () => {
    const m = await value(missionSummary, '/wps/relay/MCSFE_getMissionSummaryDetails');
    expect(m.list.filter((x) => x.status === 'COMPLETED')).toHaveLength(2);
    const b = await value(missionLeaderboard, '/wps/relay/MCSFE_getMissionLeaderboard');
    expect(b.list.map((l) => l.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(b.list.every((l) => l.customerName.includes('***'))).toBe(true);
  });

  it("pays a completed mission's reward into the balance through the ledger, once; refuses one not completed", async () => {
    const body = async (path: string, opts: Parameters<typeof call>[1]) =>
      (await (await call(path, opts)).json()) as { success: boolean; value?: unknown; errorCode?: string };
    const claim = (missionId: string) => body('/wps/relay/MCSFE_claimMissionReward', { method: 'POST', token: P1, body: { missionId } });
    const balance = async () => (await value(walletBalance, '/wps/v2/wallets/balance')).sumBalance!;
    const missions = async () => (await value(missionSummary, '/wps/relay/MCSFE_getMissionSummaryDetails')).list;
    const done = (await missions()).find((m) => m.status === 'COMPLETED')!;
    const before = await balance();
    const paid = await claim(done.missionId);
    expect(paid.success).toBe(true);
    expect(v.parse(missionClaim, paid.value)).toMatchObject({ missionId: done.missionId, status: 'CLAIMED', reward: done.reward });
    expect(await balance()).toBeCloseTo(before + done.reward, 2);
    expect((await missions()).find((m) => m.missionId === done.missionId)!.status).toBe('CLAIMED');
    // Once only; an ongoing mission has nothing to claim yet; an unknown one is refused.
    expect((await claim(done.missionId)).errorCode).toBe('mission.reward.claimed');
    const ongoing = (await missions()).find((m) => m.status === 'ONGOING')!;
    expect((await claim(ongoing.missionId)).errorCode).toBe('mission.not.completed');
    expect((await claim('M99')).errorCode).toBe('mission.id.invalid');
    expect(await balance()).toBeCloseTo(before + done.reward, 2);
    expect((await call('/wps/relay/MCSFE_claimMissionReward', { method: 'POST', body: { missionId: done.missionId } })).status).toBe(401);
  });
});
