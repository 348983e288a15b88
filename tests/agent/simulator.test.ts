// @vitest-environment node
// Agent contracts in the simulator: agent01's team, the draft, offers within the rules (refused
// server-side with the contract codes), the decision relays read from the public client's payloads
// (W1c: dividend {type, status}, daily {id, status}, hourly {contractId, status}), auto-termination,
// real-time salary windows paid through the ledger, and the consolidated call's maps keyed by game
// type. Answers parsed with the gateway's own schemas.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  contractDecision,
  contractDraft,
  contractList,
  contractOffered,
  downlinePage,
  downlineTransferResult,
  realtimeSettlement,
  teamOverview,
} from '../../gateway/agent/schemas';
import type { Schema } from '../../gateway/schema';
import { fundsConsolidated, walletBalance } from '../../gateway/member/schemas';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { contextOf } from '../../simulator/kernel/context';
import { teamOf } from '../../simulator/agent/team';
import { HOUR } from '../../simulator/seed-date';
import { useNodeSimulator } from '../support/simulator';

const AG = 'sim-agent-agent01';
const SUB = 'sim-agent-sub01';
const DOWN = 'sim-agent-down01';
const DOWN2 = 'sim-agent-down02';
const { sim, call } = useNodeSimulator({
  // The calls as W1 (the wic11f3 client) spells them: gateway/profile.ts tcg-w1.
  gatewayProfile: 'tcg-w1',
  sessions: [
    { token: AG, account: 'agent01' },
    { token: SUB, account: 'sub01' },
    { token: DOWN, account: 'down01' },
    { token: DOWN2, account: 'down02' },
  ],
});
beforeEach(() => sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR));

async function ask<S extends Schema>(
  schema: S,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; code: string }> {
  const res = await call(path, { token, ...(body === undefined ? {} : { method: 'POST', body }) });
  const json = (await res.json()) as { success: boolean; value: unknown; errorCode: string };
  if (!json.success) return { ok: false, code: json.errorCode };
  return { ok: true, value: v.parse(schema, json.value) };
}
const must = <T>(r: { ok: true; value: T } | { ok: false; code: string }): T => {
  if (!r.ok) throw new Error(`refused: ${r.code}`);
  return r.value;
};
const daily = (rate: number) => ({
  downline: 'down01',
  kind: 'DAILY',
  gameType: 'CONS',
  period: '',
  tiers: [
    { activeMembers: 1, bet: 100, rate: rate / 2 },
    { activeMembers: 2, bet: 1000, rate },
  ],
});
const OFFER = '/wps/relay/MCSFE_offerContract';
const DAILY = '/wps/relay/MCS2_processDailySalContract';
const DIVIDEND = '/wps/relay/MCS2_processDividendReq';
const HOURLY = '/wps/relay/MCS2_processContractHourSalary';
const CONSOLIDATED = '/wps/member/info/funds/consolidated';

describe("agent01's team", () => {
  it('has three levels and a few hundred members', () => {
    const team = teamOf(contextOf(sim), 'agent01');
    expect(team.length).toBeGreaterThan(200);
    expect(team.length).toBeLessThan(1000);
    const depth = (account: string): number => {
      const m = team.find((x) => x.account === account)!;
      return m.upline === '' ? 0 : depth(m.upline) + 1;
    };
    expect(Math.max(...team.map((m) => depth(m.account)))).toBe(3);
  });

  it("drafts an offer from the downline team's figures and the agent's own ceilings", async () => {
    const d = must(await ask(contractDraft, '/wps/relay/MCSFE_getContractDraft?downline=sub01', AG));
    expect(d.ownRates).toEqual({ DIVIDEND: 50, DAILY: 2, HOURLY: 1.5, REALTIME: 1 });
    expect(d.gameRates).toEqual({ DIVIDEND: { CONS: 50 }, DAILY: { CONS: 2 }, HOURLY: { CONS: 1.5 }, REALTIME: { CONS: 1 } });
    expect(d.figures.M.validBet).toBeGreaterThan(d.figures.W.validBet);
    expect(d.figures.M.activeMembers).toBeGreaterThan(0);
    expect(d.downstream.map((c) => [c.downline, c.kind])).toEqual([['sub01a', 'DAILY']]);
    expect(await ask(contractDraft, '/wps/relay/MCSFE_getContractDraft?downline=sub01a', AG)).toEqual({ ok: false, code: 'contract.not.downline' });
  });
});

