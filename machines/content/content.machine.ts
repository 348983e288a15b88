/**
 * content: the language-bound reads the shell shows everywhere: announcements (banners, marquee
 * notices, popups, promotions) and the help-centre titles. Loaded at start and again on a change
 * of language or of login state; a failure keeps what was shown and retries on the next change.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../gateway/errors';
import type { LanguageChanged, SessionChanged } from '../shared/broadcasts';
import { notProvided, toErrorInfo } from '../shared/effect';
import { type Announcements, type HelpEntry } from './content.effects';

export interface ContentContext {
  announcements: Announcements;
  help: HelpEntry[];
  error: GatewayErrorInfo | null;
}

export type ContentEvent = { type: 'content.refresh' } | LanguageChanged | SessionChanged;

export const EMPTY_ANNOUNCEMENTS: Announcements = { banners: [], notices: [], popups: [], promotions: [] };

export const contentMachine = setup({
  types: { context: {} as ContentContext, events: {} as ContentEvent },
  actors: {
    fetchAnnouncements: notProvided<void, Announcements>('fetchAnnouncements'),
    fetchHelp: notProvided<void, HelpEntry[]>('fetchHelp'),
  },
}).createMachine({
  id: 'content',
  context: { announcements: EMPTY_ANNOUNCEMENTS, help: [], error: null },
  initial: 'loading',
  on: {
    'content.refresh': '.loading',
    'language.changed': '.loading',
    // Announcements differ for members and visitors (popups A and F, or B).
    'session.changed': '.loading',
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
                onDone: { target: 'done', actions: assign({ announcements: ({ event }) => event.output }) },
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
                onDone: { target: 'done', actions: assign({ help: ({ event }) => event.output }) },
                onError: { target: 'done', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'ready',
    },
    ready: {},
  },
});
