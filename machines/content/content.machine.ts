/**
 * content: the language-bound reads the shell shows everywhere: announcements (banners, marquee
 * notices, promotions) and the help centre. Loaded at start and again on a change of language
 * (both) or of login state (the announcements); a failure keeps what was shown and is read again
 * on the next change, and the help centre can be asked again (`help.retry`).
 *
 * It also remembers which notices were opened on this device (`notices.read`): the header
 * bell's dot is for notices not opened yet. The list is kept in local storage and trimmed to
 * the notices that still exist whenever they are read again.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../gateway/errors';
import type { LanguageChanged, SessionChanged } from '../shared/broadcasts';
import { notProvided, toErrorInfo } from '../shared/effect';
import type { AppStorage } from '../shared/storage';
import type { Announcements, HelpEntry } from './content.types';

export interface ContentInput {
  storage: AppStorage;
}

export interface ContentContext {
  storage: AppStorage | null;
  announcements: Announcements;
  help: HelpEntry[];
  /** Ids of the notices opened on this device. */
  readNotices: string[];
  error: GatewayErrorInfo | null;
  helpError: GatewayErrorInfo | null;
}

export type ContentEvent =
  | { type: 'content.refresh' }
  /** A notice was opened (in the notice modal). */
  | { type: 'notices.read'; id: string }
  /** The help centre failed to load: ask again. */
  | { type: 'help.retry' }
  | LanguageChanged
  | SessionChanged;

export const EMPTY_ANNOUNCEMENTS: Announcements = { banners: [], notices: [], promotions: [] };
/** Local storage key of the notices opened on this device. */
export const READ_NOTICES_KEY = 'readNotices';

function storedReadNotices(storage: AppStorage | null): string[] {
  try {
    const raw = JSON.parse(storage?.getLocal(READ_NOTICES_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export const contentMachine = setup({
  types: { context: {} as ContentContext, events: {} as ContentEvent, input: {} as ContentInput | undefined },
  actors: {
    fetchAnnouncements: notProvided<void, Announcements>('fetchAnnouncements'),
    fetchHelp: notProvided<void, HelpEntry[]>('fetchHelp'),
  },
  guards: {
    unread: ({ context, event }) => event.type === 'notices.read' && event.id !== '' && !context.readNotices.includes(event.id),
    helpFailed: ({ context }) => context.helpError !== null,
  },
  actions: {
    saveReadNotices: ({ context }) => context.storage?.setLocal(READ_NOTICES_KEY, JSON.stringify(context.readNotices)),
  },
}).createMachine({
  id: 'content',
  context: ({ input }) => ({
    storage: input?.storage ?? null,
    announcements: EMPTY_ANNOUNCEMENTS,
    help: [],
    readNotices: storedReadNotices(input?.storage ?? null),
    error: null,
    helpError: null,
  }),
  initial: 'loading',
  on: {
    'content.refresh': '.loading',
    'language.changed': '.loading',
    // Announcements differ for members and visitors.
    'session.changed': '.loading',
    'notices.read': { guard: 'unread', actions: [assign({ readNotices: ({ context, event }) => [...context.readNotices, event.id] }), 'saveReadNotices'] },
  },
  states: {
    loading: {
      type: 'parallel',
      states: {
        announcements: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchAnnouncements',
                src: 'fetchAnnouncements',
                onDone: {
                  target: 'done',
                  actions: [
                    assign(({ context, event }) => {
                      // Forget the opened notices that are gone (ids are the same in every language).
                      const ids = new Set(event.output.notices.map((n) => n.id));
                      return { announcements: event.output, error: null, readNotices: context.readNotices.filter((id) => ids.has(id)) };
                    }),
                    'saveReadNotices',
                  ],
                },
                onError: { target: 'done', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
              },
            },
            done: { type: 'final' },
          },
        },
        help: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchHelp',
                src: 'fetchHelp',
                onDone: { target: 'done', actions: assign({ help: ({ event }) => event.output, helpError: null }) },
                onError: { target: 'done', actions: assign({ helpError: ({ event }) => toErrorInfo(event.error) }) },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'ready',
    },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'help.retry': { guard: 'helpFailed', target: 'retryingHelp' } } },
        retryingHelp: {
          invoke: {
            id: 'retryHelp',
            src: 'fetchHelp',
            onDone: { target: 'idle', actions: assign({ help: ({ event }) => event.output, helpError: null }) },
            onError: { target: 'idle', actions: assign({ helpError: ({ event }) => toErrorInfo(event.error) }) },
          },
        },
      },
    },
  },
});
