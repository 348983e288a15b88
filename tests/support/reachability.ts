/**
 * Reachability of a real machine, for the model-based tests' coverage report: every shortest
 * path from the initial state (xstate/graph), with the machine's own event types and the
 * payloads a test supplies (an empty list: never sent, e.g. an event only XState raises), states
 * keyed by value plus what the test's `key` picks from the context (the whole context would
 * explode the graph). Several inputs: one walk each, united.
 *
 * A state counts as reached when it is active in a state the walk reaches, in a microstep on
 * the way there (the states an `always` passes through), or is the source of a transition taken.
 *
 * Transitions are counted too. "Defined" is every transition of the machine's config: for each
 * state node, each event type of its `on`, each `after` delay, each invoke's onDone / onError
 * (the `xstate.after.*`, `xstate.done.actor.*`, `xstate.error.actor.*` event types) and its
 * `always` (written `always` below). A transition is "reached" when the machine takes it in the
 * walk, from a reached state: XState selected it in a microstep (its target was entered, its
 * actions ran, or, for an empty one like login's read-only `form.change` while submitting, it
 * held the event back), as the `@xstate.microstep` inspection event reports. Transitions count as
 * (state node, event type) pairs; `branches` counts each guarded candidate of a pair apart.
 *
 * The walk runs the machine with a stand-in parent, so `sendParent` (named or inline) resolves,
 * and with a system whose `get` finds a stand-in actor for each of the `systemIds` a test names
 * (the root that `broadcast` and `navigate` send to, the actors `tell` and `sendTo(system.get(…))`
 * reach) and nothing for any other id, as no actor the walk creates registers: a machine that
 * looks an actor up and copes with its absence (the root's deliveries) sees it absent. Actions
 * are never executed in a walk; stand-ins only give `sendTo` a target to resolve.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createEmptyActor, fromTransition, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { normaliseConfig } from '../../gateway/shell/config';
import { notProvided } from '../../machines/shared/effect';
import { createMemoryStorage } from '../../machines/shared/storage';
import { ACTORS, CHILDREN, SYSTEM_IDS } from '../../machines/system/registry';
import { createRootMachine } from '../../machines/system/root.machine';
import type { RootInput, Workflow } from '../../machines/system/workflow';
import { gatewayError } from './fakes';

/** Every workflow of the registry (long-lived actors and children), by id, their code loaded. */
export async function registryWorkflows(): Promise<Map<string, Workflow>> {
  const entries = Object.entries({ ...ACTORS, ...CHILDREN });
  return new Map(await Promise.all(entries.map(async ([id, e]) => [id, 'workflow' in e ? e.workflow : (await e.load()).default] as const)));
}

/** The root machine as the system builds it, its actors' code all there (a walk never runs their machines). */
export async function rootMachine() {
  const workflows = await registryWorkflows();
  return createRootMachine({
    loader: notProvided('loadWorkflow'),
    get: (id) => {
      const workflow = workflows.get(id);
      return workflow && { workflow, logic: workflow.machine };
    },
  });
}

export type Payload = { type: string; [k: string]: unknown };

export interface Reachability {
  /** Ids of every state node of the machine. */
  all: string[];
  /** Ids of the state nodes reached (see above). */
  reached: string[];
  /** How many transitions (state node, event type) the walk took: `reachedTransitions.length`. */
  transitions: number;
  /** Every transition of the machine, as `<state node id> | <event type>` (`always` for eventless ones). */
  definedTransitions: string[];
  /** The transitions taken from at least one reached state. */
  reachedTransitions: string[];
  /** Guarded candidates, each apart: `<state node id> | <event type> #<index>`. */
  definedBranches: string[];
  reachedBranches: string[];
  report: string;
}

interface StateNodeLike {
  id: string;
  parent?: StateNodeLike;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, object[]>;
  always?: object[];
}

const names = (node: StateNodeLike, type: string, i: number) => {
  const event = type === '' ? 'always' : type;
  return { pair: `${node.id} | ${event}`, branch: `${node.id} | ${event} #${i}` };
};

/** Every transition definition of the machine, keyed by identity, with its pair and branch names. */
export function definedTransitionsOf(machine: AnyStateMachine): Map<object, { pair: string; branch: string }> {
  const out = new Map<object, { pair: string; branch: string }>();
  const walk = (node: StateNodeLike) => {
    for (const [type, defs] of node.transitions) defs.forEach((t, i) => out.set(t, names(node, type, i)));
    (node.always ?? []).forEach((t, i) => out.set(t, names(node, '', i)));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as StateNodeLike);
  return out;
}

