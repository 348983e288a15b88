/**
 * The registry: one keyed object declares every long-lived actor of the system. Each entry names
 * its workflow (or how to load it, for code that the first paint does not need), the effect
 * builders that provide it, its input, the broadcasts it listens to and whether it asks for
 * navigation. The systemIds, the spawn list, the typed refs, the listener lists, the effects and
 * the provide wiring are all derived from here (root.machine.ts, system.ts).
 *
 * Adding a long-lived actor is one folder (`machines/<feature>/<workflow>/`: machine, effects,
 * workflow, selectors) and one entry below. A builder missing from `effects` is a type error.
 */
import type { AnyStateMachine } from 'xstate';
import type { BroadcastType } from '../shared/broadcasts';
import type { AppStorage } from '../shared/storage';
import type { RuntimeConfig } from '../shared/config';
import type { GatewayClient } from '../../gateway/client';
import type { Workflow } from './workflow';
import { agentClockWorkflow } from '../agent/agent-clock/agent-clock.workflow';
import { loginEffects } from '../account/login/login.effects';
import { passwordEffects } from '../account/password/password.effects';
import { registrationEffects } from '../account/registration/registration.effects';
import { sessionEffects } from '../account/session/session.effects';
import { sessionWorkflow } from '../account/session/session.workflow';
import { contentEffects } from '../content/content.effects';
import { contentWorkflow } from '../content/content.workflow';
import { catalogueEffects } from '../games/catalogue/catalogue.effects';
import { catalogueWorkflow } from '../games/catalogue/catalogue.workflow';
import { favouritesEffects } from '../games/favourites/favourites.effects';
import { favouritesWorkflow } from '../games/favourites/favourites.workflow';
import { gamesEffects } from '../games/games.effects';
import { jackpotWorkflow } from '../games/jackpot/jackpot.workflow';
import { launcherEffects } from '../games/launcher/launcher.effects';
import { walletEffects } from '../member/wallet/wallet.effects';
import { walletWorkflow } from '../member/wallet/wallet.workflow';
import { bootstrapEffects } from '../shell/bootstrap/bootstrap.effects';
import { bootstrapWorkflow } from '../shell/bootstrap/bootstrap.workflow';
import { resolveLanguage } from '../shell/language/language.machine';
import { languageWorkflow } from '../shell/language/language.workflow';

/** What the root is started with (the composition root's inputs). */
export interface RootInput {
  config: RuntimeConfig;
  storage: AppStorage;
  /** `?token=` from the URL at start. */
  urlToken: string | null;
  /** Seed of the jackpot ticker's randomness (random in the app, fixed in tests and replays). */
  jackpotSeed: number;
}

export type EffectBuilder = (client: GatewayClient) => object;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Built<B extends readonly EffectBuilder[]> = [B[number]] extends [never] ? Record<never, never> : UnionToIntersection<ReturnType<B[number]>>;
/** The builders must supply every effect the workflow takes, or the entry does not compile. */
type Covering<B extends readonly EffectBuilder[], E> = B & ([Built<B>] extends [E] ? unknown : { missingEffects: Exclude<keyof E, keyof Built<B>> });

interface EntryCommon<B extends readonly EffectBuilder[]> {
  /** The builders of the effects it (and the children it starts) use. */
  effects: B;
  /** Its input, from the root's input. */
  input?: (root: RootInput) => unknown;
  /** The broadcasts the root delivers to it (the latest of each also when it starts late). */
  listens?: readonly BroadcastType[];
  /** It asks the app to navigate (`navigate(...)`); the root only honours those that say so. */
  navigates?: boolean;
}
export interface EagerEntry<M extends AnyStateMachine = AnyStateMachine, B extends readonly EffectBuilder[] = readonly EffectBuilder[]> extends EntryCommon<B> {
  /** Started with the root. */
  workflow: Workflow<M, never>;
}
export interface LazyEntry<M extends AnyStateMachine = AnyStateMachine, B extends readonly EffectBuilder[] = readonly EffectBuilder[]> extends EntryCommon<B> {
  /** Loaded and started when first sent an event (views and scenarios send through the root). */
  load: () => Promise<Workflow<M, never>>;
}
export type ActorEntry = EagerEntry | LazyEntry;

/** A long-lived actor started with the root. */
function eager<M extends AnyStateMachine, E, const B extends readonly EffectBuilder[]>(
  entry: Omit<EntryCommon<B>, 'effects'> & { workflow: Workflow<M, E>; effects: Covering<B, E> },
): EagerEntry<M, B> {
  return entry as unknown as EagerEntry<M, B>;
}
/** A long-lived actor whose code loads when it is first needed. */
function lazy<M extends AnyStateMachine, E, const B extends readonly EffectBuilder[]>(
  entry: Omit<EntryCommon<B>, 'effects'> & { load: () => Promise<Workflow<M, E>>; effects: Covering<B, E> },
): LazyEntry<M, B> {
  return entry as unknown as LazyEntry<M, B>;
}

