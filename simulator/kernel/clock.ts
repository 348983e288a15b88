/** The simulator's clock, apart from the wall clock so that tests and scenarios can freeze and move it. */

/**
 * Wall-clock time by default (SMS codes must expire for a tester too); tests freeze and advance
 * it. Never random: time only drives expiry, rate limits and the age check.
 */
export interface SimClock {
  now(): number;
  /** Freeze at `at` (epoch ms); `null` = back to the wall clock. Clears any advance. */
  set(at: number | null): void;
  /** Move the clock forward by `ms` (frozen or not). */
  advance(ms: number): void;
}

export function createClock(): SimClock {
  let frozen: number | null = null;
  let offset = 0;
  return {
    now: () => (frozen ?? Date.now()) + offset,
    set(at) {
      frozen = at;
      offset = 0;
    },
    advance(ms) {
      offset += ms;
    },
  };
}
