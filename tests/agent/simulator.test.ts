// @vitest-environment node
// Agent contracts in the simulator: agent01's team, the draft, offers within the rules (refused
// server-side with the contract codes), accept / reject / terminate, auto-termination, real-time
// salary windows paid through the ledger, and the consolidated flags. Answers parsed with the
// gateway's own schemas.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractDecision, contractDraft, contractList, downlinePage, downlineTransferResult, fundsConsolidated, realtimeSettlement, teamOverview } from '../../gateway/agent/schemas';
import { encryptPayload, makeKey } from '../../gateway/codec';
import { mulberry32 } from '../../simulator/kernel/random';
import type { Schema } from '../../gateway/schema';
import { walletBalance } from '../../gateway/member/schemas';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { contextOf } from '../../simulator/kernel/context';
import { teamOf } from '../../simulator/agent/team';
import { HOUR } from '../../simulator/seed-date';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const AG = 'sim-agent-agent01';
const SUB = 'sim-agent-sub01';
const DOWN = 'sim-agent-down01';
const DOWN2 = 'sim-agent-down02';
const { sim, call } = useNodeSimulator({
  sessions: [
    { token: AG, account: 'agent01' },
    { token: SUB, account: 'sub01' },
    { token: DOWN, account: 'down01' },
    { token: DOWN2, account: 'down02' },
  ],
});
beforeEach(() => sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR));

async function ask<S extends Schema>(schema: S, path: string, token: string, body?: unknown): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; code: string }> {
  const res = await call(path, { token, ...(body === undefined ? {} : { method: 'POST', body }) });
  const json = (await res.json()) as { success: boolean; value: unknown; errorCode: string };
  if (!json.success) return { ok: false, code: json.errorCode };
  return { ok: true, value: v.parse(schema, json.value) };
}
const must = <T>(r: { ok: true; value: T } | { ok: false; code: string }): T => {
  if (!r.ok) throw new Error(`refused: ${r.code}`);
  return r.value;
};
const daily = (rate: number) => ({ downline: 'down01', kind: 'DAILY', period: '', tiers: [{ activeMembers: 1, bet: 100, rate: rate / 2 }, { activeMembers: 2, bet: 1000, rate }] });

describe('agent01\'s team', () => {
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

  it('drafts an offer from the downline team\'s figures and the agent\'s own ceilings', async () => {
    const d = must(await ask(contractDraft, '/wps/relay/MCSFE_getContractDraft?downline=sub01', AG));
    expect(d.ownRates).toEqual({ DIVIDEND: 50, DAILY: 2, HOURLY: 1.5, REALTIME: 1 });
    expect(d.figures.M.validBet).toBeGreaterThan(d.figures.W.validBet);
    expect(d.figures.M.activeMembers).toBeGreaterThan(0);
    expect(d.downstream.map((c) => [c.downline, c.kind])).toEqual([['sub01a', 'DAILY']]);
    expect(await ask(contractDraft, '/wps/relay/MCSFE_getContractDraft?downline=sub01a', AG)).toEqual({ ok: false, code: 'contract.not.downline' });
  });
});

