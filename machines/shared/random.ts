/**
 * A tiny seeded PRNG (mulberry32) for machines that need randomness: the seed comes in through
 * input or an event, so a replay draws the same numbers. Pure: state in, [value, state] out.
 */
export function nextRandom(state: number): [number, number] {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a];
}

/** One of `list` by a random number in [0, 1) (the same number picks the same entry); undefined for an empty list. */
export function pickByRandom<T>(list: readonly T[], random: number): T | undefined {
  if (!list.length) return undefined;
  return list[Math.min(list.length - 1, Math.max(0, Math.floor(random * list.length)))];
}
