/**
 * The agent centre's records (spec §2), computed from the seeded activity (activity.ts, ledger.ts)
 * and the live rows, so every total is the sum of the rows listed and of what the members' own
 * records show:
 *
 * - team betting: every bet of the agent's team below it in a period, newest first;
 * - user profit and loss: one row per team member active in the period (bets, deposits,
 *   withdrawals, bonuses and rebates), busiest first;
 * - downline account details: every movement of the team's money in a period, newest first;
 * - contract payouts (dividend record, daily wages, hourly salary, real-time salary, my income):
 *   each period of each active contract the agent is party to, received (the agent is the
 *   downline) or paid to a downline. A period's figures are the contract downline's team's
 *   (itself included, as the offer's preview counts them): its active members, valid bets and
 *   profit and loss; the payout is the tier they reach (contract.ts previewPayout). Only periods
 *   already paid are listed: dividends 6 h after the period, daily wages the next day at 02:00,
 *   hourly salary 10 minutes after the hour; real-time salary per 5-minute window — the seeded
 *   past from the seeded bets, the live windows as MCSFE_settleRealTimeSalary paid them through
 *   the ledger (contracts.ts liveWindow).
 *
 * Periods are UTC (the history days are); a row is in a query's period when it starts in it.
 * Whole lists are cached per query (paging a 20,000-row period costs one build).
 */
import type { PayoutValue } from '../../gateway/agent/schemas';
import type { KnownFields } from '../../gateway/schema';
import { previewPayout, REALTIME_SETTLE_MS, type ContractKind, type ContractTier, type PayoutSide } from '../../gateway/agent/contract';
import { addToSummary, cents, emptySummary, seededBets, type Activity, type BetRecord, type BetSummary } from '../activity';
import { cached, type SimContext } from '../kernel/context';
import { seededTransactions, type TransactionRecord } from '../ledger';
import type { MemberRow } from '../members';
import { transactionSummary, type RecordQuery } from '../report-query';
import { DAY, HOUR } from '../seed-date';
import { HISTORY_DAYS, day0, historyDaysIn, presentSeedTime, startOf } from '../timeline';
import { liveWindow, tiersOf, type ContractRow } from './contracts';
import { activitiesOf, teamOf } from './team';

/** The team below the agent (every level) with each member's level (1: a direct downline) and activity. */
function teamBelow(ctx: SimContext, agent: string): { members: MemberRow[]; acts: Activity[]; level: Map<string, number> } {
  return cached(ctx, `agent:below:${agent}:${ctx.db.member.count()}`, () => {
    const team = teamOf(ctx, agent);
    const level = new Map<string, number>([[agent, 0]]);
    for (const m of team.slice(1)) level.set(m.account, (level.get(m.upline) ?? 0) + 1);
    const members = team.slice(1);
    return { members, acts: activitiesOf(ctx, members), level };
  });
}

const inPeriod = (q: RecordQuery, at: number) => at >= q.begin && at < q.end;
const accountMatches = (search: string) => {
  const s = search.trim().toLowerCase();
  return (account: string) => !s || account.toLowerCase().includes(s);
};
const typeMatches = (q: RecordQuery) => (value: string) => !q.filter || q.filter.split(',').some((f) => f.trim() === value);
// The live row counts a cached list was built with (a new bet or movement rebuilds it).
const liveStamp = (ctx: SimContext) => `${ctx.db.member.count()}:${ctx.db.bet.count()}:${ctx.db.transaction.count()}`;
const keyOf = (ctx: SimContext, list: string, agent: string, q: RecordQuery, search: string) =>
  `agent:${list}:${agent}:${q.begin}:${q.end}:${q.filter}:${search}:${liveStamp(ctx)}`;

// ---- team betting --------------------------------------------------------------------------------

export type TeamBet = BetRecord & { account: string };

export function teamBets(ctx: SimContext, agent: string, q: RecordQuery, search: string): { rows: TeamBet[]; summary: BetSummary } {
  return cached(ctx, keyOf(ctx, 'bets', agent, q, search), () => {
    const { members, acts } = teamBelow(ctx, agent);
    const who = accountMatches(search);
    const type = typeMatches(q);
    const rows: TeamBet[] = [];
    const ks = historyDaysIn(ctx, q.begin, q.end);
    members.forEach((m, i) => {
      if (!who(m.account)) return;
      for (const k of ks) for (const b of seededBets(ctx, acts[i]!, k)) if (inPeriod(q, b.betTime) && type(b.gameType)) rows.push({ ...b, account: m.account });
    });
    const byId = new Map(members.map((m) => [m.id, m.account]));
    for (const b of ctx.db.bet.getAll()) {
      const account = byId.get(b.memberId);
      if (account === undefined || !who(account) || !inPeriod(q, b.betTime) || !type(b.gameType)) continue;
      rows.push({
        betId: b.betId,
        roundId: b.roundId,
        betTime: b.betTime,
        settleTime: b.settleTime ?? null,
        gameType: b.gameType,
        vassalage: b.vassalage,
        gameName: b.gameName,
        nodeId: b.nodeId,
        betAmount: b.betAmount,
        validBet: b.validBet,
        payout: b.payout,
        winLoss: b.winLoss,
        status: b.status as BetRecord['status'],
        account,
      });
    }
    rows.sort((a, b) => b.betTime - a.betTime || (a.betId < b.betId ? 1 : -1));
    const summary = emptySummary();
    for (const b of rows) addToSummary(summary, b);
    return { rows, summary };
  });
}

