/**
 * inbox: the member-centre page of platform messages (spec §2 messageV2). The list is a paged
 * query (`messageList`: all or unread only, a page of 10); this machine opens a message (and
 * marks it read), marks them all read, and deletes one, or the ones selected on the page, after
 * the player confirmed (one call for all of them). Each of those answers with the member's unread
 * count, which the unread actor (the badges) is told at once. A failed action keeps the list,
 * the selection and the open message as they were and says why. Another page or filter clears
 * the selection (its rows are no longer shown).
 *
 * A logout forgets it all; a language change reads the page again.
 */
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { MESSAGE_PAGE_SIZE } from '../../../gateway/content/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LanguageChanged, SessionChanged } from '../../shared/broadcasts';
import { tell } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { pagedQueryMachine } from '../../shared/paged-query/paged-query.machine';
import type { InboxMessage } from './inbox.types';

export interface InboxInput {
  /** A page of the list (default MESSAGE_PAGE_SIZE). */
  pageSize?: number;
}

/** What the last action did: marked all read, deleted one message, deleted several. */
export type InboxDone = 'readAll' | 'deleted' | 'deletedMany' | null;

export interface InboxContext {
  pageSize: number;
  /** The message on screen. */
  opened: InboxMessage | null;
  /** The message being marked read (it may be closed meanwhile). */
  reading: string | null;
  /** Read on this page since the list was last read (shown read at once). */
  readIds: string[];
  /** The messages ticked on the page, to delete together. */
  selected: string[];
  /** The messages waiting for the player to confirm their deletion. */
  confirmDelete: string[] | null;
  /** What the last action did (a short confirmation), or null. */
  done: InboxDone;
  error: GatewayErrorInfo | null;
}

export type InboxEvent =
  | SessionChanged
  | LanguageChanged
  | { type: 'inbox.filter'; readStatus: '' | 'UNREAD' }
  | { type: 'inbox.page'; page: number }
  | { type: 'inbox.retry' }
  | { type: 'inbox.open'; message: InboxMessage }
  | { type: 'inbox.close' }
  | { type: 'inbox.readAll' }
  | { type: 'inbox.delete'; id: string }
  | { type: 'inbox.select'; id: string; selected: boolean }
  | { type: 'inbox.deleteSelected' }
  | { type: 'inbox.cancelDelete' }
  | { type: 'inbox.confirmDelete' }
  | { type: 'inbox.dismiss' };

type Unread = { unread: number | null };

/** The unread actor (the badges) learns the count an answer carried. */
const tellUnread = tell<InboxContext, { type: string; output: Unread }, InboxEvent>('unread', ({ event }) =>
  event.output.unread === null ? { type: 'unread.refresh' } : { type: 'unread.set', count: event.output.unread },
);

