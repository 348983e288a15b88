/**
 * memberLanguage: while a member is logged in, every switch of language is saved on the gateway
 * (`/wps/member/language`, as W1's getUpdateLanguage does on each switch). In the background: the
 * Language header already carries the language on every call, so a failed save changes nothing the
 * member sees and is not retried. Loaded at the first login.
 *
 * Invokes saveMemberLanguage (spawned, one per switch). No children otherwise.
 */
import { assign, setup, spawnChild } from 'xstate';
import type { LanguageChanged, SessionChanged } from '../../shared/broadcasts';
import { notProvided } from '../../shared/effect';

export interface MemberLanguageContext {
  /** The language in use (the app's code), known from the start. */
  language: string;
  loggedIn: boolean;
}

export type MemberLanguageEvent = SessionChanged | LanguageChanged;

export const memberLanguageMachine = setup({
  types: { context: {} as MemberLanguageContext, events: {} as MemberLanguageEvent, input: {} as { language: string } },
  actors: { saveMemberLanguage: notProvided<{ language: string }, boolean>('saveMemberLanguage') },
  guards: {
    /** A logged-in member picked another language. */
    switched: ({ context, event }) => event.type === 'language.changed' && context.loggedIn && event.lang !== context.language,
  },
  actions: {
    follow: assign({ language: ({ context, event }) => (event.type === 'language.changed' ? event.lang : context.language) }),
  },
}).createMachine({
  id: 'memberLanguage',
  context: ({ input }) => ({ language: input.language, loggedIn: false }),
  on: {
    'session.changed': { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
    'language.changed': [
      { guard: 'switched', actions: [spawnChild('saveMemberLanguage', { input: ({ event }) => ({ language: (event as LanguageChanged).lang }) }), 'follow'] },
      { actions: 'follow' },
    ],
  },
});
