/**
 * Session module (gateway-protocol.md §5.1): RSA key, encrypted login (username or SMS code,
 * with the image captcha after failures, the failed-login throttle and geetest's fields while
 * GEETEST3 is on), the unregistered-IP verification, free play (bounded trial accounts), logout.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { TRIAL_TYPE } from '../../../gateway/account/contract';
import { rsaDecryptKey } from '../../../gateway/codec';
import { moduleEnabled } from '../../flags';
import type { SimContext } from '../../kernel/context';
import { CAPTCHA_MESSAGE, fail, ok } from '../../kernel/envelope';
import { endpoint } from '../../kernel/endpoint';
import { route } from '../../kernel/route';
import { SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX } from '../../keys';
import { captchaClient, verifyCaptcha } from '../captcha';
import { maskEmail, maskPhone, nationalNumber, phoneDigits } from '../contact';
import { addMember, findMemberByAccount, findMemberByMobile } from '../directory';
import { issueLogin, LOGIN_VERIFY_METHODS, SIMULATOR_GOOGLE_CODE } from '../login';
import { checkSocialToken, socialPageHtml } from '../social';
import { isSocialProvider } from '../../../gateway/shell/social.contract';
import { verifyGeetest } from '../geetest';
import { checkSmsCode } from '../sms';
import { randomHex } from '../state';
import { loginWait, recordLoginFailure, recordLoginSuccess, tooManyLogins } from '../throttle';
import { FREEPLAY_PREFIX, recycleTrial, trackTrial } from '../trials';

interface LoginPayload {
  username: string;
  password: string;
  type?: string;
}

/** The free-play body's Encryption value: RSA of a reversed 61-alphabet key, as the Encryption header is made. */
function isEncryptionValue(hex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(hex)) return false;
  try {
    return /^[0-9A-Za-z]{8,}$/.test(rsaDecryptKey(hex, SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX));
  } catch {
    return false;
  }
}

/** Trial (free play) members start with this much play money. */
export const FREEPLAY_BALANCE = 2000;

const norm = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? String(x).trim().replace(/\s+/g, ' ').toLowerCase() : '');