export const ACTORS = {
  bootstrap: eager({ workflow: bootstrapWorkflow, effects: [bootstrapEffects], input: (r) => ({ brand: r.config.brand }), listens: ['language.changed'] }),
  language: eager({
    workflow: languageWorkflow,
    effects: [],
    input: (r) => ({ supported: r.config.supportedLanguages, fallback: r.config.defaultLanguage, storage: r.storage }),
  }),
  session: eager({
    workflow: sessionWorkflow,
    effects: [sessionEffects],
    input: (r) => ({
      storage: r.storage,
      merchantCode: r.config.merchantCode,
      urlToken: r.urlToken,
      defaultPassword: r.config.brand.defaultPassword,
      challengeMode: r.config.brand.challenge ?? 'none',
      ageLimit: r.config.brand.ageLimit,
      ...(r.config.brand.phoneVerification ? { phoneVerification: r.config.brand.phoneVerification } : {}),
    }),
    listens: ['bootstrap.configured'],
    navigates: true,
  }),
  wallet: eager({ workflow: walletWorkflow, effects: [walletEffects], input: (r) => ({ storage: r.storage }), listens: ['session.changed'] }),
  content: eager({ workflow: contentWorkflow, effects: [contentEffects], listens: ['session.changed', 'language.changed'] }),
  catalogue: eager({ workflow: catalogueWorkflow, effects: [catalogueEffects, gamesEffects], listens: ['session.changed', 'language.changed'] }),
  favourites: eager({ workflow: favouritesWorkflow, effects: [favouritesEffects], input: (r) => ({ storage: r.storage }), listens: ['session.changed'] }),
  jackpot: eager({ workflow: jackpotWorkflow, effects: [], input: (r) => ({ seed: r.jackpotSeed }) }),
  lobby: lazy({
    load: () => import('../games/lobby/lobby.workflow').then((m) => m.lobbyWorkflow),
    effects: [gamesEffects, favouritesEffects],
    listens: ['session.changed', 'language.changed'],
  }),
  launcher: lazy({
    load: () => import('../games/launcher/launcher.workflow').then((m) => m.launcherWorkflow),
    effects: [launcherEffects, gamesEffects],
    input: (r) => ({ language: resolveLanguage(r.storage, r.config.supportedLanguages, r.config.defaultLanguage).lang }),
    listens: ['session.changed', 'language.changed', 'bootstrap.configured'],
    navigates: true,
  }),
  agentClock: eager({ workflow: agentClockWorkflow, effects: [] }),
};

/**
 * Short-lived workflows a long-lived actor starts (and stops), each loaded when first needed;
 * their systemIds live while they run.
 */
export const CHILDREN = {
  login: lazy({ load: () => import('../account/login/login.workflow').then((m) => m.loginWorkflow), effects: [loginEffects] }),
  registration: lazy({
    load: () => import('../account/registration/registration.workflow').then((m) => m.registrationWorkflow),
    effects: [registrationEffects, loginEffects],
  }),
  forgotPassword: lazy({
    load: () => import('../account/password/forgot-password.workflow').then((m) => m.forgotPasswordWorkflow),
    effects: [passwordEffects, loginEffects],
  }),
  changePassword: lazy({
    load: () => import('../account/password/change-password.workflow').then((m) => m.changePasswordWorkflow),
    effects: [passwordEffects],
  }),
};

/** The "send a code" children inside the login, registration and reset workflows. */
export const NESTED_IDS = ['loginSms', 'registrationSms', 'recoverySms'] as const;

export type ActorId = keyof typeof ACTORS;
export type ChildId = keyof typeof CHILDREN;
export type SystemId = 'root' | ActorId | ChildId | (typeof NESTED_IDS)[number];

/** Every systemId, in one table: `system.get(SYSTEM_IDS.session)`. */
export const SYSTEM_IDS = Object.fromEntries(
  ['root', ...Object.keys(ACTORS), ...Object.keys(CHILDREN), ...NESTED_IDS].map((id) => [id, id]),
) as { readonly [K in SystemId]: K };

/** The long-lived actors, in registry order (the digest's and the spawn list's order). */
export const LONG_LIVED_IDS = Object.keys(ACTORS) as ActorId[];

/** Which long-lived actors listen to each broadcast, in registry order. */
export function listenersOf(type: BroadcastType): ActorId[] {
  return LONG_LIVED_IDS.filter((id) => (ACTORS[id] as ActorEntry).listens?.includes(type));
}

type BuildersOf<T> = T[keyof T] extends infer En ? (En extends { effects: readonly (infer B)[] } ? B : never) : never;
/** Every effect of the system, by name: the union of every entry's builders. */
export type Effects = UnionToIntersection<ReturnType<Extract<BuildersOf<typeof ACTORS> | BuildersOf<typeof CHILDREN>, EffectBuilder>>>;
export type EffectName = keyof Effects;

/** Each effect builder once, in registry order. */
export function effectBuilders(): EffectBuilder[] {
  const all = [...Object.values(ACTORS), ...Object.values(CHILDREN)].flatMap((e) => [...(e as ActorEntry).effects]);
  return [...new Set(all)];
}

type MachineOfEntry<En> = En extends EagerEntry<infer M> ? M : En extends LazyEntry<infer M> ? M : never;
export type MachineOf<K extends ActorId | ChildId> = K extends ActorId ? MachineOfEntry<(typeof ACTORS)[K]> : K extends ChildId ? MachineOfEntry<(typeof CHILDREN)[K]> : never;
export const isLazy = (entry: ActorEntry): entry is LazyEntry => 'load' in entry;
