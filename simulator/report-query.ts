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

/** A report call's parameters, as its request schema has checked them (gateway/<feature>/requests.ts). */
export interface RecordParams {
  beginTime: number;
  endTime: number;
  pageNo?: number;
  pageSize?: number;
}

/** The query of a report call from its checked parameters and its filter's value, or null if it breaks the contract. */
export function recordQuery(params: RecordParams, rawFilter: string | undefined, allowed: readonly string[]): RecordQuery | null {
  const { beginTime: begin, endTime: end } = params;
  if (!Number.isSafeInteger(begin) || !Number.isSafeInteger(end)) return null;
  if (end <= begin || end - begin > MAX_PERIOD_MS) return null;
  // One value, or a comma-separated list of them (the bonus details ask for every bonus kind at once).
  const filter = (rawFilter ?? '').trim().toUpperCase();
  if (filter && !filter.split(',').every((f) => allowed.includes(f.trim()))) return null;
  return {
    begin,
    end,
    pageNo: Math.max(1, Math.trunc(params.pageNo ?? 1)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(params.pageSize ?? RECORD_PAGE_SIZE))),
    filter,
  };
}

/** The query of a record call read from its address, or null if it breaks the contract. */
export function readRecordQuery(url: URL, filterName: string, allowed: readonly string[]): RecordQuery | null {
  const p = url.searchParams;
  const rawBegin = p.get('beginTime')?.trim() ?? '';
  const rawEnd = p.get('endTime')?.trim() ?? '';
  if (rawBegin === '' || rawEnd === '') return null;
  return recordQuery(
    { beginTime: Number(rawBegin), endTime: Number(rawEnd), pageNo: intOr(p.get('pageNo'), 1), pageSize: intOr(p.get('pageSize'), RECORD_PAGE_SIZE) },
    p.get(filterName) ?? '',
    allowed,
  );
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
