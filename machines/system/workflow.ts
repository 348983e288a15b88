/**
 * A workflow: a machine, the effect builders that serve it, how every actor it invokes or spawns
 * is provided, and, for a long-lived actor, what the root needs of it (its input, the broadcasts
 * it listens to, whether it navigates). Each workflow folder has one (`x.workflow.ts`, the
 * module's default export); the registry names it, or how to load it. The builders and the wiring
 * travel with the workflow, so a workflow loaded on demand brings them along.
 *
 * Checked at compile time: `actors` must return every actor the machine declares (`ActorsOf`),
 * the builders must supply every effect `actors` takes (a missing one is a type error), and
 * `input` must make the machine's input.
 */
import { fromPromise, type AnyActorLogic, type AnyStateMachine, type InputFrom, type MachineImplementationsFrom, type PromiseActorLogic } from 'xstate';
import type { GatewayClient } from '../../gateway/client';
import type { BroadcastType } from '../shared/broadcasts';
import type { RuntimeConfig } from '../shared/config';
import { notProvided } from '../shared/effect';
import type { AppStorage } from '../shared/storage';

/** What the root is started with (the composition root's inputs): what long-lived actors' inputs are made of. */
export interface RootInput {
  config: RuntimeConfig;
  storage: AppStorage;
  /** `?token=` from the URL at start. */
  urlToken: string | null;
  /** Seed of the jackpot ticker's randomness (random in the app, fixed in tests and replays). */
  jackpotSeed: number;
  /** A random number in [0, 1) that picks the image CDN among the status' list (spec §9; random in the app, fixed in tests and replays). */
  cdnPick: number;
  /** The language the app starts in (the language workflow's rule over the saved choice and the config). */
  initialLanguage: string;
}

/** Every actor a machine declares in `setup({ actors })`, required. */
export type ActorsOf<M extends AnyStateMachine> = Required<NonNullable<MachineImplementationsFrom<M>['actors']>>;

/** Builds a workflow's promise actors (its effects) from the typed client. */
export type EffectBuilder = (client: GatewayClient) => object;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The effects a list of builders makes. */
export type Built<B extends readonly EffectBuilder[]> = [B[number]] extends [never] ? Record<never, never> : UnionToIntersection<ReturnType<B[number]>>;
type Covering<B extends readonly EffectBuilder[], E> = B & ([Built<B>] extends [E] ? unknown : { missingEffects: Exclude<keyof E, keyof Built<B>> });

/** The short-lived workflows an owner starts, each loaded when first needed (the session's login, registration, password forms). */
export interface Children {
  /** Loads a child's code (`input: { name }`); the owner invokes it before the child. */
  readonly loader: PromiseActorLogic<void, { name: string }>;
  /** The logic of the child `name`, to invoke once `loader` has loaded it. */
  logic<L extends AnyActorLogic>(name: string): L;
}

export interface Workflow<M extends AnyStateMachine = AnyStateMachine, B extends readonly EffectBuilder[] = readonly EffectBuilder[]> {
  readonly machine: M;
  readonly effects: B;
  actors(effects: Built<B>, children: Children): ActorsOf<M>;
  /** A long-lived actor's input, from the root's input (none: the machine takes none). */
  readonly input?: (root: RootInput) => InputFrom<M>;
  /** The broadcasts the root delivers to a long-lived actor; it also hears the latest of each when it starts late. */
  readonly listens: readonly BroadcastType[];
  /** The root carries out its `navigate(...)` requests (no other actor's). */
  readonly navigates: boolean;
}

export interface WorkflowDef<M extends AnyStateMachine, E, B extends readonly EffectBuilder[]> {
  effects: Covering<B, E>;
  actors: (effects: E, children: Children) => ActorsOf<M>;
  input?: (root: RootInput) => InputFrom<M>;
  listens?: readonly BroadcastType[];
  navigates?: boolean;
}

export function workflow<M extends AnyStateMachine, E, const B extends readonly EffectBuilder[]>(machine: M, def: WorkflowDef<M, E, B>): Workflow<M, B> {
  return {
    machine,
    effects: def.effects,
    // `actors` takes the effects as the builders make them (`Built<B>`), which `Covering` has
    // checked to include every effect `def.actors` reads (E); TypeScript does not carry that
    // check from the parameter to this function type.
    actors: def.actors as unknown as Workflow<M, B>['actors'],
    ...(def.input ? { input: def.input } : {}),
    listens: def.listens ?? [],
    navigates: def.navigates ?? false,
  };
}

/** What an effect nobody provided does: fail loudly when used, or never settle (a replay's, where the journal answers). */
export type Unprovided = 'fail' | 'pending';

/**
 * The effects of a list of builders: a given one (a test's fake) by name first, else the one the
 * builder makes from the client, else (no client) a stand-in. Each builder is built once.
 */
export function effectSource(client: GatewayClient | undefined, given: Readonly<Record<string, unknown>> = {}, unprovided: Unprovided = 'fail') {
  const built = new Map<EffectBuilder, Record<string, unknown>>();
  const make = (b: EffectBuilder) => {
    let effects = built.get(b);
    if (!effects) {
      // A builder only closes over the client; without one, its effects are only named here.
      effects = { ...b(client ?? NO_CLIENT) };
      built.set(b, effects);
    }
    return effects;
  };
  const standIn = (name: string) => (unprovided === 'pending' ? fromPromise<never, never>(() => new Promise<never>(() => {})) : notProvided(name));
  return (builders: readonly EffectBuilder[]): Record<string, unknown> => {
    const effects: Record<string, unknown> = {};
    for (const b of builders) for (const [name, made] of Object.entries(make(b))) effects[name] = given[name] ?? (client ? made : standIn(name));
    return effects;
  };
}

/** The client of a system without a gateway (tests, replays): never called, every effect is given or a stand-in. */
const noClient = (): never => {
  throw new Error('This system has no gateway client: the effect should have been given or stood in for');
};
const NO_CLIENT: GatewayClient = {
  call: noClient,
  systemStatus: noClient,
  encryptionValue: noClient,
  get options(): never {
    return noClient();
  },
};

/** The workflow's machine with every actor provided: its effects, and the children it loads on demand. */
export function provideWorkflow<M extends AnyStateMachine>(w: Workflow<M>, effects: Record<string, unknown>, children: Children): M {
  // `provide` takes the machine's implementations, whose actors `ActorsOf<M>` is, and returns the
  // machine; TypeScript relates neither while M is generic.
  return w.machine.provide({ actors: w.actors(effects, children) } as Parameters<M['provide']>[0]) as M;
}
