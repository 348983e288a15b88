/**
 * SMS verification codes (gateway-protocol.md §5.1) and the third-party (firebase-style) phone
 * sign-in the simulator plays: the code sms/register sent → a token the registration takes
 * instead of the code.
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { endpoint } from '../../kernel/endpoint';
import { moduleEnabled } from '../../flags';
import { dialingCode, nationalNumber, phoneDigits } from '../contact';
import { findMemberByMobile } from '../directory';
import { FIREBASE_CHANNEL, issueFirebaseToken } from '../firebase';
import { str } from '../rules';
import { verifyGeetest } from '../geetest';
import { checkSmsCode, sendSms, smsRateLimit } from '../sms';
import type { SmsPurpose } from '../state';

export function smsHandlers(ctx: SimContext): HttpHandler[] {
  /** The two SMS sends: `noLogin` (registered numbers only) and `register` (unregistered numbers only). */
  function sendCode(o: Record<string, unknown>, purpose: SmsPurpose): Response {
    const sms = ctx.config.sms;
    if (sms.disabled) return fail('function.not.available');
    // sms/register names the number mobileNo (gateway-protocol §5.3); sms/noLogin, mobileNum (W1 getSms).
    const raw = purpose === 'register' ? str(o, 'mobileNo') : str(o, 'mobileNum');
    if (raw === '') return fail('PARAMETER_ERROR');
    const digits = phoneDigits(raw);
    if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('PARAMETER_ERROR');
    // The human check guards the login and the registration, not each SMS send (W1 getSms sends
    // {mobileNum, countryDialingCode} only); geetest's fields that come along are checked.
    if (moduleEnabled(ctx.db, 'GEETEST3') && o.geetest_challenge !== undefined) {
      const check = verifyGeetest(ctx, o);
      if (check !== 'ok') return fail(check);
    }
    if (sms.quotaExhausted) return fail('sms.quota.insufficient');
    const code = dialingCode(o.countryDialingCode);
    const national = nationalNumber(digits, code);
    const owner = findMemberByMobile(ctx, national);
    if (purpose === 'noLogin' && !owner) return fail('phone.not.registered');
    if (purpose === 'register' && owner) return fail('exists.mobile.err');
    const limited = smsRateLimit(ctx, national);
    if (limited) return fail('TOO_MANY_REQUEST', { message: limited.message, value: { retryAfterSeconds: limited.retryAfterSeconds } });
    sendSms(ctx, national, purpose, code);
    return ok({ expiredMinutes: sms.expiredMinutes ?? 5 });
  }

  return [
    endpoint(ctx, 'smsNoLogin', ({ input }) => sendCode(input, 'noLogin')),
    endpoint(ctx, 'smsRegister', ({ input }) => sendCode(input, 'register')),

    // The third-party (firebase-style) phone sign-in, played by the simulator: {mobileNum,
    // countryDialingCode, code} with the code sms/register sent to that number → a token the
    // register call takes instead of the code. `firebase.popupClosed`: the user closed the window.
    endpoint(ctx, 'firebaseVerify', ({ input: o }) => {
      if (ctx.config.firebase.popupClosed) return fail('popup.closed');
      const raw = str(o, 'mobileNum');
      if (raw === '') return fail('PARAMETER_ERROR');
      const digits = phoneDigits(raw);
      if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('PARAMETER_ERROR');
      const national = nationalNumber(digits, dialingCode(o.countryDialingCode));
      const check = checkSmsCode(ctx, national, 'register', o.code);
      if (check === 'none') return fail('validate_verification_code_error');
      if (check !== 'ok') return fail(check);
      return ok({ firebaseChannel: FIREBASE_CHANNEL, firebaseIdToken: issueFirebaseToken(ctx, national) });
    }),
  ];
}