export const inboxMachine = setup({
  types: { context: {} as InboxContext, events: {} as InboxEvent, input: {} as InboxInput | undefined },
  actors: {
    list: pagedQueryMachine,
    readMessages: notProvided<{ ids: string[] }, Unread>('readMessages'),
    readAllMessages: notProvided<void, Unread>('readAllMessages'),
    deleteMessages: notProvided<{ ids: string[] }, Unread>('deleteMessages'),
  },
  guards: {
    unreadMessage: ({ context, event }) => event.type === 'inbox.open' && !event.message.read && !context.readIds.includes(event.message.id),
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    awaitingConfirm: ({ context }) => context.confirmDelete !== null,
    someSelected: ({ context }) => context.selected.length > 0,
  },
  actions: {
    refreshList: sendTo('messageList', { type: 'query.refresh' }),
    fail: assign({ error: ({ event }) => toErrorInfo(errorOf(event)), done: null }),
  },
}).createMachine({
  id: 'inbox',
  context: ({ input }) => ({
    pageSize: input?.pageSize ?? MESSAGE_PAGE_SIZE,
    opened: null,
    reading: null,
    readIds: [],
    selected: [],
    confirmDelete: null,
    done: null,
    error: null,
  }),
  type: 'parallel',
  on: {
    // The list follows the filter and the pages; its own answers keep what was shown on a failure.
    'inbox.filter': {
      actions: [sendTo('messageList', ({ event }) => ({ type: 'query.set', filters: { readStatus: event.readStatus } })), assign({ done: null, selected: [] })],
    },
    'inbox.page': { actions: [sendTo('messageList', ({ event }) => ({ type: 'query.page', page: event.page })), assign({ selected: [] })] },
    'inbox.retry': { actions: sendTo('messageList', { type: 'query.retry' }) },
    'language.changed': { actions: sendTo('messageList', ({ event }) => event) },
    'session.changed': {
      actions: enqueueActions(({ enqueue, check, event }) => {
        enqueue.sendTo('messageList', event);
        if (check('loggedOut')) enqueue.assign({ opened: null, reading: null, readIds: [], selected: [], confirmDelete: null, done: null, error: null });
      }),
    },
    'inbox.dismiss': { actions: assign({ error: null, done: null }) },
  },
  states: {
    list: {
      invoke: {
        id: 'messageList',
        systemId: 'messageList',
        src: 'list',
        input: ({ context }) => ({ filters: { readStatus: '' }, pageSize: context.pageSize, start: false }),
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'inbox.open': [
              {
                guard: 'unreadMessage',
                target: 'reading',
                actions: assign(({ event }) => ({ opened: event.message, reading: event.message.id, error: null, done: null })),
              },
              { actions: assign(({ event }) => ({ opened: event.message, error: null, done: null })) },
            ],
            'inbox.close': { actions: assign({ opened: null }) },
            'inbox.readAll': { target: 'readingAll', actions: assign({ error: null, done: null }) },
            'inbox.select': {
              actions: assign(({ context, event }) => ({
                selected: event.selected
                  ? context.selected.includes(event.id)
                    ? context.selected
                    : [...context.selected, event.id]
                  : context.selected.filter((x) => x !== event.id),
              })),
            },
            'inbox.delete': { actions: assign(({ event }) => ({ confirmDelete: [event.id], error: null, done: null })) },
            'inbox.deleteSelected': { guard: 'someSelected', actions: assign(({ context }) => ({ confirmDelete: context.selected, error: null, done: null })) },
            'inbox.cancelDelete': { actions: assign({ confirmDelete: null }) },
            'inbox.confirmDelete': { guard: 'awaitingConfirm', target: 'deleting' },
          },
        },
        /** Opening an unread message marks it read. */
        reading: {
          invoke: {
            id: 'readMessages',
            src: 'readMessages',
            input: ({ context }) => ({ ids: [context.reading!] }),
            onDone: { target: 'idle', actions: [assign(({ context }) => ({ readIds: [...context.readIds, context.reading!], reading: null })), tellUnread] },
            // The message is still shown; it stays unread and the player is told.
            onError: { target: 'idle', actions: [assign({ reading: null }), 'fail'] },
          },
          on: { 'inbox.close': { actions: assign({ opened: null }) } },
        },
        readingAll: {
          invoke: {
            id: 'readAllMessages',
            src: 'readAllMessages',
            onDone: { target: 'idle', actions: [assign({ done: 'readAll' as InboxDone }), tellUnread, 'refreshList'] },
            onError: { target: 'idle', actions: 'fail' },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteMessages',
            src: 'deleteMessages',
            input: ({ context }) => ({ ids: context.confirmDelete! }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => {
                  const gone = context.confirmDelete ?? [];
                  return {
                    opened: context.opened && gone.includes(context.opened.id) ? null : context.opened,
                    selected: context.selected.filter((x) => !gone.includes(x)),
                    confirmDelete: null,
                    done: (gone.length > 1 ? 'deletedMany' : 'deleted') as InboxDone,
                  };
                }),
                tellUnread,
                'refreshList',
              ],
            },
            onError: { target: 'idle', actions: [assign({ confirmDelete: null }), 'fail'] },
          },
        },
      },
    },
  },
});
