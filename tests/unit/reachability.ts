/**
 * Reachability of a real machine, for the model-based tests' coverage report: every shortest
 * path from the initial state (xstate/graph), with the machine's own event types and the
 * payloads a test supplies, states keyed by value only (context would explode the graph).
 */
import type { AnyStateMachine } from 'xstate';

export type Payload = { type: string; [k: string]: unknown };
import { getShortestPaths } from 'xstate/graph';

export interface Reachability {
  /** Ids of every state node of the machine. */
  all: string[];
  /** Ids of the state nodes active in at least one reached state. */
  reached: string[];
  /** Event types that fire from at least one reached state (the machine takes the transition). */
  transitions: number;
  report: string;
}

export function reachability(
  machine: AnyStateMachine,
  opts: { input?: unknown; payloads?: Record<string, Payload[]>; key?: (snapshot: { value: unknown; context: unknown }) => unknown } = {},
): Reachability {
  const types = (machine as unknown as { events: string[] }).events;
  const events = types.flatMap((type) => opts.payloads?.[type] ?? [{ type }]);
  const paths = getShortestPaths(machine, {
    events,
    input: opts.input,
    serializeState: (s: unknown) => {
      const snap = s as unknown as { value: unknown; context: unknown };
      return JSON.stringify([snap.value, opts.key?.(snap) ?? null]);
    },
    limit: 5_000,
  } as never);
  const all = [...(machine as unknown as { idMap: Map<string, unknown> }).idMap.keys()].filter((id) => id !== machine.id);
  const reached = new Set<string>();
  let transitions = 0;
  for (const p of paths) {
    for (const n of (p.state as unknown as { _nodes: { id: string }[] })._nodes) reached.add(n.id);
    transitions += p.steps.length > 0 ? 1 : 0;
  }
  const reachedList = all.filter((id) => reached.has(id));
  return {
    all,
    reached: reachedList,
    transitions,
    report: `${machine.id}: ${reachedList.length}/${all.length} states reachable (${paths.length} distinct state values)`,
  };
}
