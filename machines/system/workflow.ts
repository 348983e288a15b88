/**
 * A workflow: a machine, the effect builders that serve it, and how every actor it invokes or
 * spawns is provided. Each workflow folder has one (`x.workflow.ts`); the registry lists them (or
 * how to load them). The builders travel with the workflow, so a workflow loaded on demand
 * brings its effects along and the first paint carries none of them.
 *
 * Checked at compile time: `actors` must return every actor the machine declares (`ActorsOf`),
 * and the builders must supply every effect `actors` takes — a missing one is a type error.
 */
import type { AnyActorLogic, AnyStateMachine, MachineImplementationsFrom, PromiseActorLogic } from 'xstate';
import type { GatewayClient } from '../../gateway/client';

/** Every actor a machine declares in `setup({ actors })`, required. */
export type ActorsOf<M extends AnyStateMachine> = Required<NonNullable<MachineImplementationsFrom<M>['actors']>>;

/** Builds a workflow's promise actors (its effects) from the typed client. */
export type EffectBuilder = (client: GatewayClient) => object;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The effects a list of builders makes. */
export type Built<B extends readonly EffectBuilder[]> = [B[number]] extends [never] ? Record<never, never> : UnionToIntersection<ReturnType<B[number]>>;
type Covering<B extends readonly EffectBuilder[], E> = B & ([Built<B>] extends [E] ? unknown : { missingEffects: Exclude<keyof E, keyof Built<B>> });

/** Lazily loaded workflows, as their owners see them. */
export interface LazyWorkflows {
  /** The logic of a workflow loaded on demand; usable once `loader` has loaded it. */
  logic<L extends AnyActorLogic>(name: string): L;
  /** Loads a workflow's code (`input: { name }`); an owner invokes it before the workflow. */
  readonly loader: PromiseActorLogic<void, { name: string }>;
}

export interface Workflow<M extends AnyStateMachine = AnyStateMachine, B extends readonly EffectBuilder[] = readonly EffectBuilder[]> {
  readonly machine: M;
  readonly effects: B;
  actors(effects: Built<B>, lazy: LazyWorkflows): ActorsOf<M>;
}

export function workflow<M extends AnyStateMachine, E, const B extends readonly EffectBuilder[]>(
  machine: M,
  def: { effects: Covering<B, E>; actors: (effects: E, lazy: LazyWorkflows) => ActorsOf<M> },
): Workflow<M, B> {
  return { machine, effects: def.effects as B, actors: def.actors as unknown as Workflow<M, B>['actors'] };
}

/** The machine with its actors provided. */
export function provideWorkflow<M extends AnyStateMachine>(w: Workflow<M>, effects: object, lazy: LazyWorkflows): M {
  return w.machine.provide({ actors: w.actors(effects as never, lazy) } as never) as M;
}
