// @vitest-environment jsdom
/**
 * "Remember password" (spec §2, §9: 24 hours; hidden on the agent page; decision 0011): the
 * username is kept for a day and fills the form next time; unticked, nothing is kept. The password
 * is never kept by the app (a script in the origin could read it back); the browser's credential
 * store offers it. Local storage with an expiry, never a cookie that would travel to the gateway.
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
    await r.step({ expect: { actor: 'login', context: { username: 'player01', password: '', remember: true } } });
    expect(JSON.stringify(r.storage.dump())).not.toContain('Player123');
    // Logging in again with the box unticked forgets it.
    await r.step({ send: { to: 'login', event: { type: 'form.change', field: 'password', value: 'Player123' } } });
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
    storage.setRemembered({ username: 'player01' }, 24);
    vi.setSystemTime(new Date('2026-11-22T09:59:00Z'));
    expect(storage.getRemembered()).toEqual({ username: 'player01' });
    vi.setSystemTime(new Date('2026-11-22T10:01:00Z'));
    expect(storage.getRemembered()).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
    // It never becomes a cookie (cookies travel with every gateway request).
    expect(document.cookie).not.toMatch(/Player123/);
  });

  it('rewrites an entry an older build left with the password in it, keeping the username only', () => {
    localStorage.setItem('rememberedLogin', JSON.stringify({ username: 'player01', password: 'Player123', expires: Date.now() + 3_600_000 }));
    expect(browserStorage().getRemembered()).toEqual({ username: 'player01' });
    expect(localStorage.getItem('rememberedLogin')).not.toContain('Player123');
    // A damaged entry is dropped, never thrown.
    localStorage.setItem('rememberedLogin', '{not json');
    expect(browserStorage().getRemembered()).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });
});
