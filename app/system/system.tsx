/**
 * How views reach the root actor: a plain context (the root is created and started outside
 * React) and a few generic hooks. Each feature's one-line hooks (`app/<feature>/use-x.ts`) are
 * built from these and the machines' selectors. Views read with them and send events; they
 * never hold workflow state of their own.
 */
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import type { AnyActorRef, EventFrom, EventObject, SnapshotFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { Journal } from '../../machines/system/journal';
import type { ActorId } from '../../machines/system/registry';
import type { Scenario } from '../../machines/system/scenario';
import { sendToActor, type ActorRefs, type RootActor } from '../../machines/system/system';
import type { RuntimeConfig } from '../../machines/shared/config';
import type { AppStorage } from '../../machines/shared/storage';

export interface AppServices {
  root: RootActor;
  config: RuntimeConfig;
  /** Set in simulator and demo builds only: what the simulator panel works with. */
  simulator?: {
    scenarioId: string | null;
    scenario: Scenario | null;
    /** The running simulator (typed by the panel, which may not import simulator/). */
    control: unknown;
    journal: Journal;
    storage: AppStorage;
    /** "Reset simulator": forget the tab's saved run (favourites, spins, accounts...) and start from the seed. */
    reset?: () => void;
  };
}

const SystemContext = createContext<AppServices | null>(null);

export function SystemProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <SystemContext.Provider value={services}>{children}</SystemContext.Provider>;
}

export function useServices(): AppServices {
  const s = useContext(SystemContext);
  if (!s) throw new Error('SystemProvider is missing above this component');
  return s;
}

/** The services when a SystemProvider is above, else null (for building blocks also used on their own). */
export function useOptionalServices(): AppServices | null {
  return useContext(SystemContext);
}

export function useRoot(): RootActor {
  return useServices().root;
}

/**
 * A long-lived actor by systemId. Eager actors are always there; a lazily loaded one is
 * undefined until the root has started it, and the component re-renders when it appears.
 */
export function useActor<K extends ActorId>(id: K): ActorRefs[K] {
  const root = useRoot();
  return useSelector(root, (s) => (s.children as Record<string, AnyActorRef | undefined>)[id]) as ActorRefs[K];
}

/** What a selector of actor K sees: a lazily loaded actor's snapshot is undefined until it starts. */
export type SnapshotOf<K extends ActorId> = undefined extends ActorRefs[K]
  ? SnapshotFrom<NonNullable<ActorRefs[K]>> | undefined
  : SnapshotFrom<NonNullable<ActorRefs[K]>>;

/** A long-lived actor's state through one of its machine's selectors. */
export function useActorSelector<K extends ActorId, T>(id: K, selector: (snapshot: SnapshotOf<K>) => T, compare?: (a: T, b: T) => boolean): T {
  const ref = useActor(id) as AnyActorRef | undefined;
  return useSelector(ref, selector as (s: unknown) => T, compare);
}

/** Starts a lazily loaded long-lived actor while this view is on screen (the jackpot on the home page). */
export function useStartActor(id: ActorId): void {
  const root = useRoot();
  useEffect(() => {
    if (!root.system.get(id)) root.send({ type: 'system.start', to: id });
  }, [root, id]);
}

/** Sends to a long-lived actor, starting a lazily loaded one first (the event waits for it). */
export function useSend<K extends ActorId>(id: K): (event: EventFrom<NonNullable<ActorRefs[K]>>) => void {
  const root = useRoot();
  return useCallback((event: EventObject) => void sendToActor(root, id, event), [root, id]);
}

/** A short-lived workflow a long-lived actor runs (its invoked child), or undefined. */
export function useChildActor<T extends AnyActorRef>(owner: AnyActorRef | undefined, childId: string): T | undefined {
  return useSelector(owner, (s) => (s as { children?: Record<string, AnyActorRef | undefined> } | undefined)?.children?.[childId]) as T | undefined;
}
