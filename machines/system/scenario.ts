/**
 * The scenario format (scenarios/*.json) and how its expectations are checked against the
 * running system. Pure: the Node runner (scenarios/runner.ts) and the in-browser player
 * (simulator mode) share it.
 */
import type { AnyActorRef } from 'xstate';
import type { AppStorage } from '../shared/storage';

export type ScenarioStep =
  /** Send an event to a long-lived (or live short-lived) actor by systemId. */
  | { send: { to: string; event: { type: string; [k: string]: unknown } }; note?: string }
  /** Move the clock forward (simulated in tests and replays). */
  | { advance: number; note?: string }
  /** Change the simulator mid-story: configure faults/system, or end every session server-side. */
  | { simulator: { configure?: Record<string, unknown>; expireSessions?: boolean }; note?: string }
  /** Wait (up to the runner's limit) until the expectation holds. */
  | { expect: Expectation; note?: string };

export interface Expectation {
  /** systemId of the actor to look at. */
  actor?: string;
  /** The actor is not running (a lazily loaded one that has not started, a workflow that ended). */
  absent?: boolean;
  /** `snapshot.matches(state)`: a string like "loggedIn" or an object like {"active": "ready"}. */
  state?: string | Record<string, unknown>;
  /** A partial match of the actor's context (deep, arrays compared whole). */
  context?: Record<string, unknown>;
  /** A partial match of storage. */
  storage?: { session?: Record<string, string | null>; local?: Record<string, string | null> };
}

export interface Scenario {
  id: string;
  title: string;
  description?: string;
  /** The simulator's faker/PRNG seed. */
  seed: number;
  /** The simulator's config (faults, system status, flags, pre-issued sessions, brand). */
  simulator?: Record<string, unknown>;
  /** Storage as the visitor's browser holds it before the app starts. */
  storage?: { session?: Record<string, string>; local?: Record<string, string> };
  /** The URL the visitor opens (path and query, e.g. "/?token=abc"). */
  url?: string;
  steps: ScenarioStep[];
}

/** Deep partial match: every key in `expected` must equal the same path in `actual`. */
export function partialMatch(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => partialMatch(actual[i], e));
  }
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected as Record<string, unknown>).every(([k, v]) => partialMatch((actual as Record<string, unknown>)[k], v));
}

export function checkExpectation(root: AnyActorRef, storage: AppStorage, exp: Expectation): { ok: boolean; detail: string } {
  if (exp.actor) {
    const ref = root.system.get(exp.actor) as AnyActorRef | undefined;
    if (exp.absent) return ref ? { ok: false, detail: `"${exp.actor}" is running, expected it absent` } : { ok: true, detail: 'ok' };
    if (!ref) return { ok: false, detail: `no actor with systemId "${exp.actor}"` };
    const snap = ref.getSnapshot() as { value: unknown; context: unknown; matches(v: unknown): boolean };
    if (exp.state !== undefined && !snap.matches(exp.state)) {
      return { ok: false, detail: `${exp.actor} is in ${JSON.stringify(snap.value)}, expected ${JSON.stringify(exp.state)}` };
    }
    if (exp.context && !partialMatch(snap.context, exp.context)) {
      const seen: Record<string, unknown> = {};
      for (const k of Object.keys(exp.context)) seen[k] = (snap.context as Record<string, unknown>)[k];
      return { ok: false, detail: `${exp.actor} context ${JSON.stringify(seen)}, expected ${JSON.stringify(exp.context)}` };
    }
  }
  if (exp.storage) {
    for (const [area, entries] of Object.entries(exp.storage) as ['session' | 'local', Record<string, string | null>][]) {
      for (const [k, v] of Object.entries(entries ?? {})) {
        const got = area === 'session' ? storage.getSession(k) : storage.getLocal(k);
        if (got !== v) return { ok: false, detail: `${area} storage "${k}" is ${JSON.stringify(got)}, expected ${JSON.stringify(v)}` };
      }
    }
  }
  return { ok: true, detail: 'ok' };
}

export function describeStep(step: ScenarioStep): string {
  if ('send' in step) return `send ${step.send.event.type} → ${step.send.to}`;
  if ('advance' in step) return `advance ${step.advance} ms`;
  if ('simulator' in step) return `simulator ${Object.keys(step.simulator).join(', ')}`;
  const e = step.expect;
  const parts = [
    e.actor,
    e.absent ? 'absent' : null,
    e.state ? JSON.stringify(e.state) : null,
    e.context ? JSON.stringify(e.context) : null,
    e.storage ? 'storage ' + JSON.stringify(e.storage) : null,
  ];
  return `expect ${parts.filter(Boolean).join(' ')}`;
}
