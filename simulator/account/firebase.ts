/** The simulated third-party (firebase-style) phone sign-in: its tokens stand in for the SMS code at registration. */
import type { SimContext } from '../kernel/context';
import { randomHex } from './state';

/** The channel the simulated sign-in answers with (and the register call must name). */
export const FIREBASE_CHANNEL = 'FIREBASE';
/** How long a sign-in token is good for (a firebase ID token lives an hour). */
export const FIREBASE_TOKEN_MINUTES = 60;

/** A new opaque sign-in token for `national` (from the seeded account PRNG). */
export function issueFirebaseToken(ctx: SimContext, national: string): string {
  const token = `fb.${randomHex(ctx, 40)}`;
  ctx.account.firebaseTokens.set(token, { national, expiresAt: ctx.clock.now() + FIREBASE_TOKEN_MINUTES * 60_000, used: false });
  return token;
}

export type FirebaseTokenCheck = 'ok' | 'validate_verification_code_error' | 'validate_verification_code_invalid';

/**
 * `firebaseChannel` + `firebaseIdToken` against the tokens issued for `national`: unknown, used,
 * another number's or another channel → validate_verification_code_error; too old → validate_verification_code_invalid. `consume` uses it up.
 */
export function checkFirebaseToken(ctx: SimContext, national: string, channel: unknown, token: unknown, consume: boolean): FirebaseTokenCheck {
  if (channel !== FIREBASE_CHANNEL || typeof token !== 'string') return 'validate_verification_code_error';
  const record = ctx.account.firebaseTokens.get(token);
  if (!record || record.used || record.national !== national) return 'validate_verification_code_error';
  if (ctx.clock.now() > record.expiresAt) return 'validate_verification_code_invalid';
  if (consume) record.used = true;
  return 'ok';
}