/** The names of a transition XState selected, found from its source (any copy of the machine, e.g. a provided one). */
function namesOf(t: { source?: StateNodeLike; eventType?: string }): { pair: string; branch: string } | null {
  const source = t.source;
  if (!source || t.eventType === undefined) return null;
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const i = list.indexOf(t);
  return i < 0 ? null : names(source, t.eventType, i);
}

/**
 * Coverage of the machines as a running system exercises them (the model-based tests): give
 * `observe` to `root.system.inspect(…)` of every run, then `report(machine)` says which states
 * and transitions of that machine (by id; the running copy is a provided one) the runs reached.
 */
export function coverageRecorder() {
  const seen = new Map<string, { nodes: Set<string>; pairs: Set<string>; branches: Set<string> }>();
  const of = (id: string) => {
    let entry = seen.get(id);
    if (!entry) seen.set(id, (entry = { nodes: new Set(), pairs: new Set(), branches: new Set() }));
    return entry;
  };
  const observe = (e: { type: string; snapshot?: unknown; _transitions?: unknown[] }) => {
    if (e.type !== '@xstate.microstep') return;
    const snapshot = e.snapshot as { machine?: { id: string }; _nodes?: StateNodeLike[] } | undefined;
    if (!snapshot?.machine) return;
    const entry = of(snapshot.machine.id);
    for (const n of snapshot._nodes ?? []) entry.nodes.add(n.id);
    for (const t of (e._transitions ?? []) as { source?: StateNodeLike; eventType?: string }[]) {
      const named = namesOf(t);
      if (!named) continue;
      entry.pairs.add(named.pair);
      entry.branches.add(named.branch);
      for (let n = t.source; n; n = n.parent) entry.nodes.add(n.id);
    }
  };
  const report = (machine: AnyStateMachine, label = `${machine.id} (model runs)`) => {
    const entry = of(machine.id);
    const all = [...(machine as unknown as { idMap: Map<string, unknown> }).idMap.keys()].filter((id) => id !== machine.id);
    const defined = [...definedTransitionsOf(machine).values()];
    const pairs = [...new Set(defined.map((d) => d.pair))];
    const branches = defined.map((d) => d.branch);
    const reached = all.filter((id) => entry.nodes.has(id));
    const reachedPairs = pairs.filter((p) => entry.pairs.has(p));
    const reachedBranches = branches.filter((b) => entry.branches.has(b));
    return {
      all,
      reached,
      definedTransitions: pairs,
      reachedTransitions: reachedPairs,
      definedBranches: branches,
      reachedBranches,
      report:
        `${label}: states ${reached.length}/${all.length}, transitions ${reachedPairs.length}/${pairs.length}` +
        ` (branches ${reachedBranches.length}/${branches.length})`,
    };
  };
  /** Everything seen so far, by machine id (plain JSON). */
  const seenJson = () => Object.fromEntries([...seen].map(([id, e]) => [id, { nodes: [...e.nodes], pairs: [...e.pairs], branches: [...e.branches] }]));
  return { observe, report, seen: seenJson };
}

/**
 * An actor scope like xstate/graph's own, with a stand-in parent (for sendParent), a system that
 * accepts any number of children under the same systemId (a walk creates many, never starts
 * them), finds a stand-in for each of `systemIds`, and reports every microstep's selected transitions.
 */