// ---- downline account details ---------------------------------------------------------------------

export type TeamTransaction = Omit<TransactionRecord, 'moved'> & { account: string; moved: boolean };

export function teamTransactions(
  ctx: SimContext,
  agent: string,
  q: RecordQuery,
  search: string,
): { rows: TeamTransaction[]; summary: { count: number; totalIn: number; totalOut: number } } {
  return cached(ctx, keyOf(ctx, 'trans', agent, q, search), () => {
    const { members, acts } = teamBelow(ctx, agent);
    const who = accountMatches(search);
    const type = typeMatches(q);
    const rows: TeamTransaction[] = [];
    const ks = historyDaysIn(ctx, q.begin, q.end);
    members.forEach((m, i) => {
      if (!who(m.account)) return;
      for (const k of ks)
        for (const t of seededTransactions(ctx, acts[i]!, k)) if (inPeriod(q, t.transTime) && type(t.transType)) rows.push({ ...t, account: m.account });
    });
    const byId = new Map(members.map((m) => [m.id, m.account]));
    for (const t of ctx.db.transaction.getAll()) {
      const account = byId.get(t.memberId);
      if (account === undefined || !who(account) || !inPeriod(q, t.transTime) || !type(t.transType)) continue;
      rows.push({
        transId: t.transId,
        transTime: t.transTime,
        transType: t.transType,
        amount: t.amount,
        balanceAfter: t.balanceAfter ?? null,
        status: t.status,
        remark: t.remark,
        detail: t.detail,
        moved: t.moved,
        account,
      });
    }
    rows.sort((a, b) => b.transTime - a.transTime || (a.transId < b.transId ? 1 : -1));
    return { rows, summary: transactionSummary(rows) };
  });
}

// ---- user profit and loss --------------------------------------------------------------------------

export interface MemberProfit {
  account: string;
  level: number;
  betCount: number;
  validBet: number;
  winLoss: number;
  deposits: number;
  withdrawals: number;
  /** Bonuses and rebates. */
  bonus: number;
  /** The member's result: win/loss plus bonuses and rebates. */
  profit: number;
}

type ProfitSums = Omit<MemberProfit, 'account' | 'level'>;
const PROFIT_FIELDS = ['betCount', 'validBet', 'winLoss', 'deposits', 'withdrawals', 'bonus', 'profit'] as const;

export function memberProfits(
  ctx: SimContext,
  agent: string,
  q: RecordQuery,
  search: string,
): { rows: MemberProfit[]; summary: ProfitSums & { members: number } } {
  return cached(ctx, keyOf(ctx, 'profit', agent, q, search), () => {
    const bets = teamBets(ctx, agent, { ...q, filter: '' }, search).rows;
    const trans = teamTransactions(ctx, agent, { ...q, filter: '' }, search).rows;
    const { level } = teamBelow(ctx, agent);
    // Cents throughout, so the totals are the exact sums of the rows.
    const by = new Map<string, ProfitSums>();
    const of = (account: string) => {
      let r = by.get(account);
      if (!r) by.set(account, (r = { betCount: 0, validBet: 0, winLoss: 0, deposits: 0, withdrawals: 0, bonus: 0, profit: 0 }));
      return r;
    };
    for (const b of bets) {
      const r = of(b.account);
      r.betCount += 1;
      r.validBet += cents(b.validBet);
      r.winLoss += cents(b.winLoss);
    }
    for (const t of trans) {
      if (t.status !== 'SUCCESS') continue;
      if (t.transType === 'DEPOSIT') of(t.account).deposits += cents(t.amount);
      else if (t.transType === 'WITHDRAW') of(t.account).withdrawals -= cents(t.amount);
      else if (t.transType === 'BONUS' || t.transType === 'REBATE') of(t.account).bonus += cents(t.amount);
    }
    const rows: MemberProfit[] = [];
    const sum: ProfitSums = { betCount: 0, validBet: 0, winLoss: 0, deposits: 0, withdrawals: 0, bonus: 0, profit: 0 };
    for (const [account, r] of by) {
      r.profit = r.winLoss + r.bonus;
      for (const f of PROFIT_FIELDS) sum[f] += r[f];
      const money = (n: number) => n / 100;
      rows.push({
        account,
        level: level.get(account) ?? 0,
        betCount: r.betCount,
        validBet: money(r.validBet),
        winLoss: money(r.winLoss),
        deposits: money(r.deposits),
        withdrawals: money(r.withdrawals),
        bonus: money(r.bonus),
        profit: money(r.profit),
      });
    }
    rows.sort((a, b) => b.validBet - a.validBet || (a.account < b.account ? -1 : 1));
    const summary = {
      members: rows.length,
      betCount: sum.betCount,
      validBet: sum.validBet / 100,
      winLoss: sum.winLoss / 100,
      deposits: sum.deposits / 100,
      withdrawals: sum.withdrawals / 100,
      bonus: sum.bonus / 100,
      profit: sum.profit / 100,
    };
    return { rows, summary };
  });
}

