/**
 * The small storage interface machines persist through. The app hands the browser's
 * sessionStorage/localStorage in; tests and replays hand an in-memory one in.
 * Keys (spec §3): session token, isAgent, merchant, merchantCode; local hisLang, lang, merchantCode.
 */
export interface AppStorage {
  getSession(key: string): string | null;
  setSession(key: string, value: string): void;
  removeSession(key: string): void;
  /** Clears the session store except the named keys (logout keeps merchantCode). */
  clearSession(except: readonly string[]): void;
  getLocal(key: string): string | null;
  setLocal(key: string, value: string): void;
  removeLocal(key: string): void;
  /**
   * The remembered login ("remember password"), or null when none or expired: the username only.
   * The password is left to the browser's own credential store (decision 0011).
   */
  getRemembered(): RememberedLogin | null;
  /** Remembers a login for `hours` (null forgets it). */
  setRemembered(login: RememberedLogin | null, hours: number): void;
  /**
   * This device's id: a UUID made once and kept in local storage (`SHELL_deviceId`), sent as
   * `loginDeviceId` with logins and registrations (G1; gateway-protocol §2.2).
   */
  deviceId(): string;
}

/** Where the device's id is kept (G1 names its cookie SHELL_deviceId). */
export const DEVICE_ID_KEY = 'SHELL_deviceId';

export interface RememberedLogin {
  username: string;
}

/** Reads a stored remembered login, keeping only the username (older builds also kept the password). */
export function parseRemembered(raw: string | null): (RememberedLogin & { expires?: number }) | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as { username?: unknown; expires?: unknown };
    if (typeof saved?.username !== 'string' || !saved.username) return null;
    return { username: saved.username, ...(typeof saved.expires === 'number' ? { expires: saved.expires } : {}) };
  } catch {
    return null;
  }
}

export const STORAGE_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  hisLang: 'hisLang',
  lang: 'lang',
  hideBalance: 'hideBalance',
} as const;

type Store = Map<string, string>;

/** An in-memory storage, for tests, replays and Node. */
export function createMemoryStorage(initial?: { session?: Record<string, string>; local?: Record<string, string> }): AppStorage & {
  dump(): { session: Record<string, string>; local: Record<string, string> };
} {
  const session: Store = new Map(Object.entries(initial?.session ?? {}));
  const local: Store = new Map(Object.entries(initial?.local ?? {}));
  return {
    getSession: (k) => session.get(k) ?? null,
    setSession: (k, v) => void session.set(k, v),
    removeSession: (k) => void session.delete(k),
    clearSession: (except) => {
      for (const k of [...session.keys()]) if (!except.includes(k)) session.delete(k);
    },
    getLocal: (k) => local.get(k) ?? null,
    setLocal: (k, v) => void local.set(k, v),
    removeLocal: (k) => void local.delete(k),
    // Expiry is the browser implementation's concern; in memory a remembered login lasts the run.
    getRemembered: () => {
      const saved = parseRemembered(local.get('rememberedLogin') ?? null);
      return saved ? { username: saved.username } : null;
    },
    setRemembered: (login) => {
      if (login) local.set('rememberedLogin', JSON.stringify({ username: login.username }));
      else local.delete('rememberedLogin');
    },
    // A fixed id unless the test gave one: runs and replays stay the same.
    deviceId: () => {
      if (!local.has(DEVICE_ID_KEY)) local.set(DEVICE_ID_KEY, '00000000-0000-4000-8000-000000000001');
      return local.get(DEVICE_ID_KEY)!;
    },
    dump: () => ({ session: Object.fromEntries(session), local: Object.fromEntries(local) }),
  };
}
