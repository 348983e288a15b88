/** Every long-lived actor's systemId, in one table. `system.get(SYSTEM_IDS.session)`. */
export const SYSTEM_IDS = {
  root: 'root',
  bootstrap: 'bootstrap',
  language: 'language',
  session: 'session',
  wallet: 'wallet',
  content: 'content',
  /** Short-lived: the login attempt, alive while the session is logged out. */
  login: 'login',
} as const;

export type SystemId = (typeof SYSTEM_IDS)[keyof typeof SYSTEM_IDS];
