/**
 * Creates the one root actor with every workflow provided from the registry, for the app, tests
 * and replays alike: effects from the typed client (or a test's fakes), lazy workflows behind
 * their loaders. Also: typed refs of the long-lived actors, sending to an actor that may not have
 * started yet, and replaying a journal.
 */
import {
  createActor,
  fromPromise,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  type EventObject,
  type InspectionEvent,
  type Observer,
  type SimulatedClock,
} from 'xstate';
import type { GatewayClient } from '../../gateway/client';
import type { RuntimeConfig } from '../shared/config';
import type { AppStorage } from '../shared/storage';
import { ROOT_ID } from '../shared/broadcasts';
import { chunkMessageKey, isChunkFailure } from '../shared/chunk-failure';
import { toErrorInfo } from '../shared/effect';
import { resolveLanguage } from '../shell/language/language.machine';
import type { JournalEntry } from './journal';
import { ACTORS, CHILDREN, isLazy, LONG_LIVED_IDS, type ActorEntry, type ActorId, type ChildId, type Effects, type MachineOf } from './registry';
import { createRootMachine, type ActorCode } from './root.machine';
import { effectSource, provideWorkflow, type Children, type Workflow } from './workflow';

export { LONG_LIVED_IDS };

/** What XState schedules with: the real clock or xstate's SimulatedClock. */
export type Clock = Pick<SimulatedClock, 'setTimeout' | 'clearTimeout'>;

export interface SystemOptions {
  /** The typed client: every effect is built from it. */
  client?: GatewayClient;
  /**
   * Effects by name, over those built from the client: tests' fakes, or any logic that ends as the
   * effect does (the human check's stand-in is a machine that plays the verification service).
   */
  effects?: { [K in keyof Effects]?: Effects[K] | AnyActorLogic };
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
  /** How a workflow's chunk is imported (the app's: with the spec's timeout, failures told by kind). */
  loadChunk?: <T>(load: () => Promise<T>) => Promise<T>;
  /** Picks the image CDN among the status' list, in [0, 1) (default 0: the first, for tests and replays). */
  cdnPick?: number;
}

/** The lazy workflows' code: what has arrived, and how to fetch the rest. */
interface Code {
  /** Fetches a lazy workflow's module (once; concurrent asks share the request). */
  load(name: string): Promise<void>;
  /** Fetches every lazy workflow (a replay does this before it starts). */
  preloadAll(): Promise<void>;
  isLoaded(name: string): boolean;
}

export function createCroupierSystem(opts: SystemOptions) {
  const effectsFor = effectSource(opts.client, opts.effects, opts.unprovided);
  const arrived = new Map<string, ActorCode>();
  const inFlight = new Map<string, Promise<void>>();
  const lazyEntries: Record<string, ActorEntry> = { ...ACTORS, ...CHILDREN };

  const provide = (workflow: Workflow): ActorCode => ({ workflow, logic: provideWorkflow(workflow, effectsFor(workflow.effects), children) });

  function load(name: string): Promise<void> {
    const entry = lazyEntries[name];
    if (arrived.has(name)) return Promise.resolve();
    if (!entry || !isLazy(entry)) return Promise.reject(new Error(`No workflow "${name}" to load`));
    let pending = inFlight.get(name);
    if (!pending) {
      pending = (opts.loadChunk ? opts.loadChunk(entry.load) : entry.load()).then(
        (module) => {
          arrived.set(name, provide(module.default));
          inFlight.delete(name);
        },
        (e: unknown) => {
          inFlight.delete(name);
          throw e;
        },
      );
      inFlight.set(name, pending);
    }
    return pending;
  }

  /**
   * The loader effect the root and the session invoke before starting a lazy workflow. Its outcome
   * is an effect outcome like any other: the journal records it, and a replay (which has fetched
   * every workflow first) feeds it back, so systemIds and digests match the recording.
   */
  const loader =
    opts.loads === 'journal'
      ? fromPromise<void, { name: string }>(() => new Promise<void>(() => {}))
      : fromPromise<void, { name: string }>(async ({ input }) => {
          try {
            await load(input.name);
          } catch (e) {
            // A chunk that failed to load: spec §8 "module load failure", worded by its kind
            // (missing, timeout, other, or its stylesheet) when the app's loader told it.
            if (isChunkFailure(e))
              throw {
                kind: 'network',
                code: 'module.load.failed',
                status: undefined,
                serverMessage: e.message,
                messageKey: chunkMessageKey(e),
                detail: { chunk: e.kind, stylesheet: e.stylesheet },
              };
            throw { ...toErrorInfo(e), code: 'module.load.failed', messageKey: 'errors.moduleLoad' };
          }
        });

  /**
   * The session's children. The session's machine is provided before their code arrives, so each
   * child is a logic object that forwards XState's calls to the loaded machine; the session
   * invokes the loader first, so the machine is always there by the time XState calls.
   */
  const children: Children = {
    loader,
    logic<L extends AnyActorLogic>(name: string): L {
      const real = (): AnyActorLogic => {
        const code = arrived.get(name);
        if (!code) throw new Error(`Workflow "${name}" was started before its code loaded`);
        return code.logic;
      };
      const forward: AnyActorLogic = {
        get config() {
          return real().config;
        },
        transition: (snapshot, event, scope) => real().transition(snapshot, event, scope),
        getInitialSnapshot: (scope, input) => real().getInitialSnapshot(scope, input),
        getPersistedSnapshot: (snapshot, options) => real().getPersistedSnapshot(snapshot, options),
        start: (snapshot, scope) => real().start?.(snapshot, scope),
        restoreSnapshot: (snapshot, scope) => real().restoreSnapshot!(snapshot, scope),
      };
      // A forwarder stands for the child's machine wherever XState asks for its logic.
      return forward as L;
    },
  };

  for (const id of LONG_LIVED_IDS) {
    const entry = ACTORS[id] as ActorEntry;
    if (!isLazy(entry)) arrived.set(id, provide(entry.workflow));
  }

  const rootMachine = createRootMachine({ loader, get: (id) => arrived.get(id) });
  const { config, storage } = opts;
  const root = createActor(rootMachine, {
    systemId: ROOT_ID,
    input: {
      config,
      storage,
      urlToken: opts.urlToken ?? null,
      jackpotSeed: opts.jackpotSeed ?? 1,
      cdnPick: opts.cdnPick ?? 0,
      initialLanguage: resolveLanguage(storage, config.supportedLanguages, config.defaultLanguage).lang,
    },
    // xstate's `clock` option is typed as its full Clock; scheduling only needs these two.
    ...(opts.clock ? { clock: opts.clock as SimulatedClock } : {}),
    ...(opts.inspect ? { inspect: opts.inspect } : {}),
  });
  const code: Code = {
    load,
    preloadAll: async () => {
      await Promise.all(
        Object.keys(lazyEntries)
          .filter((name) => isLazy(lazyEntries[name]!))
          .map(load),
      );
    },
    isLoaded: (name) => arrived.has(name),
  };
  return Object.assign(root, { workflows: code });
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
  const root = createCroupierSystem({ ...opts, effects: { verifyHuman: humanCheckReplay }, unprovided: 'pending', loads: 'journal' });
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
