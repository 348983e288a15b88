/**
 * The record lists' date presets (today, yesterday, 7 days, 30 days) as inclusive ranges, from
 * the day the view says it is (machines read no clock).
 */
import type { DateRange } from './paged-query.machine';

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'last7', 'last30'];

/** 'yyyy-MM-dd' plus `days` (negative: earlier), in UTC calendar arithmetic. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = Date.UTC(y, m - 1, d) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export function rangeFor(preset: RangePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** The preset a range is, or null for a custom range. */
export function presetOf(range: DateRange | null, today: string): RangePreset | null {
  if (!range) return null;
  return (
    RANGE_PRESETS.find((p) => {
      const r = rangeFor(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** A custom range is valid when both ends are dates and from ≤ to. */
export function isValidRange(range: DateRange): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(range.from) && day.test(range.to) && range.from <= range.to;
}
