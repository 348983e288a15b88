/**
 * Run-time state of the account workflows: failed logins (the captcha's count and the
 * throttle's), free-play trials' activity, image captchas, geetest challenges, the SMS outbox,
 * third-party phone sign-in tokens and the members' saved languages. Everything random comes from
 * `ctx.accountRandom`; time from `ctx.clock`. reset() starts a fresh state.
 */
import { contextOf, type SimContext } from '../kernel/context';
import { createLoginThrottle, type LoginThrottle } from './throttle';

/** `bind`: a logged-in member binding a mobile; `bindEmail`: a code mailed to an address (same outbox, `mobile` is then the address). */
export type SmsPurpose = 'noLogin' | 'register' | 'bind' | 'bindEmail';

/** One verification code the simulated SMS gateway sent (`sim.sms.outbox()`). */
export interface SmsMessage {
  /** Send order, from 1. */
  seq: number;
  /** `+<dialing code><national number>`, e.g. `+66812345601`. */
  mobile: string;
  code: string;
  /** `noLogin` (SMS login, phone password reset, unregistered-IP check) or `register`. */
  purpose: SmsPurpose;
  /** epoch ms (simulator clock) */
  sentAt: number;
  expiresAt: number;
}

export interface SmsRecord extends SmsMessage {
  national: string;
  used: boolean;
}

/** A token of the simulated third-party phone sign-in: good for one registration of that number. */
interface FirebaseTokenRecord {
  national: string;
  expiresAt: number;
  used: boolean;
}

interface CaptchaRecord {
  id: string;
  code: string;
}

/** A geetest challenge: its stand-in puzzle's hidden x, and the validate once the drag passed. */
interface ChallengeRecord {
  id: string;
  target: number;
  pieceY: number;
  hue: number;
  validate: string | null;
}

export interface AccountState {
  /** Failed logins per lower-cased username since its last success (the captcha's count). */
  failures: Map<string, number>;
  /** Failed logins per account and per client address within the throttle's window (throttle.ts). */
  throttle: LoginThrottle;
  /** Free-play trial member id → its last call (simulator clock): the idle expiry and recycling (trials.ts). */
  trials: Map<number, number>;
  /** `cookie:<captchaId>` and `slot:<merchant>|<device>` → the captcha issued there. */
  captchas: Map<string, CaptchaRecord>;
  /** The code of the most recently issued captcha (tests, the simulator panel). */
  lastCaptcha: string | undefined;
  /** geetest challenge → its puzzle and check. */
  challenges: Map<string, ChallengeRecord>;
  sms: SmsRecord[];
  /** firebaseIdToken → the number it verified. */
  firebaseTokens: Map<string, FirebaseTokenRecord>;
  /** account → the language last saved with /wps/member/language (the gateway's spelling). */
  memberLanguages: Map<string, string>;
}

// The context carries it as `ctx.account`, declared here so that the kernel names no feature.
declare module '../kernel/context' {
  interface SimContext {
    /** Run-time account workflow state: failed logins, captchas, geetest challenges, the SMS outbox. */
    account: AccountState;
  }
}

export function createAccountState(): AccountState {
  return {
    failures: new Map(),
    throttle: createLoginThrottle(),
    trials: new Map(),
    captchas: new Map(),
    lastCaptcha: undefined,
    challenges: new Map(),
    sms: [],
    firebaseTokens: new Map(),
    memberLanguages: new Map(),
  };
}

// ---- the account PRNG ---------------------------------------------------------------------

export function randomDigits(ctx: SimContext, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(Math.floor(ctx.accountRandom() * 10));
  return out;
}

export function randomHex(ctx: SimContext, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += Math.floor(ctx.accountRandom() * 16).toString(16);
  return out;
}

// ---- test hooks --------------------------------------------------------------------------

/** The hidden x of a geetest challenge's stand-in puzzle (tests); `undefined` once spent or unknown. */
export function solveChallenge(sim: object, id: string): number | undefined {
  return contextOf(sim).account.challenges.get(id)?.target;
}

/** The language a member last saved with /wps/member/language (tests); undefined when never. */
export function memberLanguage(sim: object, account: string): string | undefined {
  return contextOf(sim).account.memberLanguages.get(account);
}

/** The code of the most recently issued image captcha (tests, the simulator panel). */
export function peekCaptcha(sim: object): string | undefined {
  return contextOf(sim).account.lastCaptcha;
}
