/**
 * The failed-login throttle, as the provider's gateway answers a client that guesses: after too
 * many failed logins of one account, or from one client address (whatever the accounts), further
 * logins there answer `TOO_MANY_REQUEST` (gateway-protocol §3.3, "clicking too often") until the
 * wait is over, whatever the password. The captcha after a failed login (CAPTCHA3) slows a person
 * down; this stops a script.
 *
 * Counted: a wrong password, an unknown account, a wrong SMS login code, a wrong unregistered-IP
 * verification code. Not counted: a missing or wrong captcha, a failed slider (no password was
 * tried). A success clears the account's count, never the address's (a script with one good
 * account would otherwise reset its own). Time is the simulator's clock, so a scenario replays.
 */
import type { SimContext } from '../kernel/context';
import { fail } from '../kernel/envelope';
import { clientAddress } from '../kernel/route';

/**
 * Spec §9, "too-many-requests wait 5 minutes": how long a throttled login waits, and the window
 * failures are counted in (ten failures spread over more than five minutes never add up).
 */
export const LOGIN_THROTTLE_WINDOW_MS = 5 * 60_000;

/**
 * Failed logins of one account within the window, after which its logins wait. Ten leaves a
 * member who mistypes plenty of tries (the captcha asks after the first by default) and holds a
 * guesser to 120 passwords an hour.
 */
export const ACCOUNT_FAILURE_LIMIT = 10;

/**
 * Failed logins from one client address within the window, whatever the accounts: a script
 * trying one password on many accounts. Five accounts' worth, because members behind one address
 * (a mobile carrier's NAT, an office, `npm run preview`, which forwards every browser from its own
 * address) must not lock one another out when a few of them mistype.
 */
export const ADDRESS_FAILURE_LIMIT = 5 * ACCOUNT_FAILURE_LIMIT;

/** Below this many tracked keys, nothing is swept; above, finished entries go (see `recordLoginFailure`). */
const SWEEP_FLOOR = 1024;

interface Bucket {
  /** Failures within the window, oldest first (simulator clock, epoch ms). */
  failures: number[];
  /** Logins wait until then (0: not throttled). */
  lockedUntil: number;
}

export interface LoginThrottle {
  /** `account:<lower-cased name>` and `address:<client address>` → its failures. */
  buckets: Map<string, Bucket>;
  /** The size at which finished entries are swept next. */
  sweepAt: number;
}

export function createLoginThrottle(): LoginThrottle {
  return { buckets: new Map(), sweepAt: SWEEP_FLOOR };
}

const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

function waitOf(ctx: SimContext, key: string): number {
  const bucket = ctx.account.throttle.buckets.get(key);
  return bucket ? Math.max(0, bucket.lockedUntil - ctx.clock.now()) : 0;
}

/**
 * How long (ms) a login of `account` from the client of `request` must still wait; 0 = it may
 * be tried. `account` is the member's account name when there is one, else what was typed.
 */
export function loginWait(ctx: SimContext, account: string, request: Request): number {
  return Math.max(waitOf(ctx, accountKey(account)), waitOf(ctx, addressKey(clientAddress(request))));
}

/** The answer to a login that must wait `waitMs`. */
export function tooManyLogins(waitMs: number): Response {
  const seconds = Math.ceil(waitMs / 1000);
  return fail('TOO_MANY_REQUEST', { message: `Too many failed logins, please retry in ${seconds} seconds`, value: { retryAfterSeconds: seconds } });
}

function count(ctx: SimContext, key: string, limit: number, now: number): void {
  const { buckets } = ctx.account.throttle;
  const bucket = buckets.get(key) ?? { failures: [], lockedUntil: 0 };
  const failures = bucket.failures.filter((at) => now - at < LOGIN_THROTTLE_WINDOW_MS);
  failures.push(now);
  // The limit reached: the next logins wait the whole window, and the count starts again after it.
  buckets.set(key, failures.length >= limit ? { failures: [], lockedUntil: now + LOGIN_THROTTLE_WINDOW_MS } : { failures, lockedUntil: bucket.lockedUntil });
}

/** A failed login of `account` from the client of `request`. */
export function recordLoginFailure(ctx: SimContext, account: string, request: Request): void {
  const now = ctx.clock.now();
  count(ctx, accountKey(account), ACCOUNT_FAILURE_LIMIT, now);
  count(ctx, addressKey(clientAddress(request)), ADDRESS_FAILURE_LIMIT, now);
  // Every name a guesser types is a key: once there are many, the finished ones (no wait, no
  // failure left in the window) go, and the next sweep waits until the map has doubled again.
  const throttle = ctx.account.throttle;
  if (throttle.buckets.size > throttle.sweepAt) {
    for (const [key, bucket] of throttle.buckets) {
      if (bucket.lockedUntil <= now && bucket.failures.every((at) => now - at >= LOGIN_THROTTLE_WINDOW_MS)) throttle.buckets.delete(key);
    }
    throttle.sweepAt = Math.max(SWEEP_FLOOR, 2 * throttle.buckets.size);
  }
}

/** A successful login of `account`: its count starts again (the address keeps its own). */
export function recordLoginSuccess(ctx: SimContext, account: string): void {
  ctx.account.throttle.buckets.delete(accountKey(account));
}
