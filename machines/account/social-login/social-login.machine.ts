/**
 * socialLogin: a sign-in with facebook, google or line from the login modal (spec §2, when the
 * brand offers them). Choosing a provider opens its sign-in page in a popup; the page posts the
 * provider's ID token back; the gateway's login is called with it (login type "firebase", the
 * provider as the channel); the session takes the login over (`session.authenticated`, no forced
 * password change for this type: W1 handleAfterLogin). Each failure is named and shown with its
 * message: the popup blocked, the popup closed before signing in, the provider's error, the
 * gateway's refusal. Trying again is choosing a provider again; one sign-in at a time.
 */
import { assign, setup } from 'xstate';
import type { LoginValue } from '../../../gateway/account/schemas';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type SessionChanged } from '../../shared/broadcasts';
import { errorOf, notProvided, toErrorInfo } from '../../shared/effect';
import type { ProviderSignIn, ProviderToken, SocialProvider } from './social-login.types';

export interface SocialLoginContext {
  provider: SocialProvider | null;
  url: string | null;
  idToken: string | null;
  error: GatewayErrorInfo | null;
}

export type SocialLoginEvent =
  SessionChanged | { type: 'social.start'; provider: SocialProvider; url: string } | { type: 'social.cancel' } | { type: 'social.dismiss' };

const IDLE: SocialLoginContext = { provider: null, url: null, idToken: null, error: null };

export const socialLoginMachine = setup({
  types: { context: {} as SocialLoginContext, events: {} as SocialLoginEvent },
  actors: {
    signInWithProvider: notProvided<ProviderSignIn, ProviderToken>('signInWithProvider'),
    socialLogin: notProvided<{ provider: SocialProvider; idToken: string }, LoginValue>('socialLogin'),
  },
  actions: {
    fail: assign({ idToken: null, error: ({ event }) => toErrorInfo(errorOf(event)) }),
  },
}).createMachine({
  id: 'socialLogin',
  context: IDLE,
  initial: 'idle',
  on: {
    // Someone logged in or out meanwhile: nothing of this attempt is kept.
    'session.changed': { target: '.idle', actions: assign(IDLE) },
  },
  states: {
    idle: {
      on: {
        'social.start': { target: 'withProvider', actions: assign(({ event }) => ({ provider: event.provider, url: event.url, idToken: null, error: null })) },
        'social.dismiss': { actions: assign({ error: null }) },
      },
    },
    /** The provider's popup is open: waiting for its token. */
    withProvider: {
      invoke: {
        id: 'signInWithProvider',
        src: 'signInWithProvider',
        input: ({ context }) => ({ provider: context.provider!, url: context.url! }),
        onDone: { target: 'loggingIn', actions: assign({ idToken: ({ event }) => event.output.idToken }) },
        onError: { target: 'idle', actions: 'fail' },
      },
      // Leaving closes the popup (the effect is stopped).
      on: { 'social.cancel': { target: 'idle', actions: assign(IDLE) } },
    },
    /** The gateway's login with the provider's token. */
    loggingIn: {
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        input: ({ context }) => ({ provider: context.provider!, idToken: context.idToken! }),
        onDone: {
          target: 'idle',
          actions: [
            tell('session', ({ event }) => ({ type: 'session.authenticated' as const, value: event.output, username: event.output.userName ?? '' })),
            assign(IDLE),
          ],
        },
        onError: { target: 'idle', actions: 'fail' },
      },
    },
  },
});
