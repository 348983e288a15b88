/**
 * The provider's data, modelled with @mswjs/data 0.16: one db of every feature's models. Foreign
 * keys are plain ids (no oneOf/manyOf: two-way relations make circular JSON). Never mutate what
 * getAll()/findFirst() return; use update(). Every primary key is given explicitly by the seed
 * (see primary-keys.ts).
 */
import { drop, factory } from '@mswjs/data';
import { accountModels } from './account/models';
import { agentModels } from './agent/models';
import { contentModels } from './content/models';
import { gamesModels } from './games/models';
import { memberModels } from './member/models';
import { moneyModels } from './money/models';
import { rewardsModels } from './rewards/models';
import { shellModels } from './shell/models';

/** Every model, in snapshot order. */
const MODELS = { ...shellModels, ...accountModels, ...memberModels, ...moneyModels, ...contentModels, ...gamesModels, ...agentModels, ...rewardsModels };

/**
 * A database of its own, never synchronised with another tab's. @mswjs/data 0.16's factory() turns
 * on its cross-tab sync whenever the page has BroadcastChannel: every create, update and delete is
 * posted to the other tabs, whose databases (same code, so the same database id) apply it. Each
 * tab runs its own scenario (simulator-mode.ts), so a second tab's seed or a payment there would
 * rewrite this tab's rows; and posting every seeded row took about half a second of each page load.
 * The constructor is hidden while the factory runs, so the sync never starts.
 */
export function createDb() {
  const global = globalThis as { BroadcastChannel?: typeof BroadcastChannel };
  const channel = global.BroadcastChannel;
  if (channel === undefined) return factory({ ...MODELS });
  global.BroadcastChannel = undefined;
  try {
    return factory({ ...MODELS });
  } finally {
    global.BroadcastChannel = channel;
  }
}

export type SimDb = ReturnType<typeof createDb>;

export type ModelName = keyof typeof MODELS;
export const MODEL_NAMES = Object.keys(MODELS) as ModelName[];

/** The models whose rows belong to one member (they have a `memberId` field): what forgetting a member deletes. */
export const MEMBER_MODELS = MODEL_NAMES.filter((name) => 'memberId' in MODELS[name]);

/** One entity of a model, as findFirst()/getAll() return it. */
export type Row<K extends ModelName> = SimDb[K] extends { findFirst: (...a: never[]) => infer R } ? NonNullable<R> : never;

export type DbSnapshot = Record<ModelName, Array<Record<string, unknown>>>;

/** Plain JSON copy of every model, in insertion order. */
export function snapshotDb(db: SimDb): DbSnapshot {
  const out = {} as DbSnapshot;
  for (const name of MODEL_NAMES) {
    out[name] = JSON.parse(JSON.stringify(db[name].getAll())) as Array<Record<string, unknown>>;
  }
  return out;
}

/** Deletes every entity of every model. */
export function clearDb(db: SimDb): void {
  drop(db);
}
