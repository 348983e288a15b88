// @vitest-environment jsdom
/**
 * "Remember password" (spec §2, §9: 24 hours; hidden on the agent page): the login is kept for
 * a day and fills the form next time; unticked, nothing is kept. Kept in local storage with an
 * expiry rather than a cookie, so the password is never sent along with gateway requests.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from '../../app/boot/storage';
import { openLogin, useRuns, type ScenarioRun } from '../support/scenario';

const newRun = useRuns();
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

async function logIn(r: ScenarioRun, username: string, password: string, remember: boolean) {
  await openLogin(r);
  const send = (event: Record<string, unknown>) => r.step({ send: { to: 'login', event: event as { type: string } } });
  await send({ type: 'form.change', field: 'username', value: username });
  await send({ type: 'form.change', field: 'password', value: password });
  if (remember) await send({ type: 'login.toggleRemember' });
  await send({ type: 'form.submit' });
  await r.step({ expect: { actor: 'session', state: 'loggedIn' } });
}

describe('remember password', () => {
  it('fills the login form after a logout when ticked, and forgets when unticked', async () => {
    const r = await newRun({ id: 'remember' });
    await logIn(r, 'player01', 'Player123', true);
    await r.step({ send: { to: 'session', event: { type: 'session.logout' } } });
    await r.step({ expect: { actor: 'session', state: 'loggedOut' } });
    await openLogin(r);
    await r.step({ expect: { actor: 'login', context: { username: 'player01', password: 'Player123', remember: true } } });
    // Logging in again with the box unticked forgets it.
    await r.step({ send: { to: 'login', event: { type: 'login.toggleRemember' } } });
    await r.step({ send: { to: 'login', event: { type: 'form.submit' } } });
    await r.step({ expect: { actor: 'session', state: 'loggedIn' } });
    await r.step({ send: { to: 'session', event: { type: 'session.logout' } } });
    await r.step({ expect: { actor: 'session', state: 'loggedOut' } });
    await openLogin(r);
    await r.step({ expect: { actor: 'login', context: { username: '', password: '', remember: false } } });
  });

  it('is never kept from the agent login page', async () => {
    const r = await newRun({ id: 'remember-agent' });
    await openLogin(r, 'agent');
    await logIn(r, 'agent01', 'Agent123', true);
    expect(r.storage.getRemembered()).toBeNull();
  });

  it('expires after 24 hours in the browser', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const storage = browserStorage();
    storage.setRemembered({ username: 'player01', password: 'Player123' }, 24);
    vi.setSystemTime(new Date('2026-11-22T09:59:00Z'));
    expect(storage.getRemembered()).toEqual({ username: 'player01', password: 'Player123' });
    vi.setSystemTime(new Date('2026-11-22T10:01:00Z'));
    expect(storage.getRemembered()).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
    // It never becomes a cookie (cookies travel with every gateway request).
    expect(document.cookie).not.toMatch(/Player123/);
  });
});
