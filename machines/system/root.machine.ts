/**
 * The root actor, built from the registry. It
 * - spawns every eager long-lived actor with its systemId (registry order);
 * - loads a lazy one when it is first sent an event (`system.send`), keeps the events that
 *   wait for it, spawns it, tells it the latest broadcasts it listens to, then delivers them;
 * - delivers each broadcast to the listeners the registry names, and keeps the latest of each;
 * - re-emits `navigate` for the app's router, for actors the registry says navigate.
 * Anything reaches a long-lived actor with `system.get(id)`; views and scenarios that may find a
 * lazy actor not started yet send through `sendToActor` (system.ts), which goes via the root.
 */
import { assign, enqueueActions, setup, type AnyActorLogic, type EventObject } from 'xstate';
import { BROADCAST_TYPES, ROOT_ID, type Broadcast, type BroadcastType, type NavigateRequest } from '../shared/broadcasts';
import { notProvided, toErrorInfo, type GatewayErrorInfo } from '../shared/effect';
import { ACTORS, isLazy, listenersOf, LONG_LIVED_IDS, type ActorEntry, type ActorId, type LazyEntry, type RootInput } from './registry';

export type { RootInput };

export interface RootContext extends RootInput {
  /** The latest broadcast of each kind: an actor that starts later hears the current state at once. */
  latest: Partial<Record<BroadcastType, Broadcast>>;
  /** Events sent to a lazy actor whose code is still loading, in order. */
  waiting: Partial<Record<ActorId, EventObject[]>>;
  /** Lazy actors whose code failed to load (spec §8 module load failure), until asked again. */
  loadErrors: Partial<Record<ActorId, GatewayErrorInfo>>;
}

export type RootEvent =
  | Broadcast
  | NavigateRequest
  /** Deliver `event` to the long-lived actor `to`, loading and starting it first if need be. */
  | { type: 'system.send'; to: ActorId; event: EventObject }
  /** Load and start a lazy long-lived actor now (a page that will need it, a test). */
  | { type: 'system.start'; to: ActorId };

export type RootEmitted = { type: 'navigate'; to: string };

const entryOf = (id: string): ActorEntry | undefined => (ACTORS as Record<string, ActorEntry>)[id];
const LAZY_IDS = LONG_LIVED_IDS.filter((id) => isLazy(entryOf(id)!));
const loaderId = (id: string) => `load.${id}`;

/**
 * Spawns a registry actor under its own id and systemId. The registry's ids are one union of more
 * than 25 names, past which TypeScript no longer relates a union argument to spawnChild's
 * per-actor overloads; the registry already types each entry's logic and input.
 */
function spawnActor(enqueue: { spawnChild: unknown }, id: string, input: unknown): void {
  (enqueue.spawnChild as (src: string, options: { id: string; systemId: string; input: unknown }) => void)(id, { id, systemId: id, input });
}

export const rootMachine = setup({
  types: {
    input: {} as RootInput,
    context: {} as RootContext,
    events: {} as RootEvent,
    emitted: {} as RootEmitted,
  },
  actors: {
    ...(Object.fromEntries(LONG_LIVED_IDS.map((id) => [id, notProvided(`actor.${id}`)])) as Record<ActorId, AnyActorLogic>),
    /** Loads a lazy workflow's code (provided by system.ts; in a replay the journal answers). */
    loadWorkflow: notProvided<{ name: string }, void>('loadWorkflow'),
  },
  guards: {
    /** The asking actor is one the registry lets navigate. */
    mayNavigate: ({ event }) => event.type === 'system.navigate' && entryOf(event.from)?.navigates === true,
  },
  actions: {
    /** To a running actor at once; a lazy one not started yet is loaded first, the event waiting. */
    deliver: enqueueActions(({ enqueue, event, context, system }) => {
      if (event.type !== 'system.send' && event.type !== 'system.start') return;
      const { to } = event;
      const entry = entryOf(to);
      if (!entry) return;
      const message = event.type === 'system.send' ? [event.event] : [];
      if (system.get(to)) {
        for (const m of message) enqueue.sendTo(to, m);
        return;
      }
      if (!isLazy(entry)) return;
      const waiting = context.waiting[to];
      enqueue.assign({ waiting: { ...context.waiting, [to]: [...(waiting ?? []), ...message] }, loadErrors: { ...context.loadErrors, [to]: undefined } });
      // The first request starts the load; later ones wait with it.
      if (!waiting) enqueue.spawnChild('loadWorkflow', { id: loaderId(to), input: { name: to } });
    }),
  },
}).createMachine({
  id: ROOT_ID,
  context: ({ input }) => ({ ...input, latest: {}, waiting: {}, loadErrors: {} }),
  entry: enqueueActions(({ enqueue, context }) => {
    for (const id of LONG_LIVED_IDS) {
      const entry = entryOf(id)!;
      if (!isLazy(entry)) spawnActor(enqueue, id, entry.input?.(context));
    }
    // Code the first screen needs once its data is in loads now, beside the first paint.
    const preloaded = LAZY_IDS.filter((id) => (entryOf(id) as LazyEntry).preload);
    enqueue.assign({ waiting: { ...context.waiting, ...Object.fromEntries(preloaded.map((id) => [id, []])) } });
    for (const id of preloaded) enqueue.spawnChild('loadWorkflow', { id: loaderId(id), input: { name: id } });
  }),
  on: {
    ...Object.fromEntries(
      BROADCAST_TYPES.map((type) => [
        type,
        {
          actions: enqueueActions(({ enqueue, event, system, context }) => {
            enqueue.assign(({ context }) => ({ latest: { ...context.latest, [type]: event } }));
            for (const id of listenersOf(type)) if (system.get(id)) enqueue.sendTo(id, event);
            // A lazy actor this news wakes (the wallet on a login) is loaded and started; it hears the news then.
            for (const id of LAZY_IDS) {
              const entry = entryOf(id) as LazyEntry;
              if (entry.wakeOn?.(event as Broadcast) && !system.get(id) && !context.waiting[id]) {
                enqueue.assign(({ context }) => ({ waiting: { ...context.waiting, [id]: [] } }));
                enqueue.spawnChild('loadWorkflow', { id: loaderId(id), input: { name: id } });
              }
            }
          }),
        },
      ]),
    ),
    'system.navigate': {
      guard: 'mayNavigate',
      actions: enqueueActions(({ enqueue, event }) => enqueue.emit({ type: 'navigate', to: event.to })),
    },
    'system.send': { actions: 'deliver' },
    'system.start': { actions: 'deliver' },
    // A lazy actor's code arrived: start it, tell it the news it listens to, then what waited.
    ...Object.fromEntries(
      LAZY_IDS.flatMap((id) => [
        [
          `xstate.done.actor.${loaderId(id)}`,
          {
            actions: enqueueActions(({ enqueue, context }) => {
              const entry = entryOf(id)!;
              spawnActor(enqueue, id, entry.input?.(context));
              for (const type of entry.listens ?? []) {
                const latest = context.latest[type];
                if (latest) enqueue.sendTo(id, latest);
              }
              for (const e of context.waiting[id] ?? []) enqueue.sendTo(id, e);
              enqueue.assign({ waiting: { ...context.waiting, [id]: undefined } });
            }),
          },
        ],
        [
          `xstate.error.actor.${loaderId(id)}`,
          {
            actions: assign(({ context, event }) => ({
              waiting: { ...context.waiting, [id]: undefined },
              loadErrors: { ...context.loadErrors, [id]: toErrorInfo((event as { error?: unknown }).error) },
            })),
          },
        ],
      ]),
    ),
  },
});
