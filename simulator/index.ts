/**
 * The gateway simulator: a seeded @mswjs/data db served by msw handlers. The same handlers
 * run in the browser (simulator/browser.ts), in Node tests (simulator/node.ts) and behind a
 * plain HTTP server (simulator/server/). Handlers read the live config, so configure()
 * applies at once; reset() drops and reseeds the db in place (sim.db stays the same object).
 */
import type { HttpHandler } from 'msw';
import { addSession, SIMULATOR_ACCOUNTS, type SimulatorAccount } from './account/seed';
import { smsOutbox } from './account/sms';
import { createAccountState, type SmsMessage } from './account/state';
import { resolveConfig, type SimulatorConfig, type SimulatorConfigInput } from './config';
import { clearDb, createDb, snapshotDb, type DbSnapshot, type SimDb } from './db';
import { applyFlags } from './flags';
import { createHandlers } from './handlers';
import type { SimClock } from './kernel/clock';
import { createContext, registerContext } from './kernel/context';
import { reseedRandom } from './kernel/random';
import { creditPendingDeposits } from './money/deposits';
import { seedDatabase } from './seed';
import { updateBrand } from './shell/brand';

export interface Simulator {
  /** The live config (a fresh object after each configure/reset). */
  readonly config: SimulatorConfig;
  readonly db: SimDb;
  readonly handlers: HttpHandler[];
  readonly accounts: readonly SimulatorAccount[];
  /**
   * Live changes: latency, faults, system status, game maintenance, flags (written to the db),
   * extra pre-issued sessions, brand fields. `seed` and `games` only take effect on reset().
   */
  configure(patch: SimulatorConfigInput): SimulatorConfig;
  /** Drop and reseed; with no argument, back to the config the simulator was created with. */
  reset(config?: SimulatorConfigInput): void;
  /** Plain JSON copy of the db. */
  snapshot(): DbSnapshot;
  /** The simulated SMS gateway: every code sent, oldest first (the simulator panel lists them). */
  readonly sms: { outbox(): SmsMessage[] };
  /**
   * The simulator's clock (SMS expiry and rate limits, the registration age check): the wall
   * clock unless a test freezes (`set`) or moves (`advance`) it. reset() returns to the wall clock.
   */
  readonly clock: SimClock;
  /**
   * The operator credits every pending deposit now (bank transfers and QR payments are otherwise
   * credited `money.depositCreditMinutes` after they were submitted); answers how many.
   */
  creditDeposits(): number;
}

export function createSimulator(input: SimulatorConfigInput = {}): Simulator {
  const initial = resolveConfig(input);
  const db = createDb();
  const ctx = createContext(initial, db, createAccountState());
  seedDatabase(db, initial);
  const handlers = createHandlers(ctx);

  const sim: Simulator = {
    get config() {
      return ctx.config;
    },
    db,
    handlers,
    accounts: SIMULATOR_ACCOUNTS,
    configure(patch) {
      const next = resolveConfig({ ...patch, sessions: [...(ctx.config.sessions ?? []), ...(patch.sessions ?? [])] }, ctx.config);
      // seed and games are seed-time settings: keep the running values until reset().
      ctx.config = { ...next, seed: ctx.config.seed, games: ctx.config.games };
      if (patch.flags) applyFlags(db, patch.flags);
      if (patch.challenge !== undefined) applyFlags(db, { GEETEST3: patch.challenge === 'geetest' });
      for (const s of patch.sessions ?? []) addSession(db, s.token, s.account);
      if (patch.brand) updateBrand(db, ctx.config);
      return ctx.config;
    },
    reset(config) {
      ctx.config = resolveConfig(config ?? {}, initial);
      clearDb(db);
      ctx.cache.clear();
      seedDatabase(db, ctx.config);
      reseedRandom(ctx);
      ctx.account = createAccountState();
      ctx.clock.set(null);
    },
    snapshot() {
      return snapshotDb(db);
    },
    sms: { outbox: () => smsOutbox(ctx) },
    creditDeposits: () => creditPendingDeposits(ctx),
    get clock() {
      return ctx.clock;
    },
  };
  registerContext(sim, ctx);
  return sim;
}

export { DEFAULT_CONFIG } from './config';
export { mulberry32 } from './kernel/random';
export type { SimulatorConfig, SimulatorConfigInput } from './config';
export type { SimClock } from './kernel/clock';
export { SIMULATOR_GOOGLE_CODE } from './account/login';
export { SIMULATOR_ACCOUNTS, SIMULATOR_AFFILIATE_CODES } from './account/seed';
export type { SimulatorAccount } from './account/seed';
export { GEETEST_STAND_IN_PATHS } from './account/handlers/challenge';
export { SIMULATOR_SMS_CODE } from './account/sms';
export { memberLanguage, peekCaptcha, solveChallenge } from './account/state';
export type { SmsMessage } from './account/state';
export type { DbSnapshot, SimDb } from './db';
export { VENDORS } from './games/vendors';
export { SEED_REFERENCE_DATE } from './seed-date';
export { geetestStandInSteps } from './account/geetest-stand-in';
