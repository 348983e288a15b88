/**
 * Creates the one root actor with every workflow provided from the registry, for the app, tests
 * and replays alike: effects from the typed client (or a test's fakes), lazy workflows behind
 * their loaders. Also: typed refs of the long-lived actors, sending to an actor that may not have
 * started yet, and replaying a journal.
 */
import { createActor, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type EventObject, type InspectionEvent, type Observer, type SimulatedClock } from 'xstate';
import type { GatewayClient } from '../../gateway/client';
import type { RuntimeConfig } from '../shared/config';
import type { AppStorage } from '../shared/storage';
import { ROOT_ID } from '../shared/broadcasts';
import { effectSource, type Effects } from './effects';
import type { JournalEntry } from './journal';
import { createLazyWorkflows, type LazyHandle } from './lazy';
import { ACTORS, CHILDREN, isLazy, LONG_LIVED_IDS, type ActorEntry, type ActorId, type ChildId, type MachineOf } from './registry';
import { rootMachine } from './root.machine';
import { provideWorkflow, type Workflow } from './workflow';

export { LONG_LIVED_IDS };

/** What XState schedules with: the real clock or xstate's SimulatedClock. */
export type Clock = Pick<SimulatedClock, 'setTimeout' | 'clearTimeout'>;

export interface SystemOptions {
  /** The typed client: every effect is built from it. */
  client?: GatewayClient;
  /** Effects by name, over those built from the client (tests' fakes). */
  effects?: Partial<Effects>;
  /** What an effect nobody provided does: fail loudly when used (default), or never settle. */
  unprovided?: 'fail' | 'pending';
  config: RuntimeConfig;
  storage: AppStorage;
  urlToken?: string | null;
  /** Seed of the jackpot ticker (default 1: fixed, for tests and replays). */
  jackpotSeed?: number;
  clock?: Clock;
  inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void);
  /** 'journal' (replays): workflow loads never settle; the journal's recorded outcomes stand in. */
  loads?: 'load' | 'journal';
}

type AnyWorkflow = Workflow;

export function createCroupierSystem(opts: SystemOptions) {
  // An effect the caller did not provide fails loudly when used (or never settles), instead of
  // leaving an undefined actor in the tree (which breaks the whole system when it stops).
  const effectsFor = effectSource({ ...(opts.client ? { client: opts.client } : {}), ...(opts.effects ? { given: opts.effects } : {}), ...(opts.unprovided ? { unprovided: opts.unprovided } : {}) });
  const provide = (w: AnyWorkflow): AnyActorLogic => provideWorkflow(w, effectsFor(w.effects), lazy);
  const lazyEntries: Record<string, ActorEntry> = {
    ...Object.fromEntries(LONG_LIVED_IDS.filter((id) => isLazy(ACTORS[id])).map((id) => [id, ACTORS[id]])),
    ...CHILDREN,
  };
  const lazy: LazyHandle = createLazyWorkflows({
    mode: opts.loads ?? 'load',
    load: Object.fromEntries(
      Object.entries(lazyEntries).map(([id, entry]) => [id, async () => provide((await (entry as unknown as { load: () => Promise<AnyWorkflow> }).load()) as AnyWorkflow)]),
    ),
  });
  const actors: Record<string, AnyActorLogic> = { loadWorkflow: lazy.loader };
  for (const id of LONG_LIVED_IDS) {
    const entry = ACTORS[id] as ActorEntry;
    actors[id] = isLazy(entry) ? lazy.logic(id) : provide(entry.workflow as AnyWorkflow);
  }
  const root = createActor(rootMachine.provide({ actors: actors as never }), {
    systemId: ROOT_ID,
    input: { config: opts.config, storage: opts.storage, urlToken: opts.urlToken ?? null, jackpotSeed: opts.jackpotSeed ?? 1 },
    ...(opts.clock ? { clock: opts.clock as never } : {}),
    ...(opts.inspect ? { inspect: opts.inspect } : {}),
  });
  return Object.assign(root, { workflows: lazy as Pick<LazyHandle, 'preloadAll' | 'isLoaded' | 'load'> });
}

