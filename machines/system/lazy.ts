/**
 * Code-split workflows. A workflow not needed for the first paint (the login form's machinery,
 * registration, the password forms, the lobby, the launcher, and every member- and agent-centre
 * workflow) is loaded when first needed: its owner (the session, or the root for a long-lived
 * actor) invokes the `loader` effect, then starts the workflow through a stand-in logic that
 * forwards to the loaded machine. The loader's outcome is an effect outcome like any other: the
 * journal records it, and a replay (which preloads every workflow) feeds it back, so systemIds,
 * replays and digests are the same as if the code had been there from the start.
 */
import { fromPromise, type AnyActorLogic, type PromiseActorLogic } from 'xstate';
import { chunkMessageKey, isChunkFailure } from '../shared/chunk-failure';
import { toErrorInfo } from '../shared/effect';
import type { LazyWorkflows } from './workflow';

export interface LazyOptions {
  /** Name → the workflow's provided logic, loaded. */
  load: Record<string, () => Promise<AnyActorLogic>>;
  /** 'journal' (replays): the loader never settles; the journal's recorded outcome stands in. */
  mode?: 'load' | 'journal';
}

export interface LazyHandle extends LazyWorkflows {
  load(name: string): Promise<void>;
  preloadAll(): Promise<void>;
  isLoaded(name: string): boolean;
}

export function createLazyWorkflows(opts: LazyOptions): LazyHandle {
  const loaded = new Map<string, AnyActorLogic>();
  const inFlight = new Map<string, Promise<void>>();

  function load(name: string): Promise<void> {
    if (loaded.has(name)) return Promise.resolve();
    const load = opts.load[name];
    if (!load) return Promise.reject(new Error(`No workflow "${name}" to load`));
    let p = inFlight.get(name);
    if (!p) {
      p = load().then(
        (logic) => {
          loaded.set(name, logic);
          inFlight.delete(name);
        },
        (e: unknown) => {
          inFlight.delete(name);
          throw e;
        },
      );
      inFlight.set(name, p);
    }
    return p;
  }

  /** A stand-in that forwards every use to the loaded logic (XState only calls the ActorLogic methods). */
  function logic<L extends AnyActorLogic>(name: string): L {
    const real = (): AnyActorLogic => {
      const l = loaded.get(name);
      if (!l) throw new Error(`Workflow "${name}" was started before its code loaded`);
      return l;
    };
    return new Proxy({} as L, {
      get(_, prop) {
        const l = loaded.get(name);
        if (!l) return prop === 'then' || typeof prop === 'symbol' ? undefined : (...args: unknown[]) => (real() as never as Record<string, (...a: unknown[]) => unknown>)[prop as string]!(...args);
        const v = Reflect.get(l, prop, l) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(l) : v;
      },
      has(_, prop) {
        const l = loaded.get(name);
        return l ? prop in l : false;
      },
    });
  }

  const loader: PromiseActorLogic<void, { name: string }> =
    opts.mode === 'journal'
      ? fromPromise<void, { name: string }>(() => new Promise<void>(() => {}))
      : fromPromise<void, { name: string }>(async ({ input }) => {
          try {
            await load(input.name);
          } catch (e) {
            // A chunk that failed to load: spec §8 "module load failure", worded by its kind
            // (missing, timeout, other, or its stylesheet) when the app's loader told it.
            if (isChunkFailure(e)) throw { kind: 'network', code: 'module.load.failed', status: undefined, serverMessage: e.message, messageKey: chunkMessageKey(e), detail: { chunk: e.kind, stylesheet: e.stylesheet } };
            throw { ...toErrorInfo(e), code: 'module.load.failed', messageKey: 'errors.moduleLoad' };
          }
        });

  return {
    logic,
    loader,
    load,
    preloadAll: async () => {
      await Promise.all(Object.keys(opts.load).map(load));
    },
    isLoaded: (name) => loaded.has(name),
  };
}