describe('contract rules', () => {
  it("refuses a rate above the upline's own, tiers out of order, a non-downline, and an unknown game type", async () => {
    expect(await ask(contractOffered, OFFER, AG, daily(2.5))).toEqual({ ok: false, code: 'contract.rate.above.upline' });
    const desc = {
      ...daily(1),
      tiers: [
        { activeMembers: 5, bet: 1000, rate: 1 },
        { activeMembers: 1, bet: 100, rate: 0.5 },
      ],
    };
    expect(await ask(contractOffered, OFFER, AG, desc)).toEqual({ ok: false, code: 'contract.tiers.not.ascending' });
    expect(await ask(contractOffered, OFFER, AG, { ...daily(1), downline: 'sub01a' })).toEqual({ ok: false, code: 'contract.not.downline' });
    // sub01 (an agent) has no hourly contract of its own: it cannot offer one.
    expect(
      await ask(contractOffered, OFFER, SUB, {
        downline: 'sub01a',
        kind: 'HOURLY',
        gameType: 'CONS',
        period: '',
        tiers: [{ activeMembers: 1, bet: 100, rate: 0.5 }],
      }),
    ).toEqual({ ok: false, code: 'contract.no.own.contract' });
    // An offer names its game type: without one, or with one no contract is made for, the request is refused.
    const { gameType: _, ...noGame } = daily(1);
    expect((await call(OFFER, { token: AG, method: 'POST', body: noGame })).status).toBe(400);
    expect((await call(OFFER, { token: AG, method: 'POST', body: { ...daily(1), gameType: 'BINGO' } })).status).toBe(400);
  });

  it('refuses to offer a kind whose module is off, and offers it again once the module is on', async () => {
    sim.configure({ flags: { DAILYSALCONT3: false } });
    expect(await ask(contractOffered, OFFER, AG, daily(1))).toEqual({ ok: false, code: 'contract.kind.unavailable' });
    expect(contextOf(sim).db.contract.findMany({ where: { downline: { equals: 'down01' }, status: { equals: 'PENDING' } } })).toEqual([]);
    // The other kinds still go: dividend is on.
    expect(
      must(
        await ask(contractOffered, OFFER, AG, {
          downline: 'down01',
          kind: 'DIVIDEND',
          gameType: 'CONS',
          period: 'W',
          tiers: [{ activeMembers: 1, bet: 100, rate: 10 }],
        }),
      ).contract.kind,
    ).toBe('DIVIDEND');
    sim.configure({ flags: { DAILYSALCONT3: true } });
    expect(must(await ask(contractOffered, OFFER, AG, daily(1))).contract.kind).toBe('DAILY');
  });

  it("offer → accept with the daily relay's {id, status}: the offer shows in the consolidated map, then the contract in force", async () => {
    expect(must(await ask(fundsConsolidated, CONSOLIDATED, DOWN)).dailysalreqtype).toEqual({});
    const offered = must(await ask(contractOffered, OFFER, AG, { ...daily(1.5), gameType: 'LIVE' }));
    expect(offered.contract).toMatchObject({ status: 'PENDING', gameType: 'LIVE' });
    expect(await ask(contractOffered, OFFER, AG, { ...daily(1.5), gameType: 'LIVE' })).toEqual({ ok: false, code: 'contract.offer.pending' });
    // The map keyed by game type holds the offer, its tiers as the real client reads them (rates as fractions).
    const map = must(await ask(fundsConsolidated, CONSOLIDATED, DOWN)).dailysalreqtype;
    expect(Object.keys(map)).toEqual(['LIVE']);
    expect(map.LIVE![0]).toMatchObject({
      id: offered.contract.contractId,
      status: 'P',
      downlineHigherRate: false,
      details: [
        { betVolume: 100, activeMember: 1, rateType: 'P', rate: 0.0075 },
        { betVolume: 1000, activeMember: 2, rateType: 'P', rate: 0.015 },
      ],
    });
    // The upline cannot accept its own offer.
    expect(await ask(contractDecision, `${DAILY}?id=${offered.contract.contractId}&status=A`, AG)).toEqual({ ok: false, code: 'contract.not.found' });
    const accepted = must(await ask(contractDecision, `${DAILY}?id=${offered.contract.contractId}&status=A`, DOWN));
    expect(accepted.contract?.status).toBe('ACTIVE');
    const after = must(await ask(fundsConsolidated, CONSOLIDATED, DOWN));
    expect([after.dailysalreqtype.LIVE![0]!.status, after.dailysalinfotype]).toEqual(['V', true]);
    const list = must(await ask(contractList, '/wps/relay/MCSFE_getContractList', AG));
    expect(list.contracts.find((c) => c.contractId === offered.contract.contractId)?.status).toBe('ACTIVE');
  });

  it('refuses what the real gateway would: the action/contractId payload, a status outside A/R/C, a missing id', async () => {
    expect((await call(`${DAILY}?action=ACCEPT&contractId=C8`, { token: DOWN2 })).status).toBe(400);
    expect((await call(`${DAILY}?id=C13&status=ACCEPT`, { token: DOWN2 })).status).toBe(400);
    expect((await call(HOURLY, { token: DOWN2, method: 'POST', body: { status: 'A' } })).status).toBe(400);
    // The hourly relay reads JSON: a query is not its body.
    expect((await call(`${HOURLY}?contractId=C8&status=A`, { token: DOWN2, method: 'POST' })).status).toBe(400);
  });

  it("down02's offers: the hourly one by {contractId, status}, a dividend by its game type", async () => {
    const value = must(await ask(fundsConsolidated, CONSOLIDATED, DOWN2));
    expect(value.contracthoursalreq.CONS![0]).toMatchObject({
      contractId: 'C8',
      status: 'P',
      hourSalaryRates: [
        { minimumBet: 500, activeMember: 1, rateType: 'P', rate: 0.003 },
        { minimumBet: 2000, activeMember: 3, rateType: 'P', rate: 0.006 },
      ],
    });
    expect(Object.keys(value.divtypereq).sort()).toEqual(['LIVE', 'RNG']);
    expect(value.divtypereq.LIVE!.map((t) => [t.minimumBet, t.netLoss, t.activeMember, t.contractRate, t.status])).toEqual([
      [5000, 1000, 3, 0.1, 'P'],
      [20000, 5000, 10, 0.15, 'P'],
    ]);
    expect(Object.keys(value.dailysalreqtype)).toEqual(['SPORTS']);
    // A pending hourly offer answered by the daily relay is not found.
    expect(await ask(contractDecision, `${DAILY}?id=C8&status=R`, DOWN2)).toEqual({ ok: false, code: 'contract.not.found' });
    expect(must(await ask(contractDecision, HOURLY, DOWN2, { contractId: 'C8', status: 'R' })).contract?.status).toBe('REJECTED');
    expect(await ask(contractDecision, HOURLY, DOWN2, { contractId: 'C8', status: 'A' })).toEqual({ ok: false, code: 'contract.not.pending' });
    // The dividend for slots, named by its game type; live casino's is untouched.
    expect(must(await ask(contractDecision, `${DIVIDEND}?type=RNG&status=A`, DOWN2)).contract).toMatchObject({ gameType: 'RNG', status: 'ACTIVE' });
    const after = must(await ask(fundsConsolidated, CONSOLIDATED, DOWN2));
    expect([after.divtypereq.RNG![0]!.status, after.divtypereq.LIVE![0]!.status, after.contracthoursalreq]).toEqual(['V', 'P', {}]);
    expect(await ask(contractDecision, `${DIVIDEND}?type=FISH&status=A`, DOWN2)).toEqual({ ok: false, code: 'contract.not.found' });
  });

  it("accepting a lower daily rate auto-terminates sub01's earlier contract and sub01a's higher-rate one; the map says so first", async () => {
    const offered = must(await ask(contractOffered, OFFER, AG, { ...daily(0.8), downline: 'sub01' }));
    // The offer changes the terms of sub01's daily contract in force (E), and would end its higher rate with sub01a.
    const entry = must(await ask(fundsConsolidated, CONSOLIDATED, SUB)).dailysalreqtype.CONS![0]!;
    expect([entry.id, entry.status, entry.downlineHigherRate]).toEqual([offered.contract.contractId, 'E', true]);
    const r = must(await ask(contractDecision, `${DAILY}?id=${offered.contract.contractId}&status=A`, SUB));
    expect(r.terminated.map((c) => [c.upline, c.downline, c.status, c.terminatedBy])).toEqual([
      ['agent01', 'sub01', 'TERMINATED', 'AUTO'],
      ['sub01', 'sub01a', 'TERMINATED', 'AUTO'],
    ]);
  });

  it('terminate (C): either side ends an active contract, once; an upline names its downline for a dividend', async () => {
    // sub01 ends its dividend with agent01 by the game type alone (it is the downline).
    const r = must(await ask(contractDecision, `${DIVIDEND}?type=CONS&status=C`, SUB));
    expect([r.contract?.status, r.contract?.terminatedBy]).toEqual(['TERMINATED', 'DOWNLINE']);
    expect(await ask(contractDecision, `${DIVIDEND}?type=CONS&status=C&downline=sub01`, AG)).toEqual({ ok: false, code: 'contract.not.active' });
    // agent01 ends its daily contract with sub01 by its id.
    const d = must(await ask(contractDecision, `${DAILY}?id=C5&status=C`, AG));
    expect([d.contract?.status, d.contract?.terminatedBy]).toEqual(['TERMINATED', 'UPLINE']);
    expect(await ask(contractDecision, `${DAILY}?id=C5&status=C`, SUB)).toEqual({ ok: false, code: 'contract.not.active' });
  });

  it('withdraw (R by the upline): an agent takes back its pending offer', async () => {
    const r = must(await ask(contractDecision, `${DIVIDEND}?type=LIVE&status=R&downline=down02`, AG));
    expect([r.contract?.status, r.contract?.terminatedBy]).toEqual(['TERMINATED', 'UPLINE']);
    expect(Object.keys(must(await ask(fundsConsolidated, CONSOLIDATED, DOWN2)).divtypereq)).toEqual(['RNG']);
  });

  it('real-time salary pays each whole 5-minute window once, through the ledger', async () => {
    const offered = must(
      await ask(contractOffered, OFFER, AG, {
        downline: 'sub01',
        kind: 'REALTIME',
        gameType: 'CONS',
        period: '',
        tiers: [{ activeMembers: 1, bet: 10, rate: 0.5 }],
      }),
    );
    expect(must(await ask(fundsConsolidated, CONSOLIDATED, SUB)).realtimesalreqtype.CONS![0]).toMatchObject({
      contractId: offered.contract.contractId,
      status: 'P',
      realTimeSalaryRates: [{ minimumBet: 10, activeMember: 1, rateType: 'P', rate: 0.005 }],
    });
    must(await ask(contractDecision, '/wps/relay/MCSFE_processRealTimeSalaryContract', SUB, { contractId: offered.contract.contractId, status: 'A' }));
    const balance = async () => Number(must(await ask(walletBalance, '/wps/v2/wallets/balance', SUB)).sumBalance);
    const before = await balance();
    expect(must(await ask(realtimeSettlement, '/wps/relay/MCSFE_settleRealTimeSalary', SUB, {})).payouts).toEqual([]);
    sim.clock.advance(10 * 60_000);
    const paid = must(await ask(realtimeSettlement, '/wps/relay/MCSFE_settleRealTimeSalary', SUB, {})).payouts;
    expect(paid).toHaveLength(1);
    expect(paid[0]!.amount).toBeGreaterThan(0);
    expect(await balance()).toBeCloseTo(before + paid[0]!.amount, 2);
    expect(must(await ask(realtimeSettlement, '/wps/relay/MCSFE_settleRealTimeSalary', SUB, {})).payouts).toEqual([]);
  });
});