function tracingScope(onMicrostep: (ts: object[], snapshot: unknown) => void, systemIds: readonly string[]) {
  const parent = createEmptyActor();
  const self = createActor(
    fromTransition((s: null) => s, null),
    { parent },
  );
  const standIn = createEmptyActor();
  const base = self.system as unknown as object;
  const system = Object.create(base, {
    _set: { value: () => {} },
    get: { value: (systemId: string) => (systemIds.includes(systemId) ? standIn : undefined) },
    _sendInspectionEvent: {
      value: (e: { type: string; _transitions?: object[]; snapshot?: unknown }) => {
        if (e.type === '@xstate.microstep') onMicrostep(e._transitions ?? [], e.snapshot);
      },
    },
  }) as typeof self.system;
  (self as unknown as { system: unknown }).system = system;
  return {
    self,
    logger: () => {},
    id: '',
    sessionId: 'reachability',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

export function reachability(
  machine: AnyStateMachine,
  opts: {
    input?: unknown;
    /** Several walks, one from each input (flags and modes the events cannot change); the union is reported. */
    inputs?: unknown[];
    payloads?: Record<string, Payload[]>;
    key?: (snapshot: { value: unknown; context: unknown }) => unknown;
    /** Traversal limit per walk (queue items; default 5,000). */
    limit?: number;
    /** SystemIds `system.get` finds (a stand-in that drops every event); any other is absent. */
    systemIds?: readonly string[];
  } = {},
): Reachability {
  const defined = definedTransitionsOf(machine);
  const takenPairs = new Set<string>();
  const takenBranches = new Set<string>();
  const ownNodes = new Set((machine as unknown as { idMap: Map<string, unknown> }).idMap.values());
  const reached = new Set<string>();
  const reach = (node: StateNodeLike | undefined) => {
    // Only this machine's nodes: a child's own initial microsteps are reported here too.
    for (let n = node; n && ownNodes.has(n); n = n.parent) reached.add(n.id);
  };
  const scope = tracingScope((ts, snapshot) => {
    for (const t of ts) {
      const d = defined.get(t);
      if (!d) continue; // a child's own transition (its initial state), not this machine's
      takenPairs.add(d.pair);
      takenBranches.add(d.branch);
      reach((t as { source?: StateNodeLike }).source);
    }
    for (const n of (snapshot as { _nodes?: StateNodeLike[] } | undefined)?._nodes ?? []) reach(n);
  }, opts.systemIds ?? []);
  // The walk's transition function, in the tracing scope (the graph passes a scope of its own).
  const logic = Object.create(machine, {
    transition: { value: (s: unknown, e: unknown) => machine.transition(s as never, e as never, scope as never) },
  }) as AnyStateMachine;

  // The machine's own event types, and those a test gives payloads for: XState leaves a type out
  // of `machine.events` where its only transition is empty (`onError: {}`), yet takes it.
  const types = [...new Set([...(machine as unknown as { events: string[] }).events, ...Object.keys(opts.payloads ?? {})])];
  const events = types.flatMap((type) => opts.payloads?.[type] ?? [{ type }]);
  const all = [...(machine as unknown as { idMap: Map<string, unknown> }).idMap.keys()].filter((id) => id !== machine.id);
  let values = 0;
  for (const input of opts.inputs ?? [opts.input]) {
    const paths = getShortestPaths(logic, {
      events,
      input,
      fromState: machine.getInitialSnapshot(scope as never, input),
      serializeState: (s: unknown) => {
        const snap = s as unknown as { value: unknown; context: unknown };
        return JSON.stringify([snap.value, opts.key?.(snap) ?? null]);
      },
      limit: opts.limit ?? 5_000,
    } as never);
    values += paths.length;
    for (const p of paths) {
      for (const n of (p.state as unknown as { _nodes: StateNodeLike[] })._nodes) reach(n);
    }
  }
  const reachedList = all.filter((id) => reached.has(id));
  const definedTransitions = [...new Set([...defined.values()].map((d) => d.pair))];
  const definedBranches = [...defined.values()].map((d) => d.branch);
  const reachedTransitions = definedTransitions.filter((p) => takenPairs.has(p));
  const reachedBranches = definedBranches.filter((b) => takenBranches.has(b));
  return {
    all,
    reached: reachedList,
    transitions: reachedTransitions.length,
    definedTransitions,
    reachedTransitions,
    definedBranches,
    reachedBranches,
    report:
      `${machine.id}: states ${reachedList.length}/${all.length}, transitions ${reachedTransitions.length}/${definedTransitions.length}` +
      ` (branches ${reachedBranches.length}/${definedBranches.length}; ${values} distinct state values)`,
  };
}

// ---- the tables: one row per machine, in its feature's tests/<feature>/reachability.rows.ts -----

export type Payloads = Record<string, Payload[]>;
type Options = NonNullable<Parameters<typeof reachability>[1]>;

/**
 * A machine walked from its initial state with the events the views, the gateway answers, the
 * timers and the other actors send it; it must reach every state node, every transition (state
 * node × event type) and every guarded branch it defines, except those `unreachable` lists with
 * the reason the walk cannot take them.
 *
 * What a machine sends outside itself resolves to a stand-in: `sendParent` to the walk's parent,
 * and `broadcast`, `navigate`, `tell` (machines/shared/broadcasts.ts) and the session's
 * `system.get('login')` to a stand-in under each of `opts.systemIds` (the root's own lookups find
 * nothing, as no actor registers in a walk). Actions never run in a walk.
 */
export interface Row {
  machine: AnyStateMachine;
  opts: Options;
  /** States (`<state node id>`), transitions (`<state node id> | <event>`) or branches (`… #<i>`) the walk cannot reach, each with why. */
  unreachable?: Record<string, string>;
}

const missing = (all: string[], reached: string[]) => all.filter((x) => !reached.includes(x));

/** Walks each row's machine; each walk prints "<machine>: states a/b, transitions c/d (branches e/f; n distinct state values)". */
export function describeReachability(rows: readonly Row[]): void {
  describe('reachability', () => {
    for (const row of rows) {
      it(`${row.machine.id}: every state, transition and branch is reached, but those listed with why`, () => {
        const r = reachability(row.machine, row.opts);
        console.info(r.report);
        const allowed = Object.keys(row.unreachable ?? {});
        // Each entry names a state, a transition or a branch the machine defines (a stale one fails).
        expect(missing(allowed, [...r.all, ...r.definedTransitions, ...r.definedBranches])).toEqual([]);
        expect(missing(r.all, r.reached)).toEqual(r.all.filter((id) => allowed.includes(id)));
        expect(missing(r.definedTransitions, r.reachedTransitions)).toEqual(r.definedTransitions.filter((t) => allowed.includes(t)));
        // A branch is allowed when it is listed, or its transition is.
        expect(missing(r.definedBranches, r.reachedBranches)).toEqual(
          r.definedBranches.filter((b) => allowed.includes(b) || allowed.includes(b.replace(/ #\d+$/, ''))),
        );
      });
    }
  });
}

// ---- payload builders and values the tables share ------------------------------------------

export const systemError = gatewayError('unknown.system.err');
/** Events of one type, each payload completed with it. */
export const on = (type: string, ...payloads: object[]): Payloads => ({ [type]: payloads.map((p) => ({ type, ...p })) });
/** An invoked actor's answers (`xstate.done.actor.<id>`, each output) and failures (`xstate.error.actor.<id>`, each error). */
export const effect = (id: string, outputs: unknown[], errors: unknown[] = []): Payloads => ({
  ...on(`xstate.done.actor.${id}`, ...outputs.map((output) => ({ output }))),
  ...(errors.length ? on(`xstate.error.actor.${id}`, ...errors.map((error) => ({ error }))) : {}),
});
/** `form.change` of each field of a form. */
export const change = (of: string, fields: Record<string, string>): Payloads =>
  on('form.change', ...Object.entries(fields).map(([field, value]) => ({ field, value, of })));
/** Logged in (as a trial account if said) or out. */
export const sessionChanged = (...who: ('member' | 'trial' | 'visitor')[]): Payloads =>
  on(
    'session.changed',
    ...who.map((w) => ({
      loggedIn: w !== 'visitor',
      isTrial: w === 'trial',
      isAgent: false,
      username: w === 'visitor' ? null : w === 'trial' ? 'trial0001' : 'player01',
    })),
  );
export const languageChanged = on('language.changed', { lang: 'TH' });
export const moneyMoved = on('money.moved', {});
/** Picks a few fields of the context for the state key (the whole context would explode the graph). */
export const pick =
  <C>(f: (c: C) => unknown) =>
  (s: { context: unknown }) =>
    f(s.context as C);
export const storage = (local?: Record<string, string>) => createMemoryStorage(local ? { local } : undefined);
/** Every systemId of the system: what `broadcast`, `navigate`, `tell` and `system.get` reach. */
export const SYSTEM = Object.values(SYSTEM_IDS);
export const rootInput: RootInput = {
  config: normaliseConfig({
    merchantCode: 'test',
    supportedLanguages: ['EN', 'CN', 'TH'],
    defaultLanguage: 'EN',
    brand: { name: 'Test Casino', ageLimit: 18 },
  }),
  storage: storage({ lang: 'EN' }),
  urlToken: null,
  jackpotSeed: 1,
  cdnPick: 0,
  initialLanguage: 'EN',
};
/** Loads of a lazily loaded workflow (`load.<name>`): the code arrives, or the chunk cannot be fetched. */
export const loadFailed = gatewayError('module.load.failed', { kind: 'network', messageKey: 'errors.moduleLoad' });
export const loads = (...names: string[]): Payloads => Object.assign({}, ...names.map((name) => effect(`load.${name}`, [undefined], [loadFailed])));
