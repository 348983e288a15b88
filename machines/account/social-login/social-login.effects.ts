/**
 * The social sign-in's effects: the provider's popup (provided by the composition root: it needs a
 * window; app/boot/social-popup.ts) and the gateway login with the provider's token (W1
 * loginByFirebaseDelegate → loginFirebaseV2 with the channel; the login type "firebase").
 */
import type { GatewayClient } from '../../../gateway/client';
import type { LoginValue } from '../../../gateway/account/schemas';
import { SOCIAL_LOGIN_TYPE } from '../../../gateway/shell/social.contract';
import { effect, notProvided } from '../../shared/effect';
import type { ProviderSignIn, ProviderToken, SocialProvider } from './social-login.types';

export const socialLoginEffects = (client: GatewayClient) => ({
  /** Opens the provider's sign-in page and waits for its token (the composition root provides it). */
  signInWithProvider: notProvided<ProviderSignIn, ProviderToken>('signInWithProvider'),
  socialLogin: effect<{ provider: SocialProvider; idToken: string }, LoginValue>((i, signal) =>
    client.call(
      'login',
      { username: '', password: '', type: SOCIAL_LOGIN_TYPE, firebaseChannel: i.provider.toUpperCase(), firebaseIdToken: i.idToken },
      { signal },
    ),
  ),
});

export type SocialLoginEffects = ReturnType<typeof socialLoginEffects>;
