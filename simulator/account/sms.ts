/**
 * The simulated SMS gateway: verification codes sent to a number (the outbox), the rate limits,
 * and the code check every SMS-verified workflow shares.
 */
import type { SimContext } from '../kernel/context';
import { HOME_DIALING_CODE } from './contact';
import { randomDigits, type SmsMessage, type SmsPurpose, type SmsRecord } from './state';

/**
 * The universal SMS code: every code check (SMS login, registration, phone reset, the
 * unregistered-IP check) accepts it, whether or not a code was sent. Kept for existing tests
 * and quick manual runs; the real codes are in `sim.sms.outbox()`.
 */
export const SIMULATOR_SMS_CODE = '246810';

/** Sends a new 6-digit code (recorded in the outbox, shown on the browser console for testers). */
export function sendSms(ctx: SimContext, national: string, purpose: SmsPurpose, code = HOME_DIALING_CODE): SmsMessage {
  const now = ctx.clock.now();
  const minutes = ctx.config.sms.expiredMinutes ?? 5;
  const record: SmsRecord = {
    seq: ctx.account.sms.length + 1,
    mobile: `+${code}${national}`,
    code: randomDigits(ctx, 6),
    purpose,
    sentAt: now,
    expiresAt: now + minutes * 60_000,
    national,
    used: false,
  };
  ctx.account.sms.push(record);
  if (typeof window !== 'undefined') console.info(`[simulator] SMS to ${record.mobile} : ${record.code} (${purpose}, valid ${minutes} min)`);
  return publicSms(record);
}

function publicSms(r: SmsRecord): SmsMessage {
  return { seq: r.seq, mobile: r.mobile, code: r.code, purpose: r.purpose, sentAt: r.sentAt, expiresAt: r.expiresAt };
}

export function smsOutbox(ctx: SimContext): SmsMessage[] {
  return ctx.account.sms.map(publicSms);
}

/** `undefined` = may send; otherwise the rate-limit message. */
export function smsRateLimit(ctx: SimContext, national: string): { message: string; retryAfterSeconds: number } | undefined {
  const now = ctx.clock.now();
  const sent = ctx.account.sms.filter((r) => r.national === national);
  const window5 = sent.filter((r) => now - r.sentAt < 5 * 60_000);
  if (window5.length >= 3) {
    const oldest = window5[0]!;
    return {
      message: 'Too many requests, please retry after 5 minutes',
      retryAfterSeconds: Math.ceil((oldest.sentAt + 5 * 60_000 - now) / 1000),
    };
  }
  const limit = (ctx.config.sms.rateLimitSeconds ?? 60) * 1000;
  const last = sent[sent.length - 1];
  if (last && now - last.sentAt < limit) {
    const wait = Math.ceil((last.sentAt + limit - now) / 1000);
    return { message: `Too many requests, please retry in ${wait} seconds`, retryAfterSeconds: wait };
  }
  return undefined;
}

/** C4's codes: a wrong code is `validate_verification_code_error`; a missing or expired one, `validate_verification_code_invalid`. */
export type CodeCheck = 'ok' | 'validate_verification_code_error' | 'validate_verification_code_invalid' | 'none';

/**
 * Checks `code` against the latest unused code sent to `national` for `purpose` (older codes
 * are superseded); a good code is used up. `none`: no code was ever sent there.
 */
export function checkSmsCode(ctx: SimContext, national: string, purpose: SmsPurpose, code: unknown): CodeCheck {
  const given = typeof code === 'string' || typeof code === 'number' ? String(code).trim() : '';
  if (given === SIMULATOR_SMS_CODE) return 'ok';
  if (given === '') return 'validate_verification_code_invalid';
  const sent = ctx.account.sms.filter((r) => r.national === national && r.purpose === purpose);
  if (sent.length === 0) return 'none';
  const latest = [...sent].reverse().find((r) => !r.used);
  if (!latest || given !== latest.code) return 'validate_verification_code_error';
  if (ctx.clock.now() > latest.expiresAt) return 'validate_verification_code_invalid';
  latest.used = true;
  return 'ok';
}

/** Mails a new 6-digit code to `email` for binding it (kept in the same outbox; `mobile` is then the address). */
export function sendEmailCode(ctx: SimContext, email: string): SmsMessage {
  const now = ctx.clock.now();
  const minutes = ctx.config.sms.expiredMinutes ?? 5;
  const address = email.trim().toLowerCase();
  const record: SmsRecord = {
    seq: ctx.account.sms.length + 1,
    mobile: address,
    code: randomDigits(ctx, 6),
    purpose: 'bindEmail',
    sentAt: now,
    expiresAt: now + minutes * 60_000,
    national: address,
    used: false,
  };
  ctx.account.sms.push(record);
  if (typeof window !== 'undefined') console.info(`[simulator] email to ${address} : ${record.code} (bind, valid ${minutes} min)`);
  return publicSms(record);
}
