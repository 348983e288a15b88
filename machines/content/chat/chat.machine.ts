/**
 * chat: the chat room (spec §2 modals; CBS3). Opening asks the gateway for the room's address
 * (`CBS_launchChat`), then the view shows it in a sandboxed frame; a failure says why and can
 * be tried again. Each opening asks again (the address may carry a short-lived ticket).
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';

export interface ChatContext {
  url: string | null;
  error: GatewayErrorInfo | null;
}

export type ChatEvent = { type: 'chat.open' } | { type: 'chat.retry' } | { type: 'chat.close' } | SessionChanged;

export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent },
  actors: { launchChat: notProvided<void, string>('launchChat') },
}).createMachine({
  id: 'chat',
  context: { url: null, error: null },
  initial: 'closed',
  on: {
    'chat.close': { target: '.closed', actions: assign({ url: null, error: null }) },
    // The room is the player's (or the visitor's): a new login or a logout closes it.
    'session.changed': { target: '.closed', actions: assign({ url: null, error: null }) },
  },
  states: {
    closed: { on: { 'chat.open': 'launching' } },
    launching: {
      invoke: {
        id: 'launchChat',
        src: 'launchChat',
        onDone: { target: 'open', actions: assign({ url: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
      },
    },
    open: {},
    failed: { on: { 'chat.retry': 'launching' } },
  },
});