describe("the agent's own calls", () => {
  it("refuse a member who is not an agent with non.agent, as the registration centre's do", async () => {
    const day0 = Date.UTC(2026, 10, 21);
    const refusals = {
      downlines: await ask(downlinePage, '/wps/agent/downlines?pageNo=1&pageSize=20&account=', DOWN),
      overview: await ask(teamOverview, `/wps/relay/ODSFE2_getTeamOverview?beginTime=${day0 - 7 * 86_400_000}&endTime=${day0}`, DOWN),
      draft: await ask(contractDraft, '/wps/relay/MCSFE_getContractDraft?downline=player01', DOWN),
      offer: await ask(contractOffered, OFFER, DOWN, { ...daily(1), downline: 'player01' }),
    };
    expect(refusals).toEqual({
      downlines: { ok: false, code: 'non.agent' },
      overview: { ok: false, code: 'non.agent' },
      draft: { ok: false, code: 'non.agent' },
      offer: { ok: false, code: 'non.agent' },
    });
    // A player's contract list stays its own (an offer can be made to a player).
    expect((await ask(contractList, '/wps/relay/MCSFE_getContractList', DOWN)).ok).toBe(true);
  });
});

describe('downlines and transfers', () => {
  async function transfer(token: string, payload: unknown) {
    const res = await call('/wps/agent/transferDownline', { token, method: 'PUT', sealed: payload });
    const json = (await res.json()) as { success: boolean; value: unknown; errorCode: string };
    return json.success ? { ok: true as const, value: v.parse(downlineTransferResult, json.value) } : { ok: false as const, code: json.errorCode };
  }
  const balance = async (token: string) => Number(must(await ask(walletBalance, '/wps/v2/wallets/balance', token)).sumBalance);

  it('pages and searches the direct downlines, with their balance and live contracts', async () => {
    const page = must(await ask(downlinePage, '/wps/agent/downlines?pageNo=1&pageSize=20&account=', AG));
    expect(page.totalCount).toBe(40);
    expect(page.list).toHaveLength(20);
    expect(page.totalPages).toBe(2);
    const found = must(await ask(downlinePage, '/wps/agent/downlines?pageNo=1&pageSize=20&account=%20SUB0', AG));
    expect(found.list.map((d) => d.account).sort()).toEqual(['sub01', 'sub02']);
    expect(found.list.find((d) => d.account === 'sub01')!.contracts).toEqual([
      { kind: 'DAILY', status: 'ACTIVE' },
      { kind: 'DIVIDEND', status: 'ACTIVE' },
    ]);
    // sub01a is sub01's, not agent01's.
    expect(must(await ask(downlinePage, '/wps/agent/downlines?pageNo=1&pageSize=20&account=sub01a', AG)).totalCount).toBe(0);
  });

  it('refuses a wrong payment password, more than the balance, a stranger, an unknown account and no amount; moves the money through the ledger otherwise', async () => {
    const before = await balance(AG);
    const downBefore = await balance(DOWN);
    expect(await transfer(AG, { downline: 'down01', amount: 100, paymentPassword: '000000' })).toEqual({ ok: false, code: 'invalid.payment.pw' });
    expect(await transfer(AG, { downline: 'down01', amount: before + 1, paymentPassword: '246810' })).toEqual({
      ok: false,
      code: 'account.balance.not.enough',
    });
    expect(await transfer(AG, { downline: 'sub01a', amount: 100, paymentPassword: '246810' })).toEqual({ ok: false, code: 'contract.not.downline' });
    expect(await transfer(AG, { downline: 'nobody99', amount: 100, paymentPassword: '246810' })).toEqual({ ok: false, code: 'not.exists.user' });
    expect(await transfer(AG, { downline: 'down01', paymentPassword: '246810' })).toEqual({ ok: false, code: 'empty.amount' });
    expect(await transfer(AG, { downline: 'down01', amount: 0.5, paymentPassword: '246810' })).toEqual({ ok: false, code: 'account.transfer.exceed.min' });
    expect(await balance(AG)).toBe(before);
    const done = await transfer(AG, { downline: 'down01', amount: 250.25, paymentPassword: '246810' });
    expect(done.ok && done.value.balance).toBeCloseTo(before - 250.25, 2);
    expect(await balance(DOWN)).toBeCloseTo(downBefore + 250.25, 2);
    const rows = contextOf(sim).db.transaction.findMany({ where: { transType: { in: ['DOWNLINE_TRANSFER', 'UPLINE_TRANSFER'] } } });
    expect(rows.map((r) => [r.transType, r.amount, r.status])).toEqual([
      ['DOWNLINE_TRANSFER', -250.25, 'SUCCESS'],
      ['UPLINE_TRANSFER', 250.25, 'SUCCESS'],
    ]);
    expect(rows[0]!.balanceAfter).toBeCloseTo(before - 250.25, 2);
    // Only agents transfer to downlines.
    expect(await transfer(DOWN, { downline: 'player01', amount: 10, paymentPassword: '246810' })).toEqual({ ok: false, code: 'non.agent' });
  });

  it("is atomic: when the downline cannot be credited, the agent's debit is undone through the ledger", async () => {
    const db = contextOf(sim).db;
    const before = await balance(AG);
    const down01 = db.member.findFirst({ where: { account: { equals: 'down01' } } })!;
    // down01's wallet is gone (closed): the credit fails after the agent's side was taken.
    db.wallet.delete({ where: { memberId: { equals: down01.id } } });
    expect(await transfer(AG, { downline: 'down01', amount: 300, paymentPassword: '246810' })).toEqual({ ok: false, code: 'not.exists.account.err' });
    expect(await balance(AG)).toBe(before);
    const rows = db.transaction.findMany({ where: { transType: { in: ['DOWNLINE_TRANSFER', 'UPLINE_TRANSFER'] } } });
    // The hold failed and was given back by a compensating row; nothing reached down01.
    expect(rows.map((r) => [r.transType, r.amount, r.status])).toEqual([
      ['DOWNLINE_TRANSFER', -300, 'FAILED'],
      ['DOWNLINE_TRANSFER', 300, 'SUCCESS'],
    ]);
    expect(rows[1]!.detail).toBe(rows[0]!.transId);
  });
});

