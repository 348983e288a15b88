/**
 * The root actor. It
 * - starts every long-lived actor of the registry under its systemId: the eager ones at once; a
 *   lazy one when it is first sent an event (`system.send`), asked to start (`system.start`),
 *   woken by a broadcast (its `wakeOn`) or preloaded. It loads the actor's code first, keeping
 *   the events that wait for it; then it starts the actor, tells it the latest of each broadcast
 *   its workflow listens to, and hands it the events that waited. A failed load is kept
 *   (`loadErrors`) until the actor is asked for again;
 * - delivers each broadcast to the running actors whose workflow listens to it, and keeps the
 *   latest of each;
 * - re-emits `navigate` for the app's router, from actors whose workflow navigates.
 * The actors' code comes from `code` (machines/system/system.ts builds it from the registry).
 * Views and scenarios send through `sendToActor` (system.ts): straight to a running actor, else
 * through the root.
 */
import { assign, enqueueActions, setup, type AnyActorLogic, type EventObject, type PromiseActorLogic } from 'xstate';
import { BROADCAST_TYPES, ROOT_ID, type Broadcast, type BroadcastType, type NavigateRequest } from '../shared/broadcasts';
import { toErrorInfo, type GatewayErrorInfo } from '../shared/effect';
import { ACTORS, isLazy, LONG_LIVED_IDS, type ActorId, type LazyEntry } from './registry';
import type { RootInput, Workflow } from './workflow';

/** A long-lived actor's code, arrived: its workflow, and the workflow's machine with every actor provided. */
export interface ActorCode {
  readonly workflow: Workflow;
  readonly logic: AnyActorLogic;
}

/** Where the root gets the actors' code (system.ts builds it from the registry). */
export interface CodeSource {
  /** Loads a lazy actor's code (`input: { name }`); in a replay it never settles, and the journal answers. */
  readonly loader: PromiseActorLogic<void, { name: string }>;
  /** An actor's code once it has arrived (an eager actor's always). */
  get(id: string): ActorCode | undefined;
}

export interface RootContext extends RootInput {
  /** The latest broadcast of each kind: an actor that starts later hears the current state at once. */
  latest: Partial<Record<BroadcastType, Broadcast>>;
  /** Events for a lazy actor whose code is loading, in order (an empty list: loading, nothing waits). */
  waiting: Partial<Record<ActorId, EventObject[]>>;
  /** Lazy actors whose code failed to load (spec §8 module load failure), until asked for again. */
  loadErrors: Partial<Record<ActorId, GatewayErrorInfo>>;
}

export type RootEvent =
  | Broadcast
  | NavigateRequest
  /** Deliver `event` to the long-lived actor `to`, loading and starting it first if need be. */
  | { type: 'system.send'; to: ActorId; event: EventObject }
  /** Load and start a lazy long-lived actor now (a page that will need it, a test). */
  | { type: 'system.start'; to: ActorId }
  /** A lazy actor's code arrived (`load.<id>` is its loader). */
  | { type: `xstate.done.actor.load.${string}` }
  /** A lazy actor's code could not be loaded. */
  | { type: `xstate.error.actor.load.${string}`; error: unknown };

export type RootEmitted = { type: 'navigate'; to: string };

const LAZY_IDS = LONG_LIVED_IDS.filter((id) => isLazy(ACTORS[id]));
const LOADED = 'xstate.done.actor.load.';
const LOAD_FAILED = 'xstate.error.actor.load.';
const loaderOf = (id: ActorId) => ({ id: `load.${id}`, input: { name: id } });