// ---- contract payouts ------------------------------------------------------------------------------

/** One payout as the gateway answers it (gateway/agent/schemas.ts `payout`): the contract's own type, not a copy. */
export type Payout = KnownFields<PayoutValue>;

const MIN5 = REALTIME_SETTLE_MS;
interface Window {
  validBet: number;
  winLoss: number;
  members: Set<number>;
}

/** The seeded play of an account's team (itself included) per 5-minute window (index = floor(t / 5 min)). */
function teamWindows(ctx: SimContext, account: string): Map<number, Window> {
  return cached(ctx, `agent:windows:${account}:${ctx.db.member.count()}`, () => {
    const out = new Map<number, Window>();
    const team = teamOf(ctx, account);
    const acts = activitiesOf(ctx, team);
    for (let k = 0; k < HISTORY_DAYS; k++) {
      for (const act of acts) {
        for (const b of seededBets(ctx, act, k)) {
          if (b.status !== 'SETTLED') continue;
          const i = Math.floor(b.betTime / MIN5);
          let w = out.get(i);
          if (!w) out.set(i, (w = { validBet: 0, winLoss: 0, members: new Set() }));
          w.validBet += cents(b.validBet);
          w.winLoss += cents(b.winLoss);
          w.members.add(act.memberId);
        }
      }
    }
    return out;
  });
}

function figures(windows: Map<number, Window>, from: number, to: number) {
  const who = new Set<number>();
  let validBet = 0;
  let winLoss = 0;
  for (let i = Math.floor(from / MIN5); i < Math.ceil(to / MIN5); i++) {
    const w = windows.get(i);
    if (!w) continue;
    validBet += w.validBet;
    winLoss += w.winLoss;
    for (const m of w.members) who.add(m);
  }
  return { activeMembers: who.size, validBet: validBet / 100, profitLoss: winLoss / 100 };
}

/** The periods [start, end) of a kind (dividend: its period code) that lie in [from, to). */
function periods(kind: ContractKind, period: string, from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const next = (s: number): number => {
    const d = new Date(s);
    if (kind === 'HOURLY') return s + HOUR;
    if (kind === 'DAILY' || period === 'D') return s + DAY;
    if (period === 'W') return s + 7 * DAY;
    if (period === 'H') return d.getUTCDate() === 1 ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 16) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  };
  const first = (): number => {
    if (kind === 'HOURLY') return Math.ceil(from / HOUR) * HOUR;
    const day = Math.ceil(from / DAY) * DAY;
    const d = new Date(day);
    if (kind === 'DAILY' || period === 'D') return day;
    // Weeks start on Monday; half months on the 1st and the 16th; months on the 1st.
    if (period === 'W') return day + ((8 - d.getUTCDay()) % 7) * DAY;
    if (period === 'H')
      return d.getUTCDate() === 1 || d.getUTCDate() === 16
        ? day
        : d.getUTCDate() < 16
          ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 16)
          : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    return d.getUTCDate() === 1 ? day : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  };
  for (let s = first(); next(s) <= to; s = next(s)) out.push([s, next(s)]);
  return out;
}

const PAY_DELAY: Record<ContractKind, number> = { DIVIDEND: 6 * HOUR, DAILY: 2 * HOUR, HOURLY: 10 * 60_000, REALTIME: 0 };

