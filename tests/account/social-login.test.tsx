// @vitest-environment jsdom
/**
 * Social sign-in (spec §2 login modal: facebook, google, line, when the brand offers them):
 * - the provider's popup (app/boot/social-popup.ts) against a stand-in window: blocked, closed,
 *   the provider's error, a message from elsewhere ignored, the token, a cancel closing it;
 * - the login modal's buttons against the real root over fake effects: only the brand's providers,
 *   each failure told in words, a success logging the player in.
 * The simulator playing the providers: social-simulator.test.ts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SocialLogins } from '../../app/account/SocialLogins';
import { openProviderPopup } from '../../app/boot/social-popup';
import { SOCIAL_FAILURES, usableSocialLogins, type ProviderSignIn } from '../../machines/account/social-login/social-login.types';
import { errorInfo } from '../../machines/shared/effect';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

// ---- the popup ---------------------------------------------------------------------------------

/** A window that opens `popup` (or nothing: blocked), on https://app.example. */
function standInWindow(popup: { closed: boolean; close: () => void } | null) {
  const target = new EventTarget();
  const win = {
    location: { href: 'https://app.example/login', origin: 'https://app.example' },
    open: vi.fn((_url: string, _name: string, _features: string) => popup),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setInterval: (fn: () => void, ms: number) => window.setInterval(fn, ms),
    clearInterval: (id: number) => window.clearInterval(id),
  };
  const post = (data: unknown, origin = 'https://id.example', source: unknown = popup) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { win: win as unknown as Window, post, open: win.open };
}

const GOOGLE: ProviderSignIn = { provider: 'google', url: 'https://id.example/google/start?brand=demo' };