describe('team overview', () => {
  it("sums the team's seeded history for a period, per day too, and refuses a period over 31 days", async () => {
    const day0 = Date.UTC(2026, 10, 21);
    const week = must(await ask(teamOverview, `/wps/relay/ODSFE2_getTeamOverview?beginTime=${day0 - 7 * 86_400_000}&endTime=${day0}`, AG));
    expect(week.teamSize).toBe(teamOf(contextOf(sim), 'agent01').length - 1);
    expect(week.days).toHaveLength(7);
    expect(week.activeMembers).toBeGreaterThan(0);
    expect(week.validBet).toBeGreaterThan(0);
    expect(week.deposits).toBeGreaterThan(0);
    expect(week.validBet).toBeCloseTo(
      week.days.reduce((n, d) => n + d.validBet, 0),
      2,
    );
    expect(week.profitLoss).toBeCloseTo(
      week.days.reduce((n, d) => n + d.profitLoss, 0),
      2,
    );
    const sub01 = must(await ask(teamOverview, `/wps/relay/ODSFE2_getTeamOverview?beginTime=${day0 - 7 * 86_400_000}&endTime=${day0}`, SUB));
    expect(sub01.teamSize).toBeLessThan(week.teamSize);
    expect(await ask(teamOverview, `/wps/relay/ODSFE2_getTeamOverview?beginTime=${day0 - 40 * 86_400_000}&endTime=${day0}`, AG)).toEqual({
      ok: false,
      code: 'request.param.err',
    });
  });
});
