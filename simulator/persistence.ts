/**
 * Simulator state that survives a reload (simulator and demo builds): what the run changed since
 * the seed, saved per browser session and put back on the next start, so a favourite, a spin, a
 * deposit or a registered account is still there after F5.
 *
 * Only the difference from the seed is kept (the seed rebuilds the rest): for each model that a
 * handler wrote to, the rows added or changed since the seed and the keys of the rows removed.
 * Besides the db: the positions of the random streams (so the next token or launch id is not one
 * already handed out), the SMS outbox and failed-login counts. Scenario replays in Node never use
 * this module and stay deterministic.
 */
import { PRIMARY_KEY } from '@mswjs/data';
import { MODEL_NAMES, type ModelName, type SimDb } from './db';
import type { Simulator } from './index';
import { contextOf, type SimContext } from './kernel/context';

/**
 * Bumped when a model gains fields (2: redeem records with requirement, localised remark and seeded
 * flag; promotions with a game type; 3: promotions with their promotionType).
 */
export const SIM_STATE_VERSION = 3;

type Key = string | number;
type Rows = Record<string, unknown>[];
type AnyRow = Record<string | symbol, unknown>;

const rowsOf = (db: SimDb, name: ModelName): AnyRow[] => (db[name] as unknown as { getAll(): AnyRow[] }).getAll();

export interface SimState {
  version: number;
  /** What the state belongs to: the same seed, catalogue size and scenario, or it is not used. */
  identity: string;
  models: Partial<Record<ModelName, { put: Rows; removed: Key[] }>>;
  draws: Record<RandomStream, number>;
  sms: SimContext['account']['sms'];
  failures: [string, number][];
  /** The run's fixed instants (`run:` cache keys: the timeline's start), so history stays put. */
  run: [string, unknown][];
}

type RandomStream = 'tokenRandom' | 'launchRandom' | 'accountRandom' | 'faultRandom';
const STREAMS: RandomStream[] = ['tokenRandom', 'launchRandom', 'accountRandom', 'faultRandom'];
const MUTATORS = ['create', 'update', 'updateMany', 'delete', 'deleteMany', 'upsert'] as const;

export interface Persistence {
  /** The run's changes since the seed (or since the last `rebase`). */
  exportState(): SimState;
  /** Puts a saved state back; false (and nothing changed) when it belongs to another seed or version. */
  importState(state: unknown): boolean;
  /** True once a handler has changed something since the last `markSaved`. */
  readonly dirty: boolean;
  markSaved(): void;
  /** After sim.reset(): the freshly seeded db is the new baseline. */
  rebase(): void;
}

function keyOf(row: Record<string | symbol, unknown>): Key {
  const name = row[PRIMARY_KEY] as string;
  return row[name] as Key;
}

/** The seed as JSON per row, by primary key. */
function baselineOf(db: SimDb): Map<ModelName, Map<Key, string>> {
  const out = new Map<ModelName, Map<Key, string>>();
  for (const name of MODEL_NAMES) {
    const rows = new Map<Key, string>();
    for (const row of rowsOf(db, name)) rows.set(keyOf(row), JSON.stringify(row));
    out.set(name, rows);
  }
  return out;
}

/**
 * Starts tracking `sim`: its models' writes and its random streams' draws. `identity` names what a
 * saved state must match (seed, catalogue size, scenario).
 */
export function trackSimulator(sim: Simulator, identity: string): Persistence {
  const ctx = contextOf(sim);
  const db = sim.db;
  const written = new Set<ModelName>();
  let dirty = false;
  let baseline = baselineOf(db);
  const draws = Object.fromEntries(STREAMS.map((s) => [s, 0])) as Record<RandomStream, number>;

  // Count the draws of each random stream; reseedRandom() (reset) replaces the functions, so
  // wrap whatever is there at the time of the draw.
  for (const stream of STREAMS) {
    let inner = ctx[stream];
    Object.defineProperty(ctx, stream, {
      configurable: true,
      get: () => () => {
        draws[stream]++;
        return inner();
      },
      set: (fn: () => number) => {
        inner = fn;
        draws[stream] = 0;
      },
    });
  }

  for (const name of MODEL_NAMES) {
    const model = db[name] as unknown as Record<string, unknown>;
    for (const method of MUTATORS) {
      const original = model[method];
      if (typeof original !== 'function') continue;
      model[method] = (...args: unknown[]) => {
        written.add(name);
        dirty = true;
        return (original as (...a: unknown[]) => unknown).apply(model, args);
      };
    }
  }

  const exportState = (): SimState => {
    const models: SimState['models'] = {};
    for (const name of written) {
      const base = baseline.get(name)!;
      const put: Rows = [];
      const present = new Set<Key>();
      for (const row of rowsOf(db, name)) {
        const key = keyOf(row);
        present.add(key);
        const json = JSON.stringify(row);
        if (base.get(key) !== json) put.push(JSON.parse(json) as Record<string, unknown>);
      }
      const removed = [...base.keys()].filter((k) => !present.has(k));
      if (put.length || removed.length) models[name] = { put, removed };
    }
    return {
      version: SIM_STATE_VERSION,
      identity,
      models,
      draws: { ...draws },
      sms: ctx.account.sms.map((m) => ({ ...m })),
      failures: [...ctx.account.failures],
      run: [...ctx.cache].filter(([k, v]) => k.startsWith('run:') && (typeof v === 'number' || typeof v === 'string')),
    };
  };

  const importState = (raw: unknown): boolean => {
    const state = raw as Partial<SimState> | null;
    if (!state || typeof state !== 'object' || state.version !== SIM_STATE_VERSION || state.identity !== identity) return false;
    if (!state.models || typeof state.models !== 'object' || !state.draws) return false;
    for (const [name, change] of Object.entries(state.models) as [ModelName, { put: Rows; removed: Key[] }][]) {
      if (!MODEL_NAMES.includes(name) || !change) continue;
      const model = db[name] as unknown as {
        findFirst(q: object): Record<string | symbol, unknown> | null;
        create(row: object): Record<string | symbol, unknown>;
        update(q: object): unknown;
        delete(q: object): unknown;
        getAll(): Record<string | symbol, unknown>[];
      };
      const sample = model.getAll()[0] ?? null;
      const pk = sample ? (sample[PRIMARY_KEY] as string) : null;
      for (const row of change.put ?? []) {
        const name = pk ?? Object.keys(row)[0]!;
        const where = { [name]: { equals: row[name] } };
        if (pk && model.findFirst({ where })) model.update({ where, data: row });
        else model.create(row);
      }
      if (pk) for (const key of change.removed ?? []) model.delete({ where: { [pk]: { equals: key } } });
      written.add(name);
    }
    // Advance each random stream to where the saved run had it.
    for (const stream of STREAMS) {
      const n = Number(state.draws[stream] ?? 0);
      for (let i = 0; i < n; i++) ctx[stream]();
    }
    if (Array.isArray(state.sms)) ctx.account.sms = state.sms;
    if (Array.isArray(state.failures)) ctx.account.failures = new Map(state.failures);
    // Derived data (indexes, lanes) is rebuilt from the restored rows; the run's instants come back.
    ctx.cache.clear();
    for (const [k, v] of Array.isArray(state.run) ? state.run : []) if (typeof k === 'string' && k.startsWith('run:')) ctx.cache.set(k, v);
    dirty = false;
    return true;
  };

  return {
    exportState,
    importState,
    get dirty() {
      return dirty;
    },
    markSaved: () => {
      dirty = false;
    },
    rebase: () => {
      written.clear();
      baseline = baselineOf(db);
      dirty = false;
    },
  };
}
