/**
 * Registration (gateway-protocol.md §5.3): by username, by mobile, and the one-click sign-up whose
 * username the gateway picks (`PUT /wps/member/register/autoUsername`, designed: gateway/account/evidence.ts),
 * checked against the field rules, the captcha, geetest's fields, the SMS code or the third-party
 * sign-in token; the invitation-code check.
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { CAPTCHA_MESSAGE, fail, ok } from '../../kernel/envelope';
import { endpoint } from '../../kernel/endpoint';
import { moduleEnabled } from '../../flags';
import { captchaClient, verifyCaptcha } from '../captcha';
import { dialingCode, nationalNumber, phoneDigits } from '../contact';
import { addMember, agentByCode } from '../directory';
import { checkFirebaseToken } from '../firebase';
import { issueLogin } from '../login';
import { paramError, rulesOf, str } from '../rules';
import { birthdayProblem, checkRuleFields, emailTaken, matchesRule, mobileTaken, profileOf, storePaymentPassword } from '../../registration';
import { verifyGeetest } from '../geetest';
import { checkSmsCode } from '../sms';
import { randomDigits, randomHex } from '../state';
import { SIGN_UP_TYPES, signUpTypeFrom } from '../../referral-links';

/**
 * How a registration names the member: the username given (`username`), the mobile number
 * (`mobile`), or a username the gateway picks (`auto`, the one-click sign-up: a username sent along
 * is ignored).
 */
type RegistrationKind = 'username' | 'mobile' | 'auto';

/** The white-label module that offers each kind (the one-click sign-up is a username registration). */
const MODULE_OF: Record<RegistrationKind, string> = { username: 'USERNAMEREG3', mobile: 'MOBILENUMREG3', auto: 'USERNAMEREG3' };

/** How long a picked username is, when the brand's username rule allows it (else the nearest length it does). */
const PICKED_USERNAME_LENGTH = 9;

/** A lowercase letter (from the account PRNG). */
const randomLetter = (ctx: SimContext) => String.fromCharCode(97 + Math.floor(ctx.accountRandom() * 26));

/**
 * The shapes a picked username takes, first the one the brand's rule accepts: `u` and digits
 * (`u40718263`: easy to read out and to type on a phone), else lowercase letters alone.
 */
const PICKED_SHAPES: ReadonlyArray<(ctx: SimContext, length: number) => string> = [
  (ctx, length) => `u${randomDigits(ctx, length - 1)}`,
  (ctx, length) => Array.from({ length }, () => randomLetter(ctx)).join(''),
];

/**
 * The username the gateway picks for a one-click sign-up: unique among the members, within the
 * brand's username rule (its pattern and length), drawn from the account PRNG (the seed decides
 * it, as everything the simulator makes up). Null when no shape fits the rule.
 */
function pickUsername(ctx: SimContext): string | null {
  const rule = rulesOf(ctx).username;
  const ruled = rule?.enabled === true;
  const min = ruled ? rule.minLength : 0;
  const max = ruled && rule.maxLength > 0 ? rule.maxLength : Number.POSITIVE_INFINITY;
  const length = Math.min(Math.max(PICKED_USERNAME_LENGTH, min, 2), max);
  if (length < 2) return null;
  const taken = new Set(ctx.db.member.getAll().map((m) => m.account.toLowerCase()));
  for (const shape of PICKED_SHAPES) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const name = shape(ctx, length);
      if (ruled && !matchesRule(rule, name)) break;
      if (!taken.has(name)) return name;
    }
  }
  return null;
}

