/**
 * The member centre's records (gateway/member/endpoints.ts betRecords on
 * /wps/report/accountGameBetHistory, transactions on ODSFE2_MemTransDet): a period's
 * rows, newest first, a page of them and the period's totals, merging the seeded history
 * (activity.ts, ledger.ts: generated for the history days the period overlaps) with the rows
 * written at run time (`bet`, `transaction`).
 *
 * Query: beginTime, endTime (epoch ms, the period [beginTime, endTime)), pageNo (1-based, default
 * 1), pageSize (default RECORD_PAGE_SIZE, at most 100), language (accepted; game names are not
 * translated), and the filter: gameType / transType ('' = all; a value outside the contract's
 * list is a parameter error). A missing or non-numeric time, endTime ≤ beginTime or a period
 * longer than 90 days answers `request.param.err`.
 *
 * Totals: betting record `{ betCount, betAmount, validBet, winLoss }`, the sums over every bet of
 * the period (unsettled and cancelled bets count, adding 0 to validBet and winLoss); account record
 * `{ count, totalIn, totalOut }`: every row counts, the amounts of the rows that moved the balance
 * (SUCCESS, a PENDING hold, a hold that failed and was refunded by a row of its own).
 */
import type { HttpHandler } from 'msw';
import { RECORD_GAME_TYPES, TRANSACTION_TYPES, type BetStatus } from '../../gateway/member/contract';
import { addToSummary, activityOf, emptySummary, seededBets, type BetRecord, type BetSummary } from '../activity';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { seededBalancesAfter, seededTransactions, type BetRow, type TransactionRecord } from '../ledger';
import { pageOf, recordQuery, transactionSummary, type RecordQuery } from '../report-query';
import { historyDay, historyDaysIn } from '../timeline';

export { recordQuery, type RecordQuery };

/** Rows of a period, newest first: seeded days (each oldest first) and live rows (insertion order), merged by time. */
function newestFirst<T>(seededDays: ReadonlyArray<readonly T[]>, live: readonly T[], time: (row: T) => number): T[] {
  const out: T[] = [];
  for (const day of seededDays) for (let i = day.length - 1; i >= 0; i--) out.push(day[i]!);
  if (live.length === 0) return out;
  for (let i = live.length - 1; i >= 0; i--) out.push(live[i]!);
  // Stable: equal times keep seeded-before-live, and live rows newest first.
  return out.sort((a, b) => time(b) - time(a));
}

/** A row's type passes the query's filter (none, one value, or a list). */
function matches(q: RecordQuery, value: string): boolean {
  return !q.filter || q.filter.split(',').some((f) => f.trim() === value);
}

function inPeriod(q: RecordQuery, at: number): boolean {
  return at >= q.begin && at < q.end;
}

/** A day's seeded rows within the period and filter (the day's own array when it lies wholly inside and nothing is filtered). */
function dayRows<T>(ctx: SimContext, q: RecordQuery, k: number, rows: readonly T[], time: (row: T) => number, keep: (row: T) => boolean): readonly T[] {
  const [from, to] = historyDay(ctx, k);
  if (!q.filter && from >= q.begin && to <= q.end) return rows;
  return rows.filter((r) => inPeriod(q, time(r)) && keep(r));
}

/** The betting record of a member over a period: every matching bet newest first, and the totals. */
export function betHistory(ctx: SimContext, memberId: number, q: RecordQuery): { rows: BetRecord[]; summary: BetSummary } {
  const act = activityOf(ctx, memberId);
  const keep = (b: { gameType: string }) => matches(q, b.gameType);
  const days = historyDaysIn(ctx, q.begin, q.end).map((k) => dayRows(ctx, q, k, seededBets(ctx, act, k), (b) => b.betTime, keep));
  const live: BetRecord[] = [];
  for (const b of ctx.db.bet.findMany({ where: { memberId: { equals: memberId } } })) {
    if (inPeriod(q, b.betTime) && keep(b)) live.push(toBetRecord(b));
  }
  const rows = newestFirst(days, live, (b) => b.betTime);
  const summary = emptySummary();
  for (const b of rows) addToSummary(summary, b);
  return { rows, summary };
}

function toBetRecord(b: BetRow): BetRecord {
  return {
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
    status: b.status as BetStatus,
  };
}

export interface TransactionSummary {
  count: number;
  totalIn: number;
  totalOut: number;
}

/** The account record of a member over a period: every matching movement newest first, and the totals. */
export function transactionHistory(ctx: SimContext, memberId: number, q: RecordQuery): { rows: TransactionRecord[]; summary: TransactionSummary } {
  const act = activityOf(ctx, memberId);
  const keep = (t: { transType: string }) => matches(q, t.transType);
  const days = historyDaysIn(ctx, q.begin, q.end).map((k) => dayRows(ctx, q, k, seededTransactions(ctx, act, k), (t) => t.transTime, keep));
  const live: TransactionRecord[] = [];
  for (const t of ctx.db.transaction.findMany({ where: { memberId: { equals: memberId } } })) {
    if (inPeriod(q, t.transTime) && keep(t)) live.push({ ...t, balanceAfter: t.balanceAfter ?? null });
  }
  // The seeded rows' balance after each movement, reconstructed (ledger.ts); live rows carry their own.
  const after = seededBalancesAfter(ctx, act);
  const rows = newestFirst(days, live, (t) => t.transTime).map((t) =>
    t.balanceAfter === null && after.has(t.transId) ? { ...t, balanceAfter: after.get(t.transId)! } : t,
  );
  return { rows, summary: transactionSummary(rows) };
}

/** A row as the gateway sends it; a withdrawal paid by a member's deposit says its confirmation's status. */
const toWireTransaction = (t: TransactionRecord, confirmations: ReadonlyMap<string, string>) => ({
  transId: t.transId,
  transTime: t.transTime,
  transType: t.transType,
  amount: t.amount,
  balanceAfter: t.balanceAfter,
  status: t.status,
  remark: t.remark,
  detail: t.detail,
  ...(t.transType === 'WITHDRAW' && confirmations.has(t.transId) ? { confirmationStatus: confirmations.get(t.transId) } : {}),
});

/** The member's withdrawal confirmations' statuses by withdrawal (simulator/money/confirmations.ts writes them). */
const confirmationStatuses = (ctx: SimContext, memberId: number): Map<string, string> =>
  new Map(ctx.db.paymentConfirmation.findMany({ where: { memberId: { equals: memberId } } }).map((c) => [c.transId, c.status]));

export function recordHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'betRecords', ({ input, auth: { member } }) => {
      const q = recordQuery(input, input.gameType, RECORD_GAME_TYPES);
      if (!q) return fail('request.param.err');
      const { rows, summary } = betHistory(ctx, member.id, q);
      return ok({ ...pageOf(rows, q), summary });
    }),
    endpoint(ctx, 'transactions', ({ input, auth: { member } }) => {
      const q = recordQuery(input, input.transType, TRANSACTION_TYPES);
      if (!q) return fail('request.param.err');
      const { rows, summary } = transactionHistory(ctx, member.id, q);
      const p = pageOf(rows, q);
      const confirmations = confirmationStatuses(ctx, member.id);
      return ok({ ...p, list: p.list.map((t) => toWireTransaction(t, confirmations)), summary });
    }),
  ];
}
