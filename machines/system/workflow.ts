/**
 * A workflow: a machine and how every actor it invokes or spawns is provided. Each workflow
 * folder has one (`x.workflow.ts`); the registry lists them (or how to load them). The actors
 * function must return every actor the machine declares (`ActorsOf`), so a missing effect is a
 * type error, not a runtime surprise.
 */
import type { AnyActorLogic, AnyStateMachine, MachineImplementationsFrom, PromiseActorLogic } from 'xstate';

/** Every actor a machine declares in `setup({ actors })`, required. */
export type ActorsOf<M extends AnyStateMachine> = Required<NonNullable<MachineImplementationsFrom<M>['actors']>>;

/** Lazily loaded workflows, as their owners see them. */
export interface LazyWorkflows {
  /** The logic of a workflow loaded on demand; usable once `loader` has loaded it. */
  logic<L extends AnyActorLogic>(name: string): L;
  /** Loads a workflow's code (`input: { name }`); an owner invokes it before the workflow. */
  readonly loader: PromiseActorLogic<void, { name: string }>;
}

export interface Workflow<M extends AnyStateMachine = AnyStateMachine, E = never> {
  readonly machine: M;
  actors(effects: E, lazy: LazyWorkflows): ActorsOf<M>;
}

export function workflow<M extends AnyStateMachine, E = Record<never, never>>(
  machine: M,
  actors: (effects: E, lazy: LazyWorkflows) => ActorsOf<M>,
): Workflow<M, E> {
  return { machine, actors };
}

/** The machine with its actors provided. */
export function provideWorkflow<M extends AnyStateMachine, E>(w: Workflow<M, E>, effects: E, lazy: LazyWorkflows): M {
  return w.machine.provide({ actors: w.actors(effects, lazy) } as never) as M;
}