export type RootActor = ReturnType<typeof createCroupierSystem>;

/** A long-lived actor's typed ref. */
export type RefOf<K extends ActorId | ChildId> = ActorRefFrom<MachineOf<K>>;
type LazyIds = { [K in ActorId]: (typeof ACTORS)[K] extends { load: unknown } ? K : never }[ActorId];
/** The long-lived actors: eager ones always there, lazy ones once started. */
export type ActorRefs = { [K in Exclude<ActorId, LazyIds>]: RefOf<K> } & { [K in LazyIds]: RefOf<K> | undefined };

/** The long-lived actors of a root (each eager one lives as long as the root, so the casts are safe). */
export function actorsOf(root: AnyActorRef): ActorRefs {
  return Object.fromEntries(LONG_LIVED_IDS.map((id) => [id, root.system.get(id)])) as ActorRefs;
}

/** A live short-lived workflow (login, registration, ...), or undefined. */
export function childOf<K extends ChildId>(root: AnyActorRef, id: K): RefOf<K> | undefined {
  return root.system.get(id) as RefOf<K> | undefined;
}

/**
 * Sends an event to an actor by systemId. A lazy long-lived actor that has not started is
 * started by the root first (the event waits for it), so callers need not know which is which.
 */
export function sendToActor(root: AnyActorRef, to: string, event: EventObject): boolean {
  const target = root.system.get(to) as AnyActorRef | undefined;
  if (target) {
    target.send(event);
    return true;
  }
  if (to in ACTORS && isLazy(ACTORS[to as ActorId] as ActorEntry)) {
    root.send({ type: 'system.send', to, event });
    return true;
  }
  return false;
}

/** Starts a lazy long-lived actor (loading its code) and resolves with it once it runs. */
export function startActor<K extends ActorId>(root: RootActor, id: K): Promise<NonNullable<ActorRefs[K]>> {
  const running = () => root.system.get(id) as NonNullable<ActorRefs[K]> | undefined;
  const now = running();
  if (now) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const sub = root.subscribe(() => {
      const ref = running();
      const failed = root.getSnapshot().context.loadErrors[id];
      if (ref || failed) {
        sub.unsubscribe();
        if (ref) resolve(ref);
        else reject(new Error(`${id} failed to load: ${failed!.code}`));
      }
    });
    root.send({ type: 'system.start', to: id });
  });
}

/**
 * Moves a simulated clock to `to` in small steps. A timer that re-arms itself (a countdown tick)
 * schedules from the clock's current time, so one big jump would fire it only once.
 */
export function advanceClock(clock: { now(): number; set(ms: number): void }, to: number, step = 100): void {
  while (clock.now() < to) clock.set(Math.min(to, clock.now() + step));
}

/**
 * Replays a journal: a fresh system whose effects and workflow loads never settle (every
 * workflow's code is loaded first), the clock moved to each entry's time, and each recorded
 * event sent to its systemId.
 */
export async function replayJournal(
  entries: readonly JournalEntry[],
  opts: Omit<SystemOptions, 'effects' | 'clock' | 'client' | 'loads' | 'unprovided'> & {
    clock: Clock & { now(): number; set(ms: number): void };
    /** The recording's clock time at its end: time that passed after the last event counts too. */
    until?: number;
  },
): Promise<RootActor> {
  // Effects and workflow loads never settle: the journal's recorded outcomes stand in for them.
  // The human check's stand-in is a machine: it runs, its steps' outcomes come from the journal.
  // Loaded here, not with the system: only a replay needs it.
  const { humanCheckReplay } = await import('../shared/human-check/human-check');
  const root = createCroupierSystem({ ...opts, effects: { verifyHuman: humanCheckReplay as never }, unprovided: 'pending', loads: 'journal' });
  await root.workflows.preloadAll();
  root.start();
  for (const entry of entries) {
    if (entry.at > opts.clock.now()) advanceClock(opts.clock, entry.at);
    const target = root.system.get(entry.to) as AnyActorRef | undefined;
    target?.send(entry.event);
  }
  if (opts.until !== undefined) advanceClock(opts.clock, opts.until);
  return root;
}