describe('the provider popup', () => {
  it('opens the provider page told our origin, ignores messages from elsewhere, and resolves with the token', async () => {
    const popup = { closed: false, close: vi.fn() };
    const { win, post, open } = standInWindow(popup);
    const result = openProviderPopup(GOOGLE, new AbortController().signal, win);
    const url = new URL(open.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://id.example/google/start');
    expect(url.searchParams.get('origin')).toBe('https://app.example');
    expect(url.searchParams.get('brand')).toBe('demo');
    // Another origin, another window, another provider, another source: not ours.
    post({ source: 'croupier-social', provider: 'google', idToken: 'forged' }, 'https://evil.example');
    post({ source: 'croupier-social', provider: 'google', idToken: 'forged' }, 'https://id.example', {});
    post({ source: 'croupier-social', provider: 'line', idToken: 'forged' });
    post({ source: 'other', provider: 'google', idToken: 'forged' });
    post({ source: 'croupier-social', provider: 'google', idToken: 'id-token-1' });
    await expect(result).resolves.toEqual({ idToken: 'id-token-1' });
  });

  it("names each failure: blocked, the provider's error, closed; a cancel closes the popup", async () => {
    const blocked = standInWindow(null);
    await expect(openProviderPopup(GOOGLE, new AbortController().signal, blocked.win)).rejects.toMatchObject({
      code: SOCIAL_FAILURES.blocked.code,
      messageKey: 'errors.socialPopupBlocked',
    });

    const p1 = { closed: false, close: vi.fn() };
    const denied = standInWindow(p1);
    const refused = openProviderPopup(GOOGLE, new AbortController().signal, denied.win);
    denied.post({ source: 'croupier-social', provider: 'google', error: 'access_denied' });
    await expect(refused).rejects.toMatchObject({ code: SOCIAL_FAILURES.provider.code, messageKey: 'errors.socialProviderError' });

    const p2 = { closed: false, close: vi.fn() };
    const closing = standInWindow(p2);
    const closed = openProviderPopup(GOOGLE, new AbortController().signal, closing.win);
    p2.closed = true;
    await expect(closed).rejects.toMatchObject({ code: SOCIAL_FAILURES.closed.code, messageKey: 'errors.socialPopupClosed' });

    const p3 = { closed: false, close: vi.fn() };
    const abort = new AbortController();
    void openProviderPopup(GOOGLE, abort.signal, standInWindow(p3).win).catch(() => {});
    abort.abort();
    expect(p3.close).toHaveBeenCalled();
  });
});

// ---- the login modal's buttons -----------------------------------------------------------------

const LOGIN = { token: 'social-token', userName: 'player01', firstTimeLogin: false, passwordExpired: false };

function system(fakes: Record<string, unknown>, socialLogins: Record<string, string> = { google: 'https://id.example/google', line: '/sim/social/line' }) {
  return createTestSystem({ config: { brand: { socialLogins } }, fakes: fakes as never });
}

describe("the login modal's social buttons", () => {
  it('offers only the providers the brand names (an address that is neither https nor a path of this site is dropped)', () => {
    expect(usableSocialLogins({ google: ' https://id.example/g ', facebook: 'javascript:alert(1)', line: '//evil.example', other: 'https://x' })).toEqual([
      ['google', 'https://id.example/g'],
    ]);
    expect(usableSocialLogins({ line: '/sim/social/line', google: 'https://id.example/g' })).toEqual([
      ['google', 'https://id.example/g'],
      ['line', '/sim/social/line'],
    ]);
    expect(usableSocialLogins(undefined)).toEqual([]);
    expect(usableSocialLogins('https://id.example')).toEqual([]);
    const sys = system({});
    renderWithSystem(<SocialLogins />, sys.services);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      tr('login.social.with', { provider: tr('login.social.google') }),
      tr('login.social.with', { provider: tr('login.social.line') }),
    ]);
  });

  it('shows nothing when the brand offers none', () => {
    const sys = createTestSystem();
    const { container } = renderWithSystem(<SocialLogins />, sys.services);
    expect(container.textContent).toBe('');
  });

  it.each([
    [
      'the popup blocked',
      'errors.socialPopupBlocked',
      { signInWithProvider: async () => Promise.reject(errorInfo(SOCIAL_FAILURES.blocked.code, SOCIAL_FAILURES.blocked.messageKey)) },
    ],
    [
      'the popup closed',
      'errors.socialPopupClosed',
      { signInWithProvider: async () => Promise.reject(errorInfo(SOCIAL_FAILURES.closed.code, SOCIAL_FAILURES.closed.messageKey)) },
    ],
    [
      "the provider's error",
      'errors.socialProviderError',
      { signInWithProvider: async () => Promise.reject(errorInfo(SOCIAL_FAILURES.provider.code, SOCIAL_FAILURES.provider.messageKey)) },
    ],
    [
      "the gateway's refusal",
      'errors.socialAccountUnbound',
      {
        signInWithProvider: async () => ({ idToken: 't' }),
        socialLogin: async () => Promise.reject(biz('social.account.unbound', 'errors.socialAccountUnbound')),
      },
    ],
  ])('%s is told in words, and nobody is logged in', async (_, key, fakes) => {
    const sys = system(fakes);
    renderWithSystem(<SocialLogins />, sys.services);
    fireEvent.click(screen.getByRole('button', { name: tr('login.social.with', { provider: tr('login.social.google') }) }));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(tr(key));
    expect(sys.actors.session.getSnapshot().matches('loggedOut')).toBe(true);
    // The buttons are free again: choosing a provider again is the retry.
    expect(screen.getByRole('button', { name: tr('login.social.with', { provider: tr('login.social.google') }) }).hasAttribute('disabled')).toBe(false);
  });

  it("while the popup is open the button is busy and Cancel stops it; then a sign-in logs the player in with the provider's token", async () => {
    let release: (v: { idToken: string }) => void = () => {};
    let attempt = 0;
    const sys = system({
      signInWithProvider: () => {
        attempt += 1;
        return attempt === 1 ? new Promise(() => {}) : new Promise((r) => (release = r));
      },
      socialLogin: async () => LOGIN,
    });
    renderWithSystem(<SocialLogins />, sys.services);
    const google = () => screen.getByRole('button', { name: tr('login.social.with', { provider: tr('login.social.google') }) });
    fireEvent.click(google());
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(status.textContent).toContain(tr('login.social.waiting', { provider: tr('login.social.google') }));
    expect(google().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(within(status).getByRole('button', { name: tr('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(google());
    await screen.findByRole('status');
    act(() => release({ idToken: 'google-id-token' }));
    await waitFor(() => expect(sys.actors.session.getSnapshot().matches('loggedIn')).toBe(true), { timeout: 10_000 });
    expect(sys.calls.find((c) => c.name === 'socialLogin')!.input).toEqual({ provider: 'google', idToken: 'google-id-token' });
    // The provider's sign-in skips the forced password change (W1 handleAfterLogin: type firebase).
    expect(sys.actors.session.getSnapshot().context.mustChangePassword).toBe(false);
  });
});
