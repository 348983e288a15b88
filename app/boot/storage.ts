import { parseRemembered, type AppStorage } from '../../machines/shared/storage';

const REMEMBER_KEY = 'rememberedLogin';

/** The browser's storages behind the machines' storage interface; private modes that throw are tolerated. */
export function browserStorage(): AppStorage {
  const safe = <T,>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  const ss = () => window.sessionStorage;
  const ls = () => window.localStorage;
  return {
    getSession: (k) => safe(() => ss().getItem(k), null),
    setSession: (k, v) => safe(() => ss().setItem(k, v), undefined),
    removeSession: (k) => safe(() => ss().removeItem(k), undefined),
    clearSession: (except) =>
      safe(() => {
        const keep = except.map((k) => [k, ss().getItem(k)] as const);
        ss().clear();
        for (const [k, v] of keep) if (v !== null) ss().setItem(k, v);
      }, undefined),
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
  };
}
