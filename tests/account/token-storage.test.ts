// @vitest-environment jsdom
// No token readable in storage. The browser storage holds the session token in memory
// while the page runs and parks it in sessionStorage only while the page is hidden or unloading,
// so a reload in the tab stays logged in (decision 0013).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserStorage as openStorage } from '../../app/boot/storage';

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** One page's storage; the listeners of the pages before end with the test (the app makes one per page). */
let pages = new AbortController();
const browserStorage = () => openStorage({ signal: pages.signal });

describe('the session token in the browser', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setVisibility('visible');
  });
  afterEach(() => {
    pages.abort();
    pages = new AbortController();
    sessionStorage.clear();
  });

  it('is not in sessionStorage while the page runs, and the machines still read it', () => {
    const storage = browserStorage();
    storage.setSession('token', 'tok-123');
    storage.setSession('isAgent', '0');
    expect(storage.getSession('token')).toBe('tok-123');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(Object.values({ ...sessionStorage })).not.toContain('tok-123');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
  });

  it('survives a reload: parked on pagehide, taken back out by the next page', () => {
    const before = browserStorage();
    before.setSession('token', 'tok-123');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    pages.abort(); // the old page is gone
    pages = new AbortController();
    const after = browserStorage();
    expect(after.getSession('token')).toBe('tok-123');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('is parked while the tab is hidden (a phone may discard it) and taken out when it shows again', () => {
    const storage = browserStorage();
    storage.setSession('token', 'tok-123');
    setVisibility('hidden');
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    storage.setSession('token', 'tok-renewed');
    expect(sessionStorage.getItem('token')).toBe('tok-renewed');
    setVisibility('visible');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(storage.getSession('token')).toBe('tok-renewed');
  });

  it('a logout forgets it everywhere, the parked copy too, and keeps the merchant code', () => {
    const storage = browserStorage();
    storage.setSession('token', 'tok-123');
    storage.setSession('merchantCode', 'croupier');
    setVisibility('hidden');
    storage.clearSession(['merchantCode']);
    expect(storage.getSession('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('croupier');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(browserStorage().getSession('token')).toBeNull();
  });

  it('removing the token removes the parked copy', () => {
    const storage = browserStorage();
    storage.setSession('token', 'tok-123');
    window.dispatchEvent(new Event('pagehide'));
    storage.removeSession('token');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(storage.getSession('token')).toBeNull();
  });
});
