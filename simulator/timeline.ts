/**
 * Seeded history presented as recent. The seed holds no wall-clock time: seeded dates are relative
 * to SEED_REFERENCE_DATE. Records a member sees (bets, money movements) must look recent on any
 * day, so the history generated on demand (activity.ts, ledger.ts) is expressed as "k days before
 * the simulator's first day" and placed on the calendar only when it is read:
 *
 * - `startOf(ctx)`: the sim clock's `now()` the first time anything asks after creation or reset()
 *   (kept in `ctx.cache`, which reset() clears, under a `run:` key that a catalogue rebuild keeps).
 * - `day0(ctx)`: the UTC start of that day. History day k is [day0 − k·DAY, day0 − k·DAY + DAY):
 *   k = 0 is the first day itself (only its part before the start instant holds history), k = 1 the
 *   day before, up to k = HISTORY_DAYS − 1. Nothing is generated before that.
 * - A seed-time instant T (a seeded registration date) is presented at `day0 + (T − SEED_REFERENCE_DATE)`,
 *   so SEED_REFERENCE_DATE's day becomes day 0.
 *
 * Live records (bets and transactions written at run time) carry real sim-clock times and are not
 * moved. Day boundaries are UTC: the client sends exact epoch-ms ranges, so the simulator only ever
 * compares instants. In the scenario runner the clock is frozen at SEED_REFERENCE_DATE + 10 h, so
 * day 0 is SEED_REFERENCE_DATE's day there and presented times equal seed times.
 */
import type { SimContext } from './kernel/context';
import { DAY, SEED_REFERENCE_DATE } from './seed-date';

/** How many days of history (k = 0 … HISTORY_DAYS − 1) the seed holds for a member. */
export const HISTORY_DAYS = 90;

const START_KEY = 'run:timeline:start';

/** The instant the simulator's history ends and its live life begins (fixed until reset()). */
export function startOf(ctx: SimContext): number {
  const cached = ctx.cache.get(START_KEY);
  if (typeof cached === 'number') return cached;
  const start = ctx.clock.now();
  ctx.cache.set(START_KEY, start);
  return start;
}

/** The UTC start of the day `at` falls in. */
export function utcDayStart(at: number): number {
  return Math.floor(at / DAY) * DAY;
}

/** The UTC start of the simulator's first day (history day 0). */
export function day0(ctx: SimContext): number {
  return utcDayStart(startOf(ctx));
}

/** History day k as [start, end) epoch ms: the day k days before the simulator's first day. */
export function historyDay(ctx: SimContext, k: number): [number, number] {
  const start = day0(ctx) - k * DAY;
  return [start, start + DAY];
}

/** A seed-time instant (relative to SEED_REFERENCE_DATE) placed on the presented calendar. */
export function presentSeedTime(ctx: SimContext, seedTime: number): number {
  return day0(ctx) + (seedTime - SEED_REFERENCE_DATE);
}

/**
 * The history days (newest first) that overlap [begin, end), as far as history goes
 * (k < HISTORY_DAYS; day 0 only up to the start instant).
 */
export function historyDaysIn(ctx: SimContext, begin: number, end: number): number[] {
  const first = day0(ctx);
  const start = startOf(ctx);
  const out: number[] = [];
  for (let k = 0; k < HISTORY_DAYS; k++) {
    const from = first - k * DAY;
    const to = k === 0 ? Math.min(start, from + DAY) : from + DAY;
    if (from < end && to > begin) out.push(k);
  }
  return out;
}
