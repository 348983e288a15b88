/**
 * The provider's report calls (betting record, account record, the agent centre's reports)
 * share one shape: a period as epoch ms [beginTime, endTime), a 1-based page, and an answer of
 * `{ list, totalCount, totalPages, summary }`. These turn a paged query's request into that
 * query and the answer into a page. The period's days are the player's own: a day starts at this
 * device's midnight (effects run in the app, so the device's time zone is the player's).
 */
import type { DateRange, PageRequest, PageResult } from './paged-query.machine';

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
