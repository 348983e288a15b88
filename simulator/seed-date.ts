/**
 * "Now" for everything the seed dates: 2026-11-21T00:00:00Z. No wall-clock time goes into the
 * seed, so the same seed gives the same db on any day (member registration dates, promotion
 * windows, seeded and configured maintenance windows, the winner board).
 */
export const SEED_REFERENCE_DATE = Date.UTC(2026, 10, 21);

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
