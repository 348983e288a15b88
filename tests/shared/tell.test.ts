/**
 * `tell`: one long-lived actor asks another for something by systemId. The request reaches the
 * actor when it runs, and goes nowhere when it does not (xstate would otherwise hand an event for
 * a missing actor back to the sender).
 */
import { describe, expect, it } from 'vitest';
import { createActor, setup, type InspectionEvent } from 'xstate';
import { tell } from '../../machines/shared/broadcasts';

const receiver = setup({ types: { context: {} as { got: string[] }, events: {} as { type: 'wallet.refresh'; reason: string } } }).createMachine({
  context: { got: [] },
  on: { 'wallet.refresh': { actions: ({ context, event }) => context.got.push(event.reason) } },
});

const sender = (withReceiver: boolean) =>
  setup({
    types: { context: {} as { reason: string }, events: {} as { type: 'close' } | { type: 'wallet.refresh'; reason: string } },
    actors: { receiver },
  }).createMachine({
    context: { reason: 'game closed' },
    invoke: withReceiver ? { src: 'receiver', systemId: 'wallet' } : undefined,
    on: { close: { actions: tell('wallet', ({ context }) => ({ type: 'wallet.refresh', reason: context.reason })) } },
  });

function run(withReceiver: boolean) {
  const seen: InspectionEvent[] = [];
  const actor = createActor(sender(withReceiver), { inspect: (e) => seen.push(e) }).start();
  actor.send({ type: 'close' });
  const received = seen.filter((e) => e.type === '@xstate.event' && e.event.type === 'wallet.refresh');
  return { actor, received };
}

describe('tell', () => {
  it('delivers the computed request to the running actor', () => {
    const { actor, received } = run(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.actorRef).not.toBe(actor);
    const wallet = actor.system.get('wallet')!;
    expect((wallet.getSnapshot() as { context: { got: string[] } }).context.got).toEqual(['game closed']);
  });

  it('sends nothing when the actor is not running (not even back to the sender)', () => {
    const { actor, received } = run(false);
    expect(received).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
