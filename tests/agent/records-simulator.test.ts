// @vitest-environment node
// The agent centre's record calls in the simulator: every page's rows add up to the period's
// totals, paging a large period is consistent, the filters narrow the rows, the contract payouts
// follow the tiers and the real-time salary record lists what the settlement paid through the
// ledger. Answers parsed with the gateway's own schemas.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberProfitPage, payoutPage, realtimeSettlement, teamBetPage, teamTransactionPage } from '../../gateway/agent/schemas';
import type { Schema } from '../../gateway/schema';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { DAY, HOUR } from '../../simulator/seed-date';
import { useNodeSimulator } from '../support/simulator';

const AG = 'sim-agent-agent01';
const { sim, call } = useNodeSimulator({ sessions: [{ token: AG, account: 'agent01' }] });
beforeEach(() => sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR));

const day0 = Date.UTC(2026, 10, 21);
const period = (days: number, end = day0) => `beginTime=${end - days * DAY}&endTime=${end}`;

async function ask<S extends Schema>(schema: S, path: string, method = 'GET'): Promise<v.InferOutput<S>> {
  const res = await call(path, { token: AG, ...(method === 'POST' ? { method, body: {} } : {}) });
  const json = (await res.json()) as { success: boolean; value: unknown; errorCode: string };
  if (!json.success) throw new Error(`refused: ${json.errorCode}`);
  return v.parse(schema, json.value);
}
async function code(path: string): Promise<string> {
  const json = (await (await call(path, { token: AG })).json()) as { errorCode: string };
  return json.errorCode;
}
/** Within a cent (a rate applied in another order may round the other way). */
const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.011);
const sum = <T>(rows: readonly T[], f: (r: T) => number) => Math.round(rows.reduce((n, r) => n + Math.round(f(r) * 100), 0)) / 100;

describe('team betting', () => {
  it("pages 30 days of the team's bets (tens of thousands) newest first, with totals that agree with the rows", async () => {
    const first = await ask(teamBetPage, `/wps/report/teamPVPRNGBetting?${period(30)}&pageNo=1&pageSize=100`);
    expect(first.totalCount).toBeGreaterThan(15_000);
    expect(first.list).toHaveLength(100);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 100));
    expect(first.summary!.betCount).toBe(first.totalCount);
    const times = first.list.map((b) => b.betTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await ask(teamBetPage, `/wps/report/teamPVPRNGBetting?${period(30)}&pageNo=${first.totalPages}&pageSize=100`);
    expect(last.list.length).toBeGreaterThan(0);
    expect(last.list.at(-1)!.betTime).toBeGreaterThanOrEqual(day0 - 30 * DAY);
    // A short period: every row is there, and the totals are their sums.
    const day = await ask(teamBetPage, `/wps/report/teamPVPRNGBetting?${period(1)}&pageSize=100`);
    const all = [...day.list];
    for (let p = 2; p <= day.totalPages; p++) all.push(...(await ask(teamBetPage, `/wps/report/teamPVPRNGBetting?${period(1)}&pageSize=100&pageNo=${p}`)).list);
    expect(all).toHaveLength(day.totalCount);
    expect(day.summary!.validBet).toBeCloseTo(
      sum(all, (b) => b.validBet),
      2,
    );
    expect(day.summary!.winLoss).toBeCloseTo(
      sum(all, (b) => b.winLoss),
      2,
    );
  });

  it('narrows to a game type and to the accounts containing the search text', async () => {
    const slots = await ask(teamBetPage, `/wps/report/teamPVPRNGBetting?${period(7)}&gameType=RNG&pageSize=100`);
    expect(slots.list.length).toBeGreaterThan(0);
    expect(slots.list.every((b) => b.gameType === 'RNG')).toBe(true);
    const sub = await ask(teamBetPage, `/wps/report/teamPVPRNGBetting?${period(30)}&account=SUB01&pageSize=100`);
    expect(sub.list.length).toBeGreaterThan(0);
    expect(sub.list.every((b) => b.account.includes('sub01'))).toBe(true);
    expect(await code(`/wps/report/teamPVPRNGBetting?${period(91)}`)).toBe('request.param.err');
    expect(await code(`/wps/report/teamPVPRNGBetting?${period(7)}&gameType=NOPE`)).toBe('request.param.err');
  });
});

