/**
 * SMS verification codes (gateway-protocol.md §5.1) and the third-party (firebase-style) phone
 * sign-in the simulator plays: the code sms/register sent → a token the registration takes
 * instead of the code.
 */
import type { HttpHandler } from 'msw';
import { readParams } from '../../kernel/body';
import type { SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import { dialingCode, nationalNumber, phoneDigits } from '../contact';
import { findMemberByMobile } from '../directory';
import { FIREBASE_CHANNEL, issueFirebaseToken } from '../firebase';
import { str } from '../rules';
import { verifyChallenge } from '../slider';
import { checkSmsCode, sendSms, smsRateLimit } from '../sms';
import type { SmsPurpose } from '../state';

export function smsHandlers(ctx: SimContext): HttpHandler[] {
  /** The two SMS sends: `noLogin` (registered numbers only) and `register` (unregistered numbers only). */
  async function sendCode(request: Request, purpose: SmsPurpose): Promise<Response> {
    const o = await readParams(request);
    const sms = ctx.config.sms;
    if (sms.disabled) return fail('function.not.available');
    const raw = purpose === 'register' ? (str(o, 'mobileNo') || str(o, 'mobileNum')) : str(o, 'mobileNum');
    if (raw === '') return fail('phone.missing');
    const digits = phoneDigits(raw);
    if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('phone.format.invalid');
    // The human verification guards the login and the registration, not each SMS send (the
    // client's flows send codes before the challenge); a challenge that comes along is checked.
    if (ctx.config.challenge === 'slider' && o.challenge !== undefined) {
      const check = verifyChallenge(ctx, o.challenge);
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
    route(ctx, 'post', '/wps/verification/sms/noLogin', ({ request }) => sendCode(request, 'noLogin')),
    route(ctx, 'post', '/wps/verification/sms/register', ({ request }) => sendCode(request, 'register')),

    // The third-party (firebase-style) phone sign-in, played by the simulator: {mobileNum,
    // countryDialingCode, code} with the code sms/register sent to that number → a token the
    // register call takes instead of the code. `firebase.popupClosed`: the user closed the window.
    route(ctx, 'post', '/wps/verification/firebase', async ({ request }) => {
      const o = await readParams(request);
      if (ctx.config.firebase.popupClosed) return fail('popup.closed');
      const raw = str(o, 'mobileNum');
      if (raw === '') return fail('phone.missing');
      const digits = phoneDigits(raw);
      if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('phone.format.invalid');
      const national = nationalNumber(digits, dialingCode(o.countryDialingCode));
      const check = checkSmsCode(ctx, national, 'register', o.code);
      if (check === 'none') return fail('code.invalid');
      if (check !== 'ok') return fail(check);
      return ok({ firebaseChannel: FIREBASE_CHANNEL, firebaseIdToken: issueFirebaseToken(ctx, national) });
    }),
  ];
}