export function registerHandlers(ctx: SimContext): HttpHandler[] {
  function register(o: Record<string, unknown>, kind: RegistrationKind, request: Request, cookies: Record<string, string>): Response {
    const db = ctx.db;
    if (!moduleEnabled(db, MODULE_OF[kind])) return fail('function.not.available');

    if (moduleEnabled(db, 'GEETEST3')) {
      const check = verifyGeetest(ctx, o);
      if (check !== 'ok') return fail(check);
    }

    const rules = rulesOf(ctx);
    const smsOn = moduleEnabled(db, 'REGMOBVERF3');
    const mobile = str(o, 'mobileNum');
    if (kind === 'mobile' && mobile === '') return paramError('mobileNum', 'is required');
    // The one-click sign-up's username is picked below, once everything else has passed.
    const username = kind === 'mobile' ? (phoneDigits(mobile) ?? mobile) : kind === 'username' ? str(o, 'username') : '';
    const rawPassword = typeof o.password === 'string' ? o.password : '';
    // Mobile registration asks for a password only with MOBILENUMPASSREG3; without one the member gets a random one.
    const passwordAsked = kind !== 'mobile' || moduleEnabled(db, 'MOBILENUMPASSREG3') || rawPassword !== '';

    // The per-field rules, as the agent centre's direct registration checks them too. The
    // one-click sign-up always sends a password (the client made it by the password rule).
    const broken = checkRuleFields(ctx, o, {
      skip: (field) => (field === 'username' && kind !== 'username') || (field === 'password' && !passwordAsked),
      ...(kind === 'auto' ? { required: new Set(['password']) } : {}),
      read: (field) => (field === 'password' ? rawPassword : str(o, field)),
    });
    if (broken) return paramError(broken.field, broken.problem);
    if (kind === 'mobile') {
      const digits = phoneDigits(mobile);
      if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('PARAMETER_ERROR');
    }
    if (passwordAsked && o.confirmPassword !== undefined && o.confirmPassword !== rawPassword) {
      return paramError('confirmPassword', 'does not match password');
    }
    if (rules.captcha?.enabled) {
      const given = str(o, 'captcha');
      if (given === '' || !verifyCaptcha(ctx, captchaClient({ request, cookies }), given))
        return fail('request.param.err', { message: CAPTCHA_MESSAGE, value: { captcha: true } });
    }

    const given = username.toLowerCase();
    if (kind !== 'auto' && db.member.getAll().some((m) => m.account === given)) return fail('exists.username.err');
    const email = str(o, 'email');
    if (email && emailTaken(ctx, email)) return fail('exists.email.err');
    if (mobile && mobileTaken(ctx, mobile)) return fail('exists.mobile.err');

    const affiliateCode = str(o, 'affiliateCode');
    const agent = affiliateCode ? agentByCode(ctx, affiliateCode) : undefined;
    if (affiliateCode && !agent) return fail('invalid.affiliate.code');

    const birthday = birthdayProblem(ctx, str(o, 'birthday'));
    if (birthday?.problem === 'date') return paramError('birthday', 'does not match its rule');
    if (birthday?.problem === 'age') return fail('age.restricted', { message: `You must be at least ${birthday.ageLimit} years old to register` });

    const account = kind === 'auto' ? pickUsername(ctx) : given;
    if (account === null) return fail('function.not.available');

    // Last: a code (or a third-party sign-in token) is used up only by a registration that goes through.
    if (smsOn && mobile) {
      const national = nationalNumber(phoneDigits(mobile) ?? '', dialingCode(o.countryDialingCode));
      if (str(o, 'firebaseIdToken') !== '') {
        // The third-party sign-in already checked the SMS code: its token stands in for it.
        const check = checkFirebaseToken(ctx, national, str(o, 'firebaseChannel'), str(o, 'firebaseIdToken'), true);
        if (check !== 'ok') return fail(check);
      } else {
        const check = checkSmsCode(ctx, national, 'register', o.verificationCode);
        if (check === 'none') return fail('validate_verification_code_error');
        if (check !== 'ok') return fail(check);
      }
    }

    const member = addMember(
      ctx,
      {
        account,
        password: passwordAsked ? rawPassword : randomHex(ctx, 12),
        nickname: str(o, 'nickname'),
        // Through an agent's agent link (its registerUrl), a downline agent with an invitation code of its own.
        type: agent ? signUpTypeFrom(str(o, 'registerUrl'), affiliateCode) : 0,
        email,
        mobile: mobile ? (phoneDigits(mobile) ?? mobile) : '',
        firstTimeLogin: true,
        payeeName: str(o, 'payeeName'),
        upline: agent?.account ?? '',
        profile: profileOf(o),
      },
      0,
    );
    if (member.type === SIGN_UP_TYPES.AGENT) db.member.update({ where: { id: { equals: member.id } }, data: { affiliateCode: `AG${member.id}` } });
    // A payment password the brand asked for at registration is the member's from now on.
    const paymentPassword = typeof o.paymentPassword === 'string' ? o.paymentPassword : '';
    if (paymentPassword && rules.paymentPassword?.enabled) storePaymentPassword(ctx, member, paymentPassword);
    return issueLogin(ctx, member);
  }

  return [
    endpoint(ctx, 'register', ({ input, request, cookies }) => register(input, 'username', request, cookies)),
    endpoint(ctx, 'registerMobile', ({ input, request, cookies }) => register(input, 'mobile', request, cookies)),
    endpoint(ctx, 'registerAutoUsername', ({ input, request, cookies }) => register(input, 'auto', request, cookies)),

    endpoint(ctx, 'affiliate', ({ input }) => {
      const agent = agentByCode(ctx, input.code ?? '');
      return agent ? ok({ valid: true, agent: agent.account }) : fail('invalid.affiliate.code');
    }),
  ];
}
