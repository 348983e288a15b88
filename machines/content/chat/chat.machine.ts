/**
 * chat: the chat room (spec §2 modals; CBS3) and its live hosts. Opening asks the gateway for the
 * room's address (`CBS_launchChat`), then the view shows it in a sandboxed frame; a failure says
 * why and can be tried again. Each opening asks again (the address may carry a short-lived
 * ticket). Beside the room, the room's live hosts (`CBS_modelList`, the `live` store W1 keeps
 * with the room's address): read at each opening, failing on their own (the room still shows)
 * with a retry of their own.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { LiveModel } from './chat.types';

export interface ChatContext {
  url: string | null;
  error: GatewayErrorInfo | null;
  models: LiveModel[];
  modelsError: GatewayErrorInfo | null;
}

export type ChatEvent = { type: 'chat.open' } | { type: 'chat.retry' } | { type: 'chat.models.retry' } | { type: 'chat.close' } | SessionChanged;

const CLOSED: ChatContext = { url: null, error: null, models: [], modelsError: null };

export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent },
  actors: { launchChat: notProvided<void, string>('launchChat'), fetchLiveModels: notProvided<void, LiveModel[]>('fetchLiveModels') },
}).createMachine({
  id: 'chat',
  context: CLOSED,
  initial: 'closed',
  on: {
    'chat.close': { target: '.closed', actions: assign(CLOSED) },
    // The room is the player's (or the visitor's): a new login or a logout closes it.
    'session.changed': { target: '.closed', actions: assign(CLOSED) },
  },
  states: {
    closed: { on: { 'chat.open': 'shown' } },
    shown: {
      type: 'parallel',
      states: {
        room: {
          initial: 'launching',
          states: {
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
        },
        models: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchLiveModels',
                src: 'fetchLiveModels',
                onDone: { target: 'ready', actions: assign({ models: ({ event }) => event.output, modelsError: null }) },
                onError: { target: 'failed', actions: assign({ modelsError: ({ event }) => toErrorInfo(event.error) }) },
              },
            },
            ready: {},
            failed: { on: { 'chat.models.retry': 'loading' } },
          },
        },
      },
    },
  },
});