export function createRootMachine(code: CodeSource) {
  /** The loaded workflow of a long-lived actor (only asked of actors whose code has arrived). */
  const workflowOf = (id: string) => code.get(id)?.workflow;
  return setup({
    types: {
      input: {} as RootInput,
      context: {} as RootContext,
      events: {} as RootEvent,
      emitted: {} as RootEmitted,
    },
    actors: { loadWorkflow: code.loader },
    guards: {
      /** The asking actor's workflow navigates. */
      mayNavigate: ({ event }) => event.type === 'system.navigate' && workflowOf(event.from)?.navigates === true,
    },
    actions: {
      /** Starts the actor `id` under its systemId, with its input from the root's input. */
      start: enqueueActions(({ enqueue, context }, { id }: { id: ActorId }) => {
        const { logic, workflow } = code.get(id)!;
        // XState types a spawned actor's id only for the actors `setup` declares; a registry actor's
        // logic arrives at run time, and its id is its systemId.
        const spawn = enqueue.spawnChild as unknown as (logic: AnyActorLogic, options: { id: string; systemId: string; input: unknown }) => void;
        spawn(logic, { id, systemId: id, input: workflow.input?.(context) });
      }),
      /** Loads a lazy actor's code unless it is loading; `events` wait for it meanwhile. */
      load: enqueueActions(({ enqueue, context }, { id, events }: { id: ActorId; events: EventObject[] }) => {
        if (!context.waiting[id]) enqueue.spawnChild('loadWorkflow', loaderOf(id));
        enqueue.assign(({ context }) => ({
          waiting: { ...context.waiting, [id]: [...(context.waiting[id] ?? []), ...events] },
          loadErrors: { ...context.loadErrors, [id]: undefined },
        }));
      }),
    },
  }).createMachine({
    id: ROOT_ID,
    context: ({ input }) => ({ ...input, latest: {}, waiting: {}, loadErrors: {} }),
    entry: [
      ...LONG_LIVED_IDS.filter((id) => !isLazy(ACTORS[id])).map((id) => ({ type: 'start' as const, params: { id } })),
      // Code the first screen needs once its data is in loads now, beside the first paint.
      ...LAZY_IDS.filter((id) => (ACTORS[id] as LazyEntry).preload).map((id) => ({ type: 'load' as const, params: { id, events: [] } })),
    ],
    on: {
      ...Object.fromEntries(
        BROADCAST_TYPES.map((type) => [
          type,
          {
            actions: enqueueActions(({ enqueue, event, system, context }) => {
              enqueue.assign(({ context }) => ({ latest: { ...context.latest, [type]: event } }));
              for (const id of LONG_LIVED_IDS) if (system.get(id) && workflowOf(id)?.listens.includes(type)) enqueue.sendTo(id, event);
              // A lazy actor this news wakes (the wallet on a login) is loaded and started; it hears the news then.
              for (const id of LAZY_IDS) {
                if ((ACTORS[id] as LazyEntry).wakeOn?.(event as Broadcast) && !system.get(id) && !context.waiting[id])
                  enqueue({ type: 'load', params: { id, events: [] } });
              }
            }),
          },
        ]),
      ),
      'system.navigate': {
        guard: 'mayNavigate',
        actions: enqueueActions(({ enqueue, event }) => enqueue.emit({ type: 'navigate', to: event.to })),
      },
      // To a running actor at once; a lazy one not started yet is loaded first, the event waiting.
      'system.send': {
        actions: enqueueActions(({ enqueue, event, system }) => {
          if (system.get(event.to)) enqueue.sendTo(event.to, event.event);
          else if (LAZY_IDS.includes(event.to)) enqueue({ type: 'load', params: { id: event.to, events: [event.event] } });
        }),
      },
      'system.start': {
        actions: enqueueActions(({ enqueue, event, system }) => {
          if (!system.get(event.to) && LAZY_IDS.includes(event.to)) enqueue({ type: 'load', params: { id: event.to, events: [] } });
        }),
      },
      // A lazy actor's code arrived: start it, tell it the news it listens to, then what waited.
      [`${LOADED}*`]: {
        actions: enqueueActions(({ enqueue, event, context }) => {
          const id = event.type.slice(LOADED.length) as ActorId;
          enqueue({ type: 'start', params: { id } });
          for (const type of workflowOf(id)!.listens) {
            const latest = context.latest[type];
            if (latest) enqueue.sendTo(id, latest);
          }
          for (const e of context.waiting[id] ?? []) enqueue.sendTo(id, e);
          enqueue.assign(({ context }) => ({ waiting: { ...context.waiting, [id]: undefined } }));
        }),
      },
      [`${LOAD_FAILED}*`]: {
        actions: assign(({ context, event }) => {
          const id = event.type.slice(LOAD_FAILED.length) as ActorId;
          return {
            waiting: { ...context.waiting, [id]: undefined },
            loadErrors: { ...context.loadErrors, [id]: toErrorInfo((event as { error: unknown }).error) },
          };
        }),
      },
    },
  });
}
