import { DEVICE_ID_KEY, parseRemembered, STORAGE_KEYS, type AppStorage } from '../../machines/shared/storage';

const REMEMBER_KEY = 'rememberedLogin';
const TOKEN = STORAGE_KEYS.token;
/** The device id made on this page when local storage could not keep one. */
let deviceIdFallback: string | null = null;

/**
 * The browser's storages behind the machines' storage interface; private modes that throw are tolerated.
 *
 * The session token is held in memory while the page runs (decision 0013): nothing a script, an
 * extension or a storage dump reads from `sessionStorage` carries it. It is parked in
 * `sessionStorage.token` only while the page is hidden or unloading (a reload, a payment page in
 * the same tab, a phone that discards a background tab), and taken back out when the page starts
 * or turns visible again, so a reload keeps the player logged in within the tab as the spec's routes
 * assume.
 */
export function browserStorage({ signal }: { signal?: AbortSignal } = {}): AppStorage {
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  const ss = () => window.sessionStorage;
  const ls = () => window.localStorage;

  /** Takes a parked token back out of storage (this page's own, or the page before a reload's). */
  const unpark = () => {
    const parked = safe(() => ss().getItem(TOKEN), null);
    if (parked !== null) {
      token ??= parked;
      safe(() => ss().removeItem(TOKEN), undefined);
    }
  };
  const park = () => {
    if (token !== null) safe(() => ss().setItem(TOKEN, token!), undefined);
  };
  let token: string | null = null;
  unpark();
  // `signal` ends the listeners (tests make several of these in one document; the app makes one).
  // A page restored from the back-forward cache turns visible again: that takes the token back.
  window.addEventListener('pagehide', park, { signal });
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? park() : unpark()), { signal });

  return {
    getSession: (k) => (k === TOKEN ? token : safe(() => ss().getItem(k), null)),
    setSession: (k, v) => {
      if (k !== TOKEN) return safe(() => ss().setItem(k, v), undefined);
      token = v;
      // A token renewed while the page is hidden replaces the parked one.
      if (document.visibilityState === 'hidden') park();
    },
    removeSession: (k) => {
      if (k === TOKEN) token = null;
      safe(() => ss().removeItem(k), undefined);
    },
    clearSession: (except) => {
      if (!except.includes(TOKEN)) token = null;
      safe(() => {
        const keep = except.filter((k) => k !== TOKEN).map((k) => [k, ss().getItem(k)] as const);
        ss().clear();
        for (const [k, v] of keep) if (v !== null) ss().setItem(k, v);
      }, undefined);
    },
    getLocal: (k) => safe(() => ls().getItem(k), null),
    setLocal: (k, v) => safe(() => ls().setItem(k, v), undefined),
    removeLocal: (k) => safe(() => ls().removeItem(k), undefined),
    // "Remember password" (spec: a 24-hour cookie; decision 0011): the username with an expiry in
    // local storage, never the password (the browser's credential store offers that, through the
    // form's autocomplete="current-password"). Never a cookie: it would travel to the gateway.
    getRemembered: () =>
      safe(() => {
        const raw = ls().getItem(REMEMBER_KEY);
        const saved = parseRemembered(raw);
        if (!saved || !saved.expires || saved.expires < Date.now()) {
          if (raw !== null) ls().removeItem(REMEMBER_KEY);
          return null;
        }
        // An entry written by an older build also held the password: rewrite it without.
        if (raw!.includes('"password"')) ls().setItem(REMEMBER_KEY, JSON.stringify(saved));
        return { username: saved.username };
      }, null),
    setRemembered: (login, hours) =>
      safe(() => {
        if (!login) ls().removeItem(REMEMBER_KEY);
        else ls().setItem(REMEMBER_KEY, JSON.stringify({ username: login.username, expires: Date.now() + hours * 3_600_000 }));
      }, undefined),
    // Made once per device; where local storage is unavailable, one per page load.
    deviceId: () => {
      const saved = safe(() => ls().getItem(DEVICE_ID_KEY), null);
      if (saved) return saved;
      deviceIdFallback ??= globalThis.crypto.randomUUID();
      safe(() => ls().setItem(DEVICE_ID_KEY, deviceIdFallback!), undefined);
      return deviceIdFallback;
    },
  };
}
