// @vitest-environment node
// Loyalty in the simulator (gateway-protocol §5.4, §5.9): rank progress from the member's VIP
// label, referral details, missions and leaderboard, parsed with the gateway's schemas.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { missionLeaderboard, missionSummary, rankProgress, referralDetails } from '../../gateway/rewards/schemas';
import type { Schema } from '../../gateway/schema';
import { useNodeSimulator } from '../support/simulator';

const P1 = 'sim-loyalty-player01';
const AGENT = 'sim-loyalty-agent01';
const { call } = useNodeSimulator({ sessions: [{ token: P1, account: 'player01' }, { token: AGENT, account: 'agent01' }] });

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

  it('answers the referral details: enabled for a player, not for an agent', async () => {
    const r = await value(referralDetails, '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', P1, 'TH');
    expect(r.enabled).toBe(true);
    expect(r.referralCode).toMatch(/^REF\d+$/);
    expect(r.promotionDomains.length).toBeGreaterThan(0);
    expect(r.rules[0]).toMatch(/[\u0E00-\u0E7F]/);
    expect((await value(referralDetails, '/wps/relay/MCSFE_getReferralDetails', AGENT)).enabled).toBe(false);
    expect((await call('/wps/relay/MCSFE_getReferralDetails')).status).toBe(401);
  });

  it('answers the missions and the leaderboard', async () => {
    const m = await value(missionSummary, '/wps/relay/MCSFE_getMissionSummaryDetails');
    expect(m.list.filter((x) => x.status === 'COMPLETED')).toHaveLength(2);
    const b = await value(missionLeaderboard, '/wps/relay/MCSFE_getMissionLeaderboard');
    expect(b.list.map((l) => l.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(b.list.every((l) => l.customerName.includes('***'))).toBe(true);
  });
});