/** Every paid period of one active contract, oldest first (cached per contract and live settlement). */
function contractPayouts(ctx: SimContext, c: ContractRow): Omit<Payout, 'side' | 'counterpart'>[] {
  const now = ctx.clock.now();
  const start = startOf(ctx);
  return cached(ctx, `agent:payouts:${c.contractId}:${c.status}:${c.settledUntil}:${Math.floor(now / MIN5)}`, () => {
    const kind = c.kind as ContractKind;
    const tiers: ContractTier[] = tiersOf(c);
    const accepted = c.decidedAt === null ? null : c.seeded ? presentSeedTime(ctx, c.decidedAt) : c.decidedAt;
    if (c.status !== 'ACTIVE' || accepted === null) return [];
    const windows = teamWindows(ctx, c.downline);
    const historyStart = day0(ctx) - (HISTORY_DAYS - 1) * DAY;
    const from = Math.max(accepted, historyStart);
    const out: Omit<Payout, 'side' | 'counterpart'>[] = [];
    const add = (s: number, e: number, f: { activeMembers: number; validBet: number; profitLoss: number }) => {
      const p = previewPayout(kind, tiers, f);
      const paidAt = e + PAY_DELAY[kind];
      if (paidAt > now) return;
      out.push({
        payoutId: `${c.contractId}-${s}`,
        contractId: c.contractId,
        kind,
        period: c.period,
        periodStart: s,
        periodEnd: e,
        ...f,
        tier: p.tier + 1,
        rate: p.tier >= 0 ? tiers[p.tier]!.rate : 0,
        amount: p.payout,
        paidAt,
      });
    };
    if (kind === 'REALTIME') {
      // The seeded past: each window the team played in.
      const keys = [...windows.keys()].filter((i) => i * MIN5 >= from && (i + 1) * MIN5 <= start).sort((a, b) => a - b);
      for (const i of keys) add(i * MIN5, (i + 1) * MIN5, figures(windows, i * MIN5, (i + 1) * MIN5));
      // The live windows the settlement paid (contracts.ts settleRealtime).
      const liveFrom = c.seeded ? start : accepted;
      const team = teamOf(ctx, c.downline).length;
      const member = ctx.db.member.findFirst({ where: { account: { equals: c.downline } } });
      if (member) {
        for (let s = liveFrom; s + MIN5 <= c.settledUntil; s += MIN5) {
          const w = liveWindow(ctx, member.id, team, Math.floor((s - start) / MIN5));
          add(s, s + MIN5, { activeMembers: w.players, validBet: w.bet, profitLoss: 0 });
        }
      }
      return out;
    }
    // Whole periods of the seeded past (the live part has no seeded play yet).
    for (const [s, e] of periods(kind, c.period, from, start)) {
      const f = figures(windows, s, e);
      if (f.validBet > 0) add(s, e, f);
    }
    return out;
  });
}

export interface PayoutQuery {
  kinds: readonly ContractKind[];
  /** '' for both sides. */
  side: PayoutSide | '';
  /** Only the periods that paid something. */
  paidOnly?: boolean;
}

export interface PayoutSummary {
  count: number;
  validBet: number;
  amount: number;
  /** The amounts per kind. */
  byKind: Record<ContractKind, number>;
}

/** The agent's payouts of some kinds in a period, newest first, and their sums. */
export function payouts(ctx: SimContext, agent: string, q: RecordQuery, pq: PayoutQuery): { rows: Payout[]; summary: PayoutSummary } {
  const now = ctx.clock.now();
  return cached(
    ctx,
    `agent:payoutList:${agent}:${q.begin}:${q.end}:${pq.kinds.join(',')}:${pq.side}:${pq.paidOnly ? 1 : 0}:${Math.floor(now / MIN5)}:${liveStamp(ctx)}:${ctx.db.contract
      .getAll()
      .map((c) => c.status + c.settledUntil)
      .join('')}`,
    () => {
      const rows: Payout[] = [];
      for (const c of ctx.db.contract.getAll()) {
        if (!pq.kinds.includes(c.kind as ContractKind)) continue;
        const side: PayoutSide | null = c.downline === agent ? 'RECEIVED' : c.upline === agent ? 'PAID' : null;
        if (!side || (pq.side && pq.side !== side)) continue;
        const counterpart = side === 'RECEIVED' ? c.upline : c.downline;
        for (const p of contractPayouts(ctx, c)) if (inPeriod(q, p.periodStart) && (!pq.paidOnly || p.amount > 0)) rows.push({ ...p, side, counterpart });
      }
      rows.sort((a, b) => b.periodStart - a.periodStart || (a.contractId < b.contractId ? -1 : 1));
      const summary: PayoutSummary = { count: rows.length, validBet: 0, amount: 0, byKind: { DIVIDEND: 0, DAILY: 0, HOURLY: 0, REALTIME: 0 } };
      let validBet = 0;
      let amount = 0;
      const byKind = { DIVIDEND: 0, DAILY: 0, HOURLY: 0, REALTIME: 0 };
      for (const p of rows) {
        validBet += cents(p.validBet);
        amount += cents(p.amount);
        byKind[p.kind] += cents(p.amount);
      }
      summary.validBet = validBet / 100;
      summary.amount = amount / 100;
      for (const k of Object.keys(byKind) as ContractKind[]) summary.byKind[k] = byKind[k] / 100;
      return { rows, summary };
    },
  );
}
