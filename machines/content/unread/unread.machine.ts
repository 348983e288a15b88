/**
 * unread: the count of unread platform messages, the badge on the avatar menu, the side menu and
 * the member centre's navigation. Read at each login, again every minute while logged in, and
 * whenever the inbox reads or deletes (`unread.set` with the count its answer carried, or
 * `unread.refresh`). Trial accounts skip it (spec §2, §4). A failure keeps the last count and
 * tries again at the next tick. A logout forgets it.
 */
import { assign, setup } from 'xstate';
import { UNREAD_POLL_MS } from '../../../gateway/content/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';

export interface UnreadContext {
  count: number | null;
  error: GatewayErrorInfo | null;
}

export type UnreadEvent = SessionChanged | { type: 'unread.refresh' } | { type: 'unread.set'; count: number };

export const unreadMachine = setup({
  types: { context: {} as UnreadContext, events: {} as UnreadEvent },
  actors: { fetchUnreadCount: notProvided<void, number>('fetchUnreadCount') },
  delays: { poll: UNREAD_POLL_MS },
  guards: {
    member: ({ event }) => event.type === 'session.changed' && event.loggedIn && !event.isTrial,
    trial: ({ event }) => event.type === 'session.changed' && event.loggedIn && event.isTrial,
    validCount: ({ event }) => event.type === 'unread.set' && Number.isInteger(event.count) && event.count >= 0,
  },
}).createMachine({
  id: 'unread',
  context: { count: null, error: null },
  initial: 'loggedOut',
  on: {
    'session.changed': [
      { guard: 'member', target: '.counting', actions: assign({ count: null, error: null }) },
      { guard: 'trial', target: '.trial', actions: assign({ count: null, error: null }) },
      { target: '.loggedOut', actions: assign({ count: null, error: null }) },
    ],
  },
  states: {
    loggedOut: {},
    /** Trial accounts have no inbox to count. */
    trial: {},
    counting: {
      initial: 'fetching',
      on: {
        'unread.refresh': '.fetching',
        'unread.set': { guard: 'validCount', target: '.waiting', actions: assign({ count: ({ event }) => event.count, error: null }) },
      },
      states: {
        fetching: {
          invoke: {
            id: 'fetchUnreadCount',
            src: 'fetchUnreadCount',
            onDone: { target: 'waiting', actions: assign({ count: ({ event }) => event.output, error: null }) },
            onError: { target: 'waiting', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
          },
        },
        waiting: { after: { poll: 'fetching' } },
      },
    },
  },
});
