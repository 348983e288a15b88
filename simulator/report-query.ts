/**
 * The report calls' query and paging, shared by the member centre's records and the agent centre's
 * team reports: beginTime, endTime (epoch ms, the period [beginTime, endTime)), pageNo (1-based,
 * default 1), pageSize (default RECORD_PAGE_SIZE, at most 100) and the list's own filter ('' = all;
 * a value outside the contract's list is a parameter error). A missing or non-numeric time,
 * endTime ≤ beginTime or a period longer than 90 days is `request.param.err` (null here).
 */
import { RECORD_PAGE_SIZE } from '../gateway/member/contract';
import { cents } from './activity';
import { DAY } from './seed-date';
import { HISTORY_DAYS } from './timeline';

/** The longest period a record query may span. */
export const MAX_PERIOD_MS = HISTORY_DAYS * DAY;
export const MAX_PAGE_SIZE = 100;

export interface RecordQuery {
  begin: number;
  end: number;
  pageNo: number;
  pageSize: number;
  /** The list's own filter, upper-cased; '' = all; values separated by commas = any of them. */
  filter: string;
}

function intOr(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** A report's parameters as a handler holds them: the query's text, or the request schema's checked values. */
export interface RecordParams {
  beginTime?: unknown;
  endTime?: unknown;
  pageNo?: unknown;
  pageSize?: unknown;
  [filter: string]: unknown;
}

const textOf = (x: unknown): string | null => (x === undefined || x === null ? null : String(x));

/** The query of a record call, or null if it breaks the contract. */
export function recordQuery(params: RecordParams, filterName: string, allowed: readonly string[]): RecordQuery | null {
  const rawBegin = textOf(params.beginTime)?.trim() ?? '';
  const rawEnd = textOf(params.endTime)?.trim() ?? '';
  const begin = Number(rawBegin);
  const end = Number(rawEnd);
  if (rawBegin === '' || rawEnd === '' || !Number.isSafeInteger(begin) || !Number.isSafeInteger(end)) return null;
  if (end <= begin || end - begin > MAX_PERIOD_MS) return null;
  // One value, or a comma-separated list of them (the bonus details ask for every bonus kind at once).
  const filter = (textOf(params[filterName]) ?? '').trim().toUpperCase();
  if (filter && !filter.split(',').every((f) => allowed.includes(f.trim()))) return null;
  return {
    begin,
    end,
    pageNo: Math.max(1, intOr(textOf(params.pageNo), 1)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, intOr(textOf(params.pageSize), RECORD_PAGE_SIZE))),
    filter,
  };
}

/** The query of a record call read from its URL, or null if it breaks the contract. */
export function readRecordQuery(url: URL, filterName: string, allowed: readonly string[]): RecordQuery | null {
  return recordQuery(Object.fromEntries(url.searchParams), filterName, allowed);
}

/** One page of a period's rows (newest first) with the counts. */
export function pageOf<T>(rows: readonly T[], q: RecordQuery): { list: T[]; totalCount: number; totalPages: number } {
  const start = (q.pageNo - 1) * q.pageSize;
  return { list: rows.slice(start, start + q.pageSize), totalCount: rows.length, totalPages: Math.ceil(rows.length / q.pageSize) };
}

/** An account record's totals: every row counts; money in and out sums the rows that moved the balance. */
export function transactionSummary(rows: readonly { amount: number; moved: boolean }[]): { count: number; totalIn: number; totalOut: number } {
  let totalIn = 0;
  let totalOut = 0;
  for (const t of rows) {
    if (!t.moved) continue;
    if (t.amount > 0) totalIn += cents(t.amount);
    else totalOut -= cents(t.amount);
  }
  return { count: rows.length, totalIn: totalIn / 100, totalOut: totalOut / 100 };
}
