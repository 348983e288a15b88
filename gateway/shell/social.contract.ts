/**
 * Social sign-in: the providers the login modal offers (spec §2: facebook, google, line), the
 * login `type` their logins are made with, and the message the provider's sign-in page posts back
 * to the app (its contract, shared by the app's popup and the simulator's provider page).
 */
export const SOCIAL_PROVIDERS = ['facebook', 'google', 'line'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** W1 calls the social sign-in `loginFirebaseV2({channel})` and its login type "firebase" (W1 handleAfterLogin). */
export const SOCIAL_LOGIN_TYPE = 'firebase';

/** The `source` of every message the provider's page posts to the app (window.opener.postMessage). */
export const SOCIAL_MESSAGE_SOURCE = 'croupier-social';

/** The message the sign-in page posts: the ID token, or an error code of the provider's. */
type SocialMessage =
  | { source: typeof SOCIAL_MESSAGE_SOURCE; provider: SocialProvider; idToken: string }
  | { source: typeof SOCIAL_MESSAGE_SOURCE; provider: SocialProvider; error: string };

/** Whether a message the app received is the sign-in page's, about `provider`. */
export function isSocialMessage(data: unknown, provider: SocialProvider): data is SocialMessage {
  const m = data as Partial<Record<'source' | 'provider' | 'idToken' | 'error', unknown>> | null;
  return (
    !!m &&
    typeof m === 'object' &&
    m.source === SOCIAL_MESSAGE_SOURCE &&
    m.provider === provider &&
    (typeof m.idToken === 'string' || typeof m.error === 'string')
  );
}

export const isSocialProvider = (x: unknown): x is SocialProvider => typeof x === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(x);

/**
 * The brand's social sign-ins (`brand.socialLogins`, read as written) that can be offered, in the
 * spec's order: the known providers whose address is an http(s) page or a path on this site.
 */
export function usableSocialLogins(raw: unknown): [SocialProvider, string][] {
  if (!raw || typeof raw !== 'object') return [];
  return SOCIAL_PROVIDERS.flatMap((p) => {
    const url = (raw as Record<string, unknown>)[p];
    const address = typeof url === 'string' ? url.trim() : '';
    return /^https?:\/\/\S+$/i.test(address) || /^\/(?!\/)\S*$/.test(address) ? [[p, address] as [SocialProvider, string]] : [];
  });
}
