import type { AppStorage } from '../../machines/storage';

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
  };
}
