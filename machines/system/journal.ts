/**
 * The journal: an append-only record of everything that enters the system from outside
 * (events sent by views or the app, and the outcomes of effects), built from XState's
 * inspection stream. Passwords, codes and tokens are redacted before anything is stored.
 * Replaying a journal against the same machines with a simulated clock reaches the same
 * snapshots; `systemDigest` is what tests compare.
 */
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

export interface JournalEntry {
  seq: number;
  /** Clock time in ms (the simulated clock in tests and replays). */
  at: number;
  /** systemId of the actor that received the event. */
  to: string;
  /** Where it came from: a view/the app, or an effect (a promise actor) and its id. */
  from: 'outside' | `effect:${string}`;
  event: { type: string; [k: string]: unknown };
}

export const REDACTED = '[redacted]';

/** Keys whose values never reach the journal, a snapshot digest or an export. */
const SENSITIVE_KEY =
  /^(.*password|.*passwd|.*pwd|captcha|.*verificationcode|.*verifycode|verifyvalue|.*smscode|.*googlecode|.*otp|pin|.*token|authorization|encryption|.*secret|cookie)$/i;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/** Deep copy with sensitive values replaced; `{field: 'password', value}` events are covered too. */
export function redact<T>(value: T): T {
  const seen = new WeakSet<object>();
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return '[circular]';
    seen.add(v);
    if (Array.isArray(v)) return v.map(walk);
    const out: Record<string, unknown> = {};
    const rec = v as Record<string, unknown>;
    const sensitiveField = typeof rec.field === 'string' && isSensitiveKey(rec.field);
    for (const [k, x] of Object.entries(rec)) {
      if (typeof x === 'function') continue;
      // Secrets are primitives: a `password` that is an object (a field rule) is not one.
      if (isSensitiveKey(k) && x !== null && x !== undefined && x !== '' && typeof x !== 'object') out[k] = REDACTED;
      else if (sensitiveField && k === 'value' && x !== '') out[k] = REDACTED;
      else out[k] = walk(x);
    }
    return out;
  };
  return walk(value) as T;
}

/** True for actors running a state machine: a machine's snapshot carries its machine (a promise's or a callback's does not). */
export function isMachineRef(ref: AnyActorRef | undefined): boolean {
  const snapshot: unknown = ref?.getSnapshot();
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot;
}

export interface Journal {
  readonly entries: readonly JournalEntry[];
  /** Pass to `createActor(root, { inspect })`. */
  readonly inspect: Observer<InspectionEvent>;
  subscribe(listener: (entry: JournalEntry) => void): () => void;
  clear(): void;
  toJSON(): JournalEntry[];
}

export function createJournal(now: () => number, opts: { limit?: number } = {}): Journal {
  const limit = opts.limit ?? 5_000;
  let entries: JournalEntry[] = [];
  let seq = 0;
  const listeners = new Set<(e: JournalEntry) => void>();

  const record = (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.event') return;
    const target = ev.actorRef as AnyActorRef;
    const to = 'systemId' in target && typeof target.systemId === 'string' ? target.systemId : undefined;
    if (!to || !isMachineRef(target)) return; // effects' own internal events are not ours to record
    const event = ev.event;
    const sourceRef = ev.sourceRef as AnyActorRef | undefined;
    if (event.type === 'xstate.init' || event.type.startsWith('xstate.after.')) return; // the clock reproduces timers
    let from: JournalEntry['from'];
    if (!sourceRef) from = 'outside';
    else if (!isMachineRef(sourceRef) && (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.'))) {
      from = `effect:${sourceRef.id}`;
    } else return; // machine-to-machine traffic is deterministic: replay reproduces it
    const entry: JournalEntry = { seq: ++seq, at: now(), to, from, event: redact(event) as JournalEntry['event'] };
    entries.push(entry);
    if (entries.length > limit) entries = entries.slice(entries.length - limit);
    listeners.forEach((l) => l(entry));
  };

  return {
    get entries() {
      return entries;
    },
    inspect: { next: record },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      entries = [];
      seq = 0;
    },
    toJSON: () => entries.slice(),
  };
}

/** A stable JSON text: object keys sorted, functions dropped, sensitive values redacted. */
export function stableStringify(value: unknown): string {
  const norm = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return typeof v === 'function' ? undefined : v;
    if (Array.isArray(v)) return v.map(norm);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v as object).sort()) {
      const x = (v as Record<string, unknown>)[k];
      if (typeof x === 'function' || x === undefined) continue;
      out[k] = norm(x);
    }
    return out;
  };
  return JSON.stringify(norm(redact(value)));
}

/** FNV-1a, 64 bit, as hex: small, dependency-free and the same in the browser and Node. */
export function fnv1a64(text: string): string {
  let h = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = (1n << 64n) - 1n;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = (h * prime) & mask;
  }
  return h.toString(16).padStart(16, '0');
}

/**
 * Only what a user or a test can observe: state value and context, without injected services,
 * and the same of the machines it runs (the lobby's games, a form's SMS countdown).
 */
export function observableSnapshot(ref: AnyActorRef): { value: unknown; status: string; context: unknown; children?: Record<string, unknown> } {
  const snap = ref.getSnapshot() as { value?: unknown; status: string; context?: Record<string, unknown>; children?: Record<string, AnyActorRef | undefined> };
  const context: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(snap.context ?? {})) {
    if (k === 'storage' || k === 'config' || typeof v === 'function') continue;
    context[k] = v;
  }
  const children: Record<string, unknown> = {};
  for (const [id, child] of Object.entries(snap.children ?? {})) if (child && isMachineRef(child)) children[id] = observableSnapshot(child);
  return { value: snap.value, status: snap.status, context, ...(Object.keys(children).length ? { children } : {}) };
}

/** Digest of every long-lived actor's observable snapshot, keyed by systemId. */
export function systemDigest(root: AnyActorRef, systemIds: readonly string[]): { digest: string; snapshots: Record<string, unknown> } {
  const snapshots: Record<string, unknown> = {};
  for (const id of systemIds) {
    const ref = root.system.get(id) as AnyActorRef | undefined;
    snapshots[id] = ref ? observableSnapshot(ref) : null;
  }
  return { digest: fnv1a64(stableStringify(snapshots)), snapshots: JSON.parse(stableStringify(snapshots)) };
}
