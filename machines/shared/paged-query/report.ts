/**
 * The provider's report calls (betting record, account record, the agent centre's reports)
 * share one shape: a period as epoch ms [beginTime, endTime), a 1-based page, and an answer of
 * `{ list, totalCount, totalPages, summary }`. These turn a paged query's request into that
 * query and the answer into a page. The period's days are the player's own: a day starts at this
 * device's midnight (effects run in the app, so the device's time zone is the player's).
 * The rows two features list alike (bets, money movements) are mapped here once.
 */
import { RECORD_PAGE_SIZE, type BetStatus, type TransactionStatus } from '../../../gateway/member/contract';
/** The game types a bet list filters by (the member's and the team's alike). */
export { RECORD_GAME_TYPES } from '../../../gateway/member/contract';
import type { BetFieldsValue, BetSummaryValue, MovementFieldsValue, MovementSummaryValue } from '../../../gateway/report-schema';
import type { DateRange, Filters, PagedQueryInput, PageRequest, PageResult } from './paged-query.machine';

/** A centre's list as it starts: its filters ('' = all), the centres' page size, and no read until its page asks for a period. */
export const recordList = <F extends Filters>(filters: F): PagedQueryInput<F> => ({ filters, pageSize: RECORD_PAGE_SIZE, start: false });

/** Midnight starting a 'yyyy-MM-dd' day on this device, epoch ms. */
export function dayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
}

/** A range of whole days as [beginTime, endTime) epoch ms (the end day included). */
export function periodOf(range: DateRange): { beginTime: number; endTime: number } {
  const [y, m, d] = range.to.split('-').map(Number) as [number, number, number];
  return { beginTime: dayStart(range.from), endTime: new Date(y, m - 1, d + 1).getTime() };
}

/** The report query of a page request (the list adds its own filters). */
export function reportQuery(req: PageRequest<Record<string, unknown>>): { beginTime: number; endTime: number; pageNo: number; pageSize: number } {
  if (!req.range) throw new Error('a report needs a period');
  return { ...periodOf(req.range), pageNo: req.page, pageSize: req.pageSize };
}

/** A report answer as a page: rows mapped, the period's totals mapped (null when the gateway sent none). */
export function reportPage<V, R, S, T>(
  value: { list: readonly V[]; totalCount: number; totalPages: number; summary?: S | null },
  row: (v: V) => R,
  totals: (s: S) => T,
): PageResult<R, T> {
  return {
    rows: value.list.map(row),
    totalCount: value.totalCount,
    totalPages: value.totalPages,
    totals: value.summary ? totals(value.summary) : null,
  };
}

/** A bet as a record list shows it (the betting record's, team betting's). */
export interface Bet {
  id: string;
  placedAt: number;
  settledAt: number | null;
  gameType: string;
  vendor: string;
  gameName: string;
  bet: number;
  validBet: number;
  payout: number;
  /** The player's view: positive when the member won. */
  winLoss: number;
  status: BetStatus;
}

export interface BetTotals {
  count: number;
  bet: number;
  validBet: number;
  winLoss: number;
}

const BET_STATUS: Record<string, BetStatus> = { SETTLED: 'SETTLED', UNSETTLED: 'UNSETTLED', CANCELLED: 'CANCELLED' };

export const toBet = (v: BetFieldsValue): Bet => ({
  id: v.betId,
  placedAt: v.betTime,
  settledAt: v.settleTime ?? null,
  gameType: v.gameType,
  vendor: v.vassalage,
  gameName: v.gameName,
  bet: v.betAmount,
  validBet: v.validBet,
  payout: v.payout,
  winLoss: v.winLoss,
  status: BET_STATUS[v.status.toUpperCase()] ?? 'SETTLED',
});

export const betTotals = (s: BetSummaryValue): BetTotals => ({ count: s.betCount, bet: s.betAmount, validBet: s.validBet, winLoss: s.winLoss });

/** A movement of money as a record list shows it (the account record's, downline account details'). */
export interface Movement {
  id: string;
  at: number;
  /** A TransactionType; an unknown type the gateway sends is kept as is (shown by its code). */
  type: string;
  /** Signed: money in is positive. */
  amount: number;
  /** The main wallet once this moved it; null when not known (pending, failed, older history). */
  balanceAfter: number | null;
  status: TransactionStatus;
  remark: string;
  /** The other wallet of a transfer, the channel of a deposit, the account of a withdrawal. */
  detail: string;
}

export interface MovementTotals {
  count: number;
  /** Money in over the period (a positive sum). */
  totalIn: number;
  /** Money out over the period (a positive sum). */
  totalOut: number;
}

const MOVEMENT_STATUS: Record<string, TransactionStatus> = { SUCCESS: 'SUCCESS', PENDING: 'PENDING', FAILED: 'FAILED', CANCELLED: 'CANCELLED' };

export const toMovement = (v: MovementFieldsValue): Movement => ({
  id: v.transId,
  at: v.transTime,
  type: v.transType.toUpperCase(),
  amount: v.amount,
  balanceAfter: v.balanceAfter ?? null,
  status: MOVEMENT_STATUS[(v.status ?? '').toUpperCase()] ?? 'SUCCESS',
  remark: v.remark ?? '',
  detail: v.detail ?? '',
});

export const movementTotals = (s: MovementSummaryValue): MovementTotals => ({ count: s.count, totalIn: s.totalIn, totalOut: s.totalOut });