describe('user profit and loss and downline account details', () => {
  it("sums each active member's bets and money, and the totals are the rows' sums", async () => {
    const p = await ask(memberProfitPage, `/wps/report/downlineLottoPNL?${period(7)}&pageSize=100`);
    const rows = [...p.list];
    for (let n = 2; n <= p.totalPages; n++)
      rows.push(...(await ask(memberProfitPage, `/wps/report/downlineLottoPNL?${period(7)}&pageSize=100&pageNo=${n}`)).list);
    const bets = await ask(teamBetPage, `/wps/report/teamPVPRNGBetting?${period(7)}&pageSize=1`);
    expect(rows).toHaveLength(p.totalCount);
    expect(p.summary!.members).toBe(p.totalCount);
    expect(p.summary!.betCount).toBe(bets.summary!.betCount);
    expect(p.summary!.validBet).toBeCloseTo(bets.summary!.validBet, 2);
    expect(p.summary!.profit).toBeCloseTo(
      sum(rows, (r) => r.profit),
      2,
    );
    expect(p.summary!.deposits).toBeCloseTo(
      sum(rows, (r) => r.deposits),
      2,
    );
    for (const r of rows) expect(r.profit).toBeCloseTo(r.winLoss + r.bonus, 2);
    expect(rows.map((r) => r.validBet)).toEqual([...rows.map((r) => r.validBet)].sort((a, b) => b - a));
  });

  it("lists the team's money movements by type with money in and out", async () => {
    const t = await ask(teamTransactionPage, `/wps/report/downlineTransaction?${period(30)}&transType=DEPOSIT&pageSize=100`);
    expect(t.totalCount).toBeGreaterThan(0);
    expect(t.list.every((x) => x.transType === 'DEPOSIT' && x.amount > 0)).toBe(true);
    expect(t.summary!.totalOut).toBe(0);
    const profit = await ask(memberProfitPage, `/wps/report/downlineLottoPNL?${period(30)}&pageSize=100`);
    expect(t.summary!.totalIn).toBeCloseTo(profit.summary!.deposits, 2);
  });
});

describe('contract payouts', () => {
  it("lists agent01's daily wages received from the house and paid to sub01, each by the tier its team reached", async () => {
    const r = await ask(payoutPage, `/wps/relay/MCSFE_getDailySalaryRecord?${period(30)}&pageSize=100`);
    const received = r.list.filter((p) => p.side === 'RECEIVED');
    const paid = r.list.filter((p) => p.side === 'PAID');
    expect(received.length).toBeGreaterThan(20);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((p) => p.counterpart === 'sub01')).toBe(true);
    expect(received.every((p) => p.counterpart === '' && p.periodEnd - p.periodStart === DAY)).toBe(true);
    for (const p of r.list) near(p.amount, Math.round(p.validBet * p.rate) / 100);
    expect(r.summary!.amount).toBeCloseTo(
      sum(r.list, (p) => p.amount),
      2,
    );
    const onlyPaid = await ask(payoutPage, `/wps/relay/MCSFE_getDailySalaryRecord?${period(30)}&side=PAID&pageSize=100`);
    expect(onlyPaid.totalCount).toBe(paid.length);
  });

  it("pays dividends on the team's loss per period, and my income is every kind received", async () => {
    const div = await ask(payoutPage, `/wps/relay/MCSFE_getDividendRecord?${period(90)}&pageSize=100`);
    expect(div.list.length).toBeGreaterThan(0);
    for (const p of div.list) near(p.amount, p.tier ? Math.round(Math.max(0, -p.profitLoss) * p.rate) / 100 : 0);
    const sub01 = div.list.filter((p) => p.side === 'PAID');
    expect(sub01.every((p) => p.period === 'H' && [1, 16].includes(new Date(p.periodStart).getUTCDate()))).toBe(true);
    const income = await ask(payoutPage, `/wps/report/income?${period(7)}&pageSize=100`);
    expect(income.list.every((p) => p.side === 'RECEIVED' && p.amount > 0)).toBe(true);
    expect(income.summary!.amount).toBeCloseTo(
      income.summary!.byKind!.DIVIDEND! + income.summary!.byKind!.DAILY! + income.summary!.byKind!.HOURLY! + income.summary!.byKind!.REALTIME!,
      2,
    );
    const hourly = await ask(payoutPage, `/wps/report/income?${period(7)}&kind=HOURLY&pageSize=1`);
    expect(hourly.summary!.amount).toBeCloseTo(income.summary!.byKind!.HOURLY!, 2);
  });

  it('lists 5-minute real-time salary windows, the live ones as the settlement paid them', async () => {
    const before = await ask(payoutPage, `/wps/relay/MCSFE_getRealTimeSalaryRecord?${period(30)}&pageSize=100`);
    expect(before.totalCount).toBeGreaterThan(1000);
    expect(before.list.every((p) => p.periodEnd - p.periodStart === 5 * 60_000)).toBe(true);
    sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR + 11 * 60_000);
    const settled = await ask(realtimeSettlement, '/wps/relay/MCSFE_settleRealTimeSalary', 'POST');
    const mine = settled.payouts.find((p) => p.amount > 0)!;
    const now = SEED_REFERENCE_DATE + 10 * HOUR + 11 * 60_000;
    const after = await ask(payoutPage, `/wps/relay/MCSFE_getRealTimeSalaryRecord?beginTime=${now - HOUR}&endTime=${now}&side=RECEIVED&pageSize=100`);
    const live = after.list.filter((p) => p.periodStart >= SEED_REFERENCE_DATE + 10 * HOUR);
    expect(live).toHaveLength(2);
    expect(sum(live, (p) => p.amount)).toBeCloseTo(mine.amount, 2);
  });
});
