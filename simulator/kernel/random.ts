/**
 * The simulator's seeded randomness: mulberry32, and the context's random streams, one per use so
 * that drawing from one never shifts another. Every stream derives from the config's seed.
 */
import type { SimulatorConfig } from '../config';

/** The random streams of a simulator's context (SimContext extends it). */
export interface SimRandom {
  /** Fault decisions only. */
  faultRandom: () => number;
  /** Session tokens and other ids handed out at run time. */
  tokenRandom: () => number;
  /**
   * True for a simulator serving real traffic (the standalone gateway): session tokens come from
   * the platform's CSPRNG, not the seed, so nobody can predict the next one. Seeded (replayable)
   * otherwise. reset() keeps it.
   */
  unpredictableTokens?: boolean;
  /** Game launch session ids (apart from tokens, so launching does not shift the next token). */
  launchRandom: () => number;
  /** Captcha and SMS codes, slider targets, trial user names (apart, so they never shift tokens). */
  accountRandom: () => number;
}

export function reseedRandom(ctx: SimRandom & { config: Pick<SimulatorConfig, 'seed'> }): void {
  ctx.faultRandom = mulberry32(ctx.config.seed);
  ctx.tokenRandom = mulberry32((ctx.config.seed ^ 0x5eed5eed) >>> 0);
  ctx.launchRandom = mulberry32((ctx.config.seed ^ 0x1a0c4ed) >>> 0);
  ctx.accountRandom = mulberry32((ctx.config.seed ^ 0x0acc0417) >>> 0);
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
