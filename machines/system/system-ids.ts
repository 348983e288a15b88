/** Every long-lived actor's systemId, in one table. `system.get(SYSTEM_IDS.session)`. */
export const SYSTEM_IDS = {
  root: 'root',
  bootstrap: 'bootstrap',
  language: 'language',
  session: 'session',
  wallet: 'wallet',
  content: 'content',
  catalogue: 'catalogue',
  favourites: 'favourites',
  launcher: 'launcher',
  lobby: 'lobby',
  jackpot: 'jackpot',
  agentClock: 'agentClock',
  /** Short-lived: the login attempt, alive while the session is logged out. */
  login: 'login',
  registration: 'registration',
  forgotPassword: 'forgotPassword',
  changePassword: 'changePassword',
  /** The SMS-code children of the login, the registration and the password reset. */
  loginSms: 'loginSms',
  registrationSms: 'registrationSms',
  recoverySms: 'recoverySms',
} as const;

export type SystemId = (typeof SYSTEM_IDS)[keyof typeof SYSTEM_IDS];

/** Actors told when a member logs in or out (`session.changed`). */
export const SESSION_LISTENERS = [SYSTEM_IDS.favourites, SYSTEM_IDS.launcher, SYSTEM_IDS.lobby, SYSTEM_IDS.catalogue] as const;
/** Actors that hold language-bound data and refresh it on `language.changed`. */
export const LANGUAGE_LISTENERS = [SYSTEM_IDS.bootstrap, SYSTEM_IDS.content, SYSTEM_IDS.catalogue, SYSTEM_IDS.lobby, SYSTEM_IDS.launcher] as const;