describe('contract rules', () => {
  it('refuses a rate above the upline\'s own, tiers out of order, and a non-downline', async () => {
    expect(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, daily(2.5))).toEqual({ ok: false, code: 'contract.rate.above.upline' });
    const desc = { ...daily(1), tiers: [{ activeMembers: 5, bet: 1000, rate: 1 }, { activeMembers: 1, bet: 100, rate: 0.5 }] };
    expect(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, desc)).toEqual({ ok: false, code: 'contract.tiers.not.ascending' });
    expect(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, { ...daily(1), downline: 'sub01a' })).toEqual({ ok: false, code: 'contract.not.downline' });
    // sub01 (an agent) has no hourly contract of its own: it cannot offer one.
    expect(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', SUB, { downline: 'sub01a', kind: 'HOURLY', period: '', tiers: [{ activeMembers: 1, bet: 100, rate: 0.5 }] })).toEqual({ ok: false, code: 'contract.no.own.contract' });
  });

  it('refuses to offer a kind whose module is off, and offers it again once the module is on', async () => {
    sim.configure({ flags: { DAILYSALCONT3: false } });
    expect(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, daily(1))).toEqual({ ok: false, code: 'contract.kind.unavailable' });
    expect(contextOf(sim).db.contract.findMany({ where: { downline: { equals: 'down01' }, status: { equals: 'PENDING' } } })).toEqual([]);
    // The other kinds still go: dividend is on.
    expect(must(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, { downline: 'down01', kind: 'DIVIDEND', period: 'W', tiers: [{ activeMembers: 1, bet: 100, rate: 10 }] })).contract.kind).toBe('DIVIDEND');
    sim.configure({ flags: { DAILYSALCONT3: true } });
    expect(must(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, daily(1))).contract.kind).toBe('DAILY');
  });

  it('offer → accept: the downline sees the flag, accepts, and both see it active', async () => {
    expect(must(await ask(fundsConsolidated, '/wps/member/info/funds/consolidated', DOWN)).dailysalreqtype).toBe(false);
    const offered = must(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, daily(1.5)));
    expect(offered.contract.status).toBe('PENDING');
    expect(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, daily(1.5))).toEqual({ ok: false, code: 'contract.offer.pending' });
    expect(must(await ask(fundsConsolidated, '/wps/member/info/funds/consolidated', DOWN)).dailysalreqtype).toBe(true);
    // The upline cannot accept its own offer.
    expect(await ask(contractDecision, `/wps/relay/MCS2_processDailySalContract?action=ACCEPT&contractId=${offered.contract.contractId}`, AG)).toEqual({ ok: false, code: 'contract.not.found' });
    const accepted = must(await ask(contractDecision, `/wps/relay/MCS2_processDailySalContract?action=ACCEPT&contractId=${offered.contract.contractId}`, DOWN));
    expect(accepted.contract.status).toBe('ACTIVE');
    const flags = must(await ask(fundsConsolidated, '/wps/member/info/funds/consolidated', DOWN));
    expect([flags.dailysalreqtype, flags.dailysalinfotype]).toEqual([false, true]);
    const list = must(await ask(contractList, '/wps/relay/MCSFE_getContractList', AG));
    expect(list.contracts.find((c) => c.contractId === offered.contract.contractId)?.status).toBe('ACTIVE');
  });

  it('offer → reject, and a pending offer answered by the wrong relay is not found', async () => {
    const list = must(await ask(contractList, '/wps/relay/MCSFE_getContractList', DOWN2));
    const pending = list.contracts.find((c) => c.status === 'PENDING')!;
    expect(pending.kind).toBe('HOURLY');
    expect(await ask(contractDecision, `/wps/relay/MCS2_processDailySalContract?action=REJECT&contractId=${pending.contractId}`, DOWN2)).toEqual({ ok: false, code: 'contract.not.found' });
    const r = must(await ask(contractDecision, '/wps/relay/MCS2_processContractHourSalary', DOWN2, { action: 'REJECT', contractId: pending.contractId }));
    expect(r.contract.status).toBe('REJECTED');
    expect(await ask(contractDecision, '/wps/relay/MCS2_processContractHourSalary', DOWN2, { action: 'ACCEPT', contractId: pending.contractId })).toEqual({ ok: false, code: 'contract.not.pending' });
  });

  it('accepting a lower daily rate auto-terminates sub01\'s earlier contract and sub01a\'s higher-rate one', async () => {
    const offered = must(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, { ...daily(0.8), downline: 'sub01' }));
    const r = must(await ask(contractDecision, `/wps/relay/MCS2_processDailySalContract?action=ACCEPT&contractId=${offered.contract.contractId}`, SUB));
    expect(r.terminated.map((c) => [c.upline, c.downline, c.status, c.terminatedBy])).toEqual([
      ['agent01', 'sub01', 'TERMINATED', 'AUTO'],
      ['sub01', 'sub01a', 'TERMINATED', 'AUTO'],
    ]);
  });

  it('terminate: either side ends an active contract, once', async () => {
    const list = must(await ask(contractList, '/wps/relay/MCSFE_getContractList', SUB));
    const dividend = list.contracts.find((c) => c.kind === 'DIVIDEND' && c.status === 'ACTIVE' && c.downline === 'sub01')!;
    const r = must(await ask(contractDecision, `/wps/relay/MCS2_processDividendReq?action=TERMINATE&contractId=${dividend.contractId}`, SUB));
    expect([r.contract.status, r.contract.terminatedBy]).toEqual(['TERMINATED', 'DOWNLINE']);
    expect(await ask(contractDecision, `/wps/relay/MCS2_processDividendReq?action=TERMINATE&contractId=${dividend.contractId}`, AG)).toEqual({ ok: false, code: 'contract.not.active' });
  });

  it('real-time salary pays each whole 5-minute window once, through the ledger', async () => {
    const offered = must(await ask(contractDecision, '/wps/relay/MCSFE_offerContract', AG, { downline: 'sub01', kind: 'REALTIME', period: '', tiers: [{ activeMembers: 1, bet: 10, rate: 0.5 }] }));
    must(await ask(contractDecision, '/wps/relay/MCSFE_processRealTimeSalaryContract', SUB, { action: 'ACCEPT', contractId: offered.contract.contractId }));
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

describe('the agent\'s own calls', () => {
  it('refuse a member who is not an agent with non.agent, as the registration centre\'s do', async () => {
    const day0 = Date.UTC(2026, 10, 21);
    const refusals = {
      downlines: await ask(downlinePage, '/wps/agent/downlines?pageNo=1&pageSize=20&account=', DOWN),
      overview: await ask(teamOverview, `/wps/relay/ODSFE2_getTeamOverview?beginTime=${day0 - 7 * 86_400_000}&endTime=${day0}`, DOWN),
      draft: await ask(contractDraft, '/wps/relay/MCSFE_getContractDraft?downline=player01', DOWN),
      offer: await ask(contractDecision, '/wps/relay/MCSFE_offerContract', DOWN, { ...daily(1), downline: 'player01' }),
    };
    expect(refusals).toEqual({ downlines: { ok: false, code: 'non.agent' }, overview: { ok: false, code: 'non.agent' }, draft: { ok: false, code: 'non.agent' }, offer: { ok: false, code: 'non.agent' } });
    // A player's contract list and its consolidated flags stay its own (an offer can be made to a player).
    expect((await ask(contractList, '/wps/relay/MCSFE_getContractList', DOWN)).ok).toBe(true);
  });
});

describe('downlines and transfers', () => {
  const random = mulberry32(9);
  async function transfer(token: string, payload: unknown) {
    const modulus = await (await fetch(`${GATEWAY}/wps/session/key/rsa?t=1`, { headers: { Merchant: 'croupier' } })).text();
    const { encryption, body } = encryptPayload(payload, modulus, makeKey(random));
    const res = await call('/wps/agent/transferDownline', { token, method: 'PUT', headers: { Encryption: encryption }, body });
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
    expect(found.list.find((d) => d.account === 'sub01')!.contracts).toEqual([{ kind: 'DAILY', status: 'ACTIVE' }, { kind: 'DIVIDEND', status: 'ACTIVE' }]);
    // sub01a is sub01's, not agent01's.
    expect(must(await ask(downlinePage, '/wps/agent/downlines?pageNo=1&pageSize=20&account=sub01a', AG)).totalCount).toBe(0);
  });

  it('refuses a wrong payment password, more than the balance, a stranger, an unknown account and no amount; moves the money through the ledger otherwise', async () => {
    const before = await balance(AG);
    const downBefore = await balance(DOWN);
    expect(await transfer(AG, { downline: 'down01', amount: 100, paymentPassword: '000000' })).toEqual({ ok: false, code: 'invalid.payment.pw' });
    expect(await transfer(AG, { downline: 'down01', amount: before + 1, paymentPassword: '246810' })).toEqual({ ok: false, code: 'account.balance.not.enough' });
    expect(await transfer(AG, { downline: 'sub01a', amount: 100, paymentPassword: '246810' })).toEqual({ ok: false, code: 'contract.not.downline' });
    expect(await transfer(AG, { downline: 'nobody99', amount: 100, paymentPassword: '246810' })).toEqual({ ok: false, code: 'not.exists.user' });
    expect(await transfer(AG, { downline: 'down01', paymentPassword: '246810' })).toEqual({ ok: false, code: 'empty.amount' });
    expect(await transfer(AG, { downline: 'down01', amount: 0.5, paymentPassword: '246810' })).toEqual({ ok: false, code: 'account.transfer.exceed.min' });
    expect(await balance(AG)).toBe(before);
    const done = await transfer(AG, { downline: 'down01', amount: 250.25, paymentPassword: '246810' });
    expect(done.ok && done.value.balance).toBeCloseTo(before - 250.25, 2);
    expect(await balance(DOWN)).toBeCloseTo(downBefore + 250.25, 2);
    const rows = contextOf(sim).db.transaction.findMany({ where: { transType: { in: ['DOWNLINE_TRANSFER', 'UPLINE_TRANSFER'] } } });
    expect(rows.map((r) => [r.transType, r.amount, r.status])).toEqual([['DOWNLINE_TRANSFER', -250.25, 'SUCCESS'], ['UPLINE_TRANSFER', 250.25, 'SUCCESS']]);
    expect(rows[0]!.balanceAfter).toBeCloseTo(before - 250.25, 2);
    // Only agents transfer to downlines.
    expect(await transfer(DOWN, { downline: 'player01', amount: 10, paymentPassword: '246810' })).toEqual({ ok: false, code: 'non.agent' });
  });

  it('is atomic: when the downline cannot be credited, the agent\'s debit is undone through the ledger', async () => {
    const db = contextOf(sim).db;
    const before = await balance(AG);
    const down01 = db.member.findFirst({ where: { account: { equals: 'down01' } } })!;
    // down01's wallet is gone (closed): the credit fails after the agent's side was taken.
    db.wallet.delete({ where: { memberId: { equals: down01.id } } });
    expect(await transfer(AG, { downline: 'down01', amount: 300, paymentPassword: '246810' })).toEqual({ ok: false, code: 'not.exists.account.err' });
    expect(await balance(AG)).toBe(before);
    const rows = db.transaction.findMany({ where: { transType: { in: ['DOWNLINE_TRANSFER', 'UPLINE_TRANSFER'] } } });
    // The hold failed and was given back by a compensating row; nothing reached down01.
    expect(rows.map((r) => [r.transType, r.amount, r.status])).toEqual([['DOWNLINE_TRANSFER', -300, 'FAILED'], ['DOWNLINE_TRANSFER', 300, 'SUCCESS']]);
    expect(rows[1]!.detail).toBe(rows[0]!.transId);
  });
});

describe('team overview', () => {
  it('sums the team\'s seeded history for a period, per day too, and refuses a period over 31 days', async () => {
    const day0 = Date.UTC(2026, 10, 21);
    const week = must(await ask(teamOverview, `/wps/relay/ODSFE2_getTeamOverview?beginTime=${day0 - 7 * 86_400_000}&endTime=${day0}`, AG));
    expect(week.teamSize).toBe(teamOf(contextOf(sim), 'agent01').length - 1);
    expect(week.days).toHaveLength(7);
    expect(week.activeMembers).toBeGreaterThan(0);
    expect(week.validBet).toBeGreaterThan(0);
    expect(week.deposits).toBeGreaterThan(0);
    expect(week.validBet).toBeCloseTo(week.days.reduce((n, d) => n + d.validBet, 0), 2);
    expect(week.profitLoss).toBeCloseTo(week.days.reduce((n, d) => n + d.profitLoss, 0), 2);
    const sub01 = must(await ask(teamOverview, `/wps/relay/ODSFE2_getTeamOverview?beginTime=${day0 - 7 * 86_400_000}&endTime=${day0}`, SUB));
    expect(sub01.teamSize).toBeLessThan(week.teamSize);
    expect(await ask(teamOverview, `/wps/relay/ODSFE2_getTeamOverview?beginTime=${day0 - 40 * 86_400_000}&endTime=${day0}`, AG)).toEqual({ ok: false, code: 'request.param.err' });
  });
});
