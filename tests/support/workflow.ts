/**
 * Form workflows driven directly, with fake effects. `driveForm` gives the helpers the tests drive
 * a form machine's actor by: type into fields, read the context, wait for a snapshot.
 * `hostWorkflow` runs a workflow under a stand-in parent that records `session.authenticated`, as
 * the root does, and stops it when the test ends.
 */
import { onTestFinished } from 'vitest';
import {
  createActor,
  setup,
  waitFor,
  type Actor,
  type ActorRefFrom,
  type AnyActorRef,
  type AnyStateMachine,
  type ContextFrom,
  type EventFrom,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import type { GatewayClient } from '../../gateway/client';
import type { LoginOutputEvent } from '../../machines/account/login/login.machine';
import { notProvided } from '../../machines/shared/effect';
import { effectSource, provideWorkflow, type Children, type Workflow } from '../../machines/system/workflow';

/** A workflow's owner that loads no children (the workflows driven here start none). */
const NO_CHILDREN: Children = {
  loader: notProvided('loadWorkflow'),
  logic: () => {
    throw new Error('this test loads no child workflow');
  },
};

/** The workflow's machine with its effects built from `client`, as the system provides it. */
export function withClient<M extends AnyStateMachine>(w: Workflow<M>, client: GatewayClient): M {
  return provideWorkflow(w, effectSource(client)(w.effects), NO_CHILDREN);
}

/** The fields a machine's `form.change` event names. */
export type FormField<M extends AnyStateMachine> = Extract<EventFrom<M>, { type: 'form.change' }> extends { field: infer F extends string } ? F : never;

export interface FormDriver<M extends AnyStateMachine> {
  /** Types each value into its field (one `form.change` each, in order). */
  fill(values: Partial<Record<FormField<M>, string>>): void;
  /** The actor's context now. */
  ctx(): ContextFrom<M>;
  /** Waits for a snapshot that satisfies `p` and returns it; fails after the timeout. */
  until(p: (s: SnapshotFrom<M>) => boolean): Promise<SnapshotFrom<M>>;
}

/** The form helpers for `actor`; `until` gives up after `timeout` ms. */
export function driveForm<M extends AnyStateMachine>(actor: ActorRefFrom<M>, { timeout = 2_000 }: { timeout?: number } = {}): FormDriver<M> {
  const ref = actor as AnyActorRef; // ActorRefFrom<M> stays unresolved while M is generic
  return {
    fill: (values) => {
      for (const [field, value] of Object.entries(values)) ref.send({ type: 'form.change', field, value });
    },
    ctx: () => ref.getSnapshot().context as ContextFrom<M>,
    until: (p) => waitFor(ref, p, { timeout }) as Promise<SnapshotFrom<M>>,
  };
}

export interface HostedWorkflow<M extends AnyStateMachine> extends FormDriver<M> {
  /** The stand-in parent. */
  host: Actor<AnyStateMachine>;
  /** The workflow's actor, invoked by the host. */
  actor: ActorRefFrom<M>;
  /** Every `session.authenticated` the workflow sent its parent. */
  authenticated: LoginOutputEvent[];
}

/**
 * Starts `machine` (effects already provided) as the child `id` of a parent that records the
 * `session.authenticated` events it sends up; the parent is stopped when the test finishes.
 */
export function hostWorkflow<M extends AnyStateMachine>(machine: M, options: { id: string; input: InputFrom<M>; timeout?: number }): HostedWorkflow<M> {
  const authenticated: LoginOutputEvent[] = [];
  const parent = setup({ types: { events: {} as LoginOutputEvent }, actors: { workflow: machine as AnyStateMachine } }).createMachine({
    invoke: { id: options.id, src: 'workflow', input: options.input },
    on: { 'session.authenticated': { actions: ({ event }) => authenticated.push(event) } },
  });
  const host = createActor(parent).start() as unknown as Actor<AnyStateMachine>;
  onTestFinished(() => void host.stop());
  const actor = host.getSnapshot().children[options.id] as ActorRefFrom<M>;
  return { host, actor, authenticated, ...driveForm<M>(actor, { timeout: options.timeout }) };
}
