/**
 * Registration (gateway-protocol.md §5.3): by username and by mobile, checked against the
 * field rules, the captcha, geetest's fields, the SMS code or the third-party sign-in token; the
 * invitation-code check.
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
import { birthdayProblem, checkRuleFields, emailTaken, mobileTaken, profileOf, storePaymentPassword } from '../../registration';
import { verifyGeetest } from '../geetest';
import { checkSmsCode } from '../sms';
import { randomHex } from '../state';
import { SIGN_UP_TYPES, signUpTypeFrom } from '../../referral-links';

export function registerHandlers(ctx: SimContext): HttpHandler[] {
  function register(o: Record<string, unknown>, kind: 'username' | 'mobile', request: Request, cookies: Record<string, string>): Response {
    const db = ctx.db;
    if (!moduleEnabled(db, kind === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3')) return fail('function.not.available');

    if (moduleEnabled(db, 'GEETEST3')) {
      const check = verifyGeetest(ctx, o);
      if (check !== 'ok') return fail(check);
    }

    const rules = rulesOf(ctx);
    const smsOn = moduleEnabled(db, 'REGMOBVERF3');
    const mobile = str(o, 'mobileNum');
    if (kind === 'mobile' && mobile === '') return paramError('mobileNum', 'is required');
    const username = kind === 'mobile' ? (phoneDigits(mobile) ?? mobile) : str(o, 'username');
    const rawPassword = typeof o.password === 'string' ? o.password : '';
    // Mobile registration asks for a password only with MOBILENUMPASSREG3; without one the member gets a random one.
    const passwordAsked = kind === 'username' || moduleEnabled(db, 'MOBILENUMPASSREG3') || rawPassword !== '';

    // The per-field rules, as the agent centre's direct registration checks them too.
    const broken = checkRuleFields(ctx, o, {
      skip: (field) => (field === 'username' && kind === 'mobile') || (field === 'password' && !passwordAsked),
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

    const account = username.toLowerCase();
    const members = db.member.getAll();
    if (members.some((m) => m.account === account)) return fail('exists.username.err');
    const email = str(o, 'email');
    if (email && emailTaken(ctx, email)) return fail('exists.email.err');
    if (mobile && mobileTaken(ctx, mobile)) return fail('exists.mobile.err');

    const affiliateCode = str(o, 'affiliateCode');
    const agent = affiliateCode ? agentByCode(ctx, affiliateCode) : undefined;
    if (affiliateCode && !agent) return fail('invalid.affiliate.code');

    const birthday = birthdayProblem(ctx, str(o, 'birthday'));
    if (birthday?.problem === 'date') return paramError('birthday', 'does not match its rule');
    if (birthday?.problem === 'age') return fail('age.restricted', { message: `You must be at least ${birthday.ageLimit} years old to register` });

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

    endpoint(ctx, 'affiliate', ({ input }) => {
      const agent = agentByCode(ctx, input.code ?? '');
      return agent ? ok({ valid: true, agent: agent.account }) : fail('invalid.affiliate.code');
    }),
  ];
}