export function sessionHandlers(ctx: SimContext): HttpHandler[] {
  const failures = () => ctx.account.failures;

  function smsLogin(login: LoginPayload, request: Request): Response {
    const digits = phoneDigits(login.username) ?? '';
    const member = digits ? findMemberByMobile(ctx, digits) : undefined;
    const who = member?.account ?? (digits || login.username);
    const wait = loginWait(ctx, who, request);
    if (wait > 0) return tooManyLogins(wait);
    if (!member) {
      recordLoginFailure(ctx, who, request);
      return fail('login.cred.err');
    }
    const check = checkSmsCode(ctx, nationalNumber(digits), 'noLogin', login.password);
    // No code ever sent to that number (and not the universal code): as a wrong password.
    if (check === 'none' || check === 'validate_verification_code_error') recordLoginFailure(ctx, who, request);
    if (check === 'none') return fail('login.cred.err');
    if (check !== 'ok') return fail(check);
    recordLoginSuccess(ctx, who);
    return issueLogin(ctx, member);
  }

  return [
    // The social sign-in providers' page (the brand's socialLogins point here in simulator mode).
    route(
      ctx,
      'get',
      '/sim/social/:provider',
      ({ params, url }) => {
        const provider = String(params.provider ?? '');
        if (!isSocialProvider(provider)) return HttpResponse.html('<!doctype html><title>Not found</title><p>Unknown provider</p>', { status: 404 });
        return HttpResponse.html(socialPageHtml(ctx.config.seed, provider, url.searchParams.get('origin') ?? ''));
      },
      { noMerchant: true },
    ),
    endpoint(ctx, 'rsaKey', () => HttpResponse.text(SIM_RSA_MODULUS_HEX, { headers: { 'Cache-Control': 'no-cache' } })),

    endpoint(ctx, 'login', (info) => {
      const login = info.input;
      // A social sign-in: the simulated provider's token says whose account it is (account/social.ts).
      if (login.type === 'firebase') {
        const check = checkSocialToken(ctx.config.seed, String(login.firebaseChannel).toUpperCase(), String(login.firebaseIdToken));
        if (!check.ok) return fail('social.token.invalid');
        const member = check.account ? findMemberByAccount(ctx, check.account) : undefined;
        if (!member) return fail('social.account.unbound');
        return issueLogin(ctx, member);
      }
      if (login.username.trim() === '') return fail('request.param.err');

      // geetest (human verification) is skipped for SMS logins, as on the provider's client.
      if (login.type === 'sms') return smsLogin(login, info.request);

      const name = login.username.trim().toLowerCase();
      // A member may also log in with the mobile number (used after a password reset by phone).
      const member = findMemberByAccount(ctx, name) ?? (/^\+?[\d\s-]{6,}$/.test(name) ? findMemberByMobile(ctx, name.replace(/\D/g, '')) : undefined);
      // Counted per member, whichever name was typed; an unknown name is counted as typed.
      const who = member?.account ?? name;
      const wait = loginWait(ctx, who, info.request);
      if (wait > 0) return tooManyLogins(wait);

      if (moduleEnabled(ctx.db, 'GEETEST3')) {
        const check = verifyGeetest(ctx, login);
        if (check !== 'ok') return fail(check);
      }

      const threshold = ctx.config.captchaAfterFailures;
      const captchaOn = threshold > 0 && moduleEnabled(ctx.db, 'CAPTCHA3');
      const failed = failures().get(name) ?? 0;
      if (captchaOn && failed >= threshold) {
        // The record shows a refused captcha only as `value.captcha` and the message (G8).
        const given = (login.captcha ?? '').trim();
        if (given === '' || !verifyCaptcha(ctx, captchaClient(info), given))
          return fail('request.param.err', { message: CAPTCHA_MESSAGE, value: { captcha: true } });
      }

      if (!member || login.password !== member.password) {
        failures().set(name, failed + 1);
        recordLoginFailure(ctx, who, info.request);
        return fail('login.cred.err', captchaOn && failed + 1 >= threshold ? { value: { captcha: true } } : {});
      }
      failures().delete(name);
      recordLoginSuccess(ctx, who);

      if (member.loginVerify && moduleEnabled(ctx.db, 'LOGINIPVERF3')) {
        return fail('login_verify_required', {
          value: { methods: [...LOGIN_VERIFY_METHODS], mobile: maskPhone(member.mobile), email: maskEmail(member.email) },
        });
      }
      return issueLogin(ctx, member);
    }),

    endpoint(ctx, 'loginVerification', ({ input: o, request }) => {
      if (o.username.trim() === '') return fail('request.param.err');
      const member = findMemberByAccount(ctx, o.username);
      const who = member?.account ?? o.username;
      const wait = loginWait(ctx, who, request);
      if (wait > 0) return tooManyLogins(wait);
      // A wrong password or code here is a failed login too (the six-digit codes would be guessable).
      const refuse = (errorCode: string) => {
        recordLoginFailure(ctx, who, request);
        return fail(errorCode);
      };
      if (!member || member.password !== o.password) return refuse('login.cred.err');

      const method = String(o.method ?? '').toUpperCase();
      switch (method) {
        case 'SMS': {
          const check = checkSmsCode(ctx, nationalNumber(phoneDigits(member.mobile) ?? ''), 'noLogin', o.code ?? o.verificationCode);
          if (check === 'none' || check === 'validate_verification_code_error') return refuse('validate_verification_code_error');
          if (check !== 'ok') return fail(check);
          break;
        }
        case 'EMAIL':
          if (!member.email || norm(o.email ?? o.code) !== member.email.toLowerCase()) return refuse('validate_verification_code_error');
          break;
        case 'PAYEE_NAME':
          if (!member.payeeName || norm(o.payeeName ?? o.code) !== norm(member.payeeName)) return refuse('validate_verification_code_error');
          break;
        case 'GOOGLE':
          if (norm(o.googleCode ?? o.code) !== SIMULATOR_GOOGLE_CODE) return refuse('validate_verification_code_error');
          break;
        default:
          return fail('request.param.err', { message: `Unknown verification method "${method}"` });
      }
      failures().delete(member.account);
      recordLoginSuccess(ctx, who);
      return issueLogin(ctx, member);
    }),

    // Plain JSON {os, platform:"W", Encryption, "X-Gateway-Version":3} (W1b loginFreePlay): the
    // Encryption value must be one the gateway's key decrypts. A new trial account each time, in
    // the place of an expired or the least recently used one (trials.ts).
    endpoint(ctx, 'loginFreeplay', ({ input }) => {
      if (!moduleEnabled(ctx.db, 'FREEPLAY3')) return fail('function.not.available');
      if (!isEncryptionValue(input.Encryption)) return fail('request.param.err');
      const db = ctx.db;
      const id = recycleTrial(ctx);
      let account = '';
      do account = `${FREEPLAY_PREFIX}${randomHex(ctx, 4)}`;
      while (db.member.findFirst({ where: { account: { equals: account } } }));
      const member = addMember(
        ctx,
        { ...(id !== undefined ? { id } : {}), account, password: randomHex(ctx, 12), nickname: 'Guest', type: TRIAL_TYPE },
        FREEPLAY_BALANCE,
      );
      trackTrial(ctx, member.id);
      return issueLogin(ctx, member);
    }),

    endpoint(ctx, 'logout', ({ auth }) => {
      ctx.db.session.delete({ where: { token: { equals: auth.session.token } } });
      return ok(null);
    }),
    // go444 logs out with POST (G1); the table's entry is W1's and C1's DELETE.
    route(
      ctx,
      'post',
      '/wps/session/logout',
      ({ auth }) => {
        ctx.db.session.delete({ where: { token: { equals: auth.session.token } } });
        return ok(null);
      },
      { auth: true },
    ),
  ];
}
