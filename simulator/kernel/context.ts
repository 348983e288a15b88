/**
 * The context every handler shares: the live config, the db, the seeded random streams
 * (random.ts), the clock (clock.ts) and the derived data built on first use. A feature with
 * run-time state of its own adds a field by declaration merging (account/state.ts adds
 * `account`), so the kernel depends on no feature.
 */
import type { SimulatorConfig } from '../config';
import type { SimDb } from '../db';
import { createClock, type SimClock } from './clock';
import { reseedRandom, type SimRandom } from './random';

export interface SimContext extends SimRandom {
  /** Replaced (never mutated in place) by configure() and reset(). */
  config: SimulatorConfig;
  db: SimDb;
  /** The simulator's clock (SMS expiry and rate limits, the age check). */
  clock: SimClock;
  /**
   * Derived read-only data built on first use (game indexes, vendor lanes per language, the
   * winner board, generated history). Cleared by reset(); entries must not depend on the live
   * config. Keys starting `run:` hold run state fixed at first use (the timeline's start instant):
   * a catalogue rebuild, which drops the derived entries, keeps them.
   */
  cache: Map<string, unknown>;
  /**
   * What runs before any call of a logged-in member is answered (`route(..., { auth: true })`),
   * registered by the feature handlers: what the simulator's clock has made due for that member
   * (a pending bank deposit the operator credits after a few minutes, a withdrawal confirmation
   * past its deadline), and seeded state that needs the run's start instant. Kept across reset().
   */
  beforeMemberCall: Array<(memberId: number) => void>;
}

export function createContext(config: SimulatorConfig, db: SimDb, account: SimContext['account']): SimContext {
  const ctx = {
    config,
    db,
    cache: new Map<string, unknown>(),
    clock: createClock(),
    account,
    beforeMemberCall: [] as SimContext['beforeMemberCall'],
  } as SimContext;
  reseedRandom(ctx);
  return ctx;
}

const contexts = new WeakMap<object, SimContext>();

/** Ties a simulator object to its context, for the test hooks that take the simulator (peekCaptcha, solveChallenge). */
export function registerContext(sim: object, ctx: SimContext): void {
  contexts.set(sim, ctx);
}

export function contextOf(sim: object): SimContext {
  const ctx = contexts.get(sim);
  if (!ctx) throw new Error('simulator: not a simulator created by createSimulator()');
  return ctx;
}

/** `build()` once per seed (until reset()), then the same value. */
export function cached<T>(ctx: SimContext, key: string, build: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const value = build();
  ctx.cache.set(key, value);
  return value;
}

/** The brand row (the seed writes it; configure() updates it). */
export function getBrand(ctx: SimContext) {
  const brand = ctx.db.brand.findFirst({ where: { id: { equals: 'brand' } } });
  if (!brand) throw new Error('simulator: brand missing (db not seeded?)');
  return brand;
}
