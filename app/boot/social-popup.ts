/**
 * The social sign-in's provider popup (the effect `signInWithProvider`,
 * machines/account/social-login): opens the provider's sign-in page (the brand's `socialLogins`
 * address, told this app's origin as `origin`) in a popup and waits for the message it posts back
 * (gateway/shell/social.contract.ts): the person's ID token, or the provider's error. Only a
 * message from that popup, from the page's own origin, about this provider counts.
 *
 * Failures, each a named code the login modal translates: the browser refused the popup
 * (`social.popup.blocked`), the person closed it first (`social.popup.closed`, noticed within half a
 * second), the provider answered an error (`social.provider.error`). Stopping the effect (the
 * person cancelled, logged in otherwise) closes the popup.
 */
import { isSocialMessage } from '../../gateway/shell/social.contract';
import { errorInfo } from '../../machines/shared/effect';
import { SOCIAL_FAILURES, type ProviderSignIn, type ProviderToken } from '../../machines/account/social-login/social-login.types';

const fail = (f: (typeof SOCIAL_FAILURES)[keyof typeof SOCIAL_FAILURES], detail?: string) => {
  const info = errorInfo(f.code, f.messageKey);
  return detail ? { ...info, serverMessage: detail } : info;
};

/** The popup's size: a provider's sign-in page fits in it on a phone and on a desktop. */
const FEATURES = 'popup=yes,width=480,height=640';

export function openProviderPopup({ provider, url }: ProviderSignIn, signal: AbortSignal, win: Window = window): Promise<ProviderToken> {
  const target = new URL(url, win.location.href);
  target.searchParams.set('origin', win.location.origin);
  return new Promise<ProviderToken>((resolve, reject) => {
    const popup = win.open(target.href, `croupier-social-${provider}`, FEATURES);
    if (!popup) {
      reject(fail(SOCIAL_FAILURES.blocked));
      return;
    }
    const done = () => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(watch);
      signal.removeEventListener('abort', onAbort);
    };
    const onMessage = (e: MessageEvent) => {
      if (e.source !== popup || e.origin !== target.origin) return;
      const m: unknown = e.data;
      if (!isSocialMessage(m, provider)) return;
      done();
      if ('idToken' in m && m.idToken) resolve({ idToken: m.idToken });
      else reject(fail(SOCIAL_FAILURES.provider, 'error' in m ? m.error : undefined));
    };
    const onAbort = () => {
      done();
      popup.close();
    };
    // A closed popup posts nothing: its closing is seen by looking.
    const watch = win.setInterval(() => {
      if (!popup.closed) return;
      done();
      reject(fail(SOCIAL_FAILURES.closed));
    }, 500);
    win.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort);
  });
}
