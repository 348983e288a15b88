// @vitest-environment node
/**
 * The consolidated call's contract maps as the contract modal reads them (W1c), and the decision
 * relays' payloads as the effects send them: a tolerant reading (a map absent or null holds
 * nothing, numbers as decimal strings, rates as fractions, a fixed-amount rate) and the exact
 * parameters of each relay.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/client';
import { fundsConsolidated } from '../../gateway/member/schemas';
import { afterDecision, contractsOfConsolidated } from '../../machines/agent/contracts/consolidated';
import { contractsEffects } from '../../machines/agent/contracts/contracts.effects';
import type { DecideInput } from '../../machines/agent/contracts/contracts.types';

const read = (raw: unknown) => contractsOfConsolidated(v.parse(fundsConsolidated, raw));

describe('the consolidated maps', () => {
  it('hold nothing when a map is absent, null, or empty', () => {
    expect(read({})).toEqual({ offers: [], active: { DIVIDEND: false, DAILY: false, HOURLY: false, REALTIME: false } });
    expect(read({ divtypereq: null, dailysalreqtype: {}, contracthoursalreq: { LIVE: [] }, realtimesalreqtype: { RNG: null } }).offers).toEqual([]);
  });

  it("read a dividend by its first tier's status, its rates as fractions and its figures as numbers or decimal strings", () => {
    const { offers } = read({
      divtypereq: {
        PVP: [
          { minimumBet: '1000.50', netLoss: null, activeMember: 2, contractRate: '0.125', status: 'E', downlineHigherRate: 'Y' },
          { minimumBet: 5000, activeMember: 8, contractRate: 0.2, status: 'E' },
        ],
      },
    });
    expect(offers).toEqual([
      {
        key: 'DIVIDEND:PVP',
        kind: 'DIVIDEND',
        gameType: 'PVP',
        status: 'E',
        ref: 'PVP',
        downlineHigherRate: true,
        tiers: [
          { activeMembers: 2, bet: 1000.5, netLoss: 0, rateType: 'P', rate: 12.5 },
          { activeMembers: 8, bet: 5000, netLoss: 0, rateType: 'P', rate: 20 },
        ],
      },
    ]);
  });

  it('read the salaries by their id or contractId, a rate that is not a percentage as a fixed amount', () => {
    const { offers, active } = read({
      dailysalreqtype: { FISH: [{ id: 31, status: 'P', details: [{ betVolume: 800, activeMember: 1, rateType: 'F', rate: 12.5 }] }] },
      contracthoursalreq: { CONS: [{ contractId: '77', status: 'V', hourSalaryRates: [{ minimumBet: 200, activeMember: 1, rateType: 'P', rate: 0.0035 }] }] },
      contracthoursalinfo: 'Y',
    });
    expect(offers.map((o) => [o.key, o.status, o.ref, o.tiers])).toEqual([
      ['DAILY:FISH', 'P', '31', [{ activeMembers: 1, bet: 800, netLoss: null, rateType: 'F', rate: 12.5 }]],
      ['HOURLY:CONS', 'V', '77', [{ activeMembers: 1, bet: 200, netLoss: null, rateType: 'P', rate: 0.35 }]],
    ]);
    expect(active).toEqual({ DIVIDEND: false, DAILY: false, HOURLY: true, REALTIME: false });
  });

  it('leaves out an entry whose status it does not know', () => {
    expect(read({ dailysalreqtype: { LIVE: [{ id: 1, status: 'X', details: [] }] } }).offers).toEqual([]);
  });

  it('refuses a map that is not one (the answer is malformed)', () => {
    expect(v.safeParse(fundsConsolidated, { divtypereq: true }).success).toBe(false);
  });
});

describe('the maps after a decision, until they are read again', () => {
  const maps = () =>
    read({
      divtypereq: { LIVE: [{ minimumBet: 1, netLoss: 1, activeMember: 1, contractRate: 0.1, status: 'P' }] },
      dailysalreqtype: { SPORTS: [{ id: 'D9', status: 'V', details: [{ betVolume: 1, activeMember: 1, rateType: 'P', rate: 0.01 }] }] },
    });
  const statuses = (c: ReturnType<typeof afterDecision>) => c?.offers.map((o) => `${o.key} ${o.status}`);

  it('hold an accepted offer as in force, and drop a rejected offer or an ended contract', () => {
    expect(statuses(maps())).toEqual(['DIVIDEND:LIVE P', 'DAILY:SPORTS V']);
    expect(statuses(afterDecision(maps(), 'DIVIDEND:LIVE', 'ACCEPT'))).toEqual(['DIVIDEND:LIVE V', 'DAILY:SPORTS V']);
    expect(statuses(afterDecision(maps(), 'DIVIDEND:LIVE', 'REJECT'))).toEqual(['DAILY:SPORTS V']);
    expect(statuses(afterDecision(maps(), 'DAILY:SPORTS', 'TERMINATE'))).toEqual(['DIVIDEND:LIVE P']);
  });

  it('are unchanged by a decision about no entry of theirs (the upline ending its offer to a downline)', () => {
    const before = maps();
    expect(afterDecision(before, undefined, 'TERMINATE')).toBe(before);
    expect(afterDecision(null, 'DIVIDEND:LIVE', 'ACCEPT')).toBeNull();
  });
});

describe("the decision relays' payloads", () => {
  const sent: { name: string; params: unknown }[] = [];
  const client = { call: async (name: string, params: unknown) => (sent.push({ name, params }), { terminated: [] }) } as unknown as GatewayClient;
  const decide = (input: DecideInput) => toPromise(createActor(contractsEffects(client).decideContract, { input }).start());

  it('sends {type, status} for a dividend, {id, status} for a daily salary, {contractId, status} for the hourly and real-time ones', async () => {
    sent.length = 0;
    await decide({ kind: 'DIVIDEND', gameType: 'LIVE', ref: 'LIVE', status: 'A' });
    await decide({ kind: 'DAILY', gameType: 'CONS', ref: 'C5', status: 'R' });
    await decide({ kind: 'HOURLY', gameType: 'CONS', ref: 'C8', status: 'C' });
    await decide({ kind: 'REALTIME', gameType: 'RNG', ref: 'C4', status: 'A' });
    // An upline names its downline for a dividend (designed).
    await decide({ kind: 'DIVIDEND', gameType: 'CONS', ref: 'CONS', status: 'C', downline: 'sub01' });
    expect(sent).toEqual([
      { name: 'dividendContract', params: { type: 'LIVE', status: 'A' } },
      { name: 'dailySalaryContract', params: { id: 'C5', status: 'R' } },
      { name: 'hourSalaryContract', params: { contractId: 'C8', status: 'C' } },
      { name: 'realTimeSalaryContract', params: { contractId: 'C4', status: 'A' } },
      { name: 'dividendContract', params: { type: 'CONS', status: 'C', downline: 'sub01' } },
    ]);
  });

  it('needs nothing of the answer but success', async () => {
    const bare = { call: async () => ({ terminated: [] }) } as unknown as GatewayClient;
    const out = await toPromise(
      createActor(contractsEffects(bare).decideContract, { input: { kind: 'DAILY', gameType: 'CONS', ref: '1', status: 'A' } }).start(),
    );
    expect(out).toEqual({ terminated: [] });
    // The schema reads any other answer (null, true) as no detail.
    const { contractDecision } = await import('../../gateway/agent/schemas');
    expect(v.parse(contractDecision, null)).toEqual({ terminated: [] });
    expect(v.parse(contractDecision, true)).toEqual({ terminated: [] });
  });
});
