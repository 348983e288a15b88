/**
 * Account workflows (gateway-protocol.md §5.1 SMS codes, §5.3 registration, §5.4 passwords):
 * SMS verification codes, the third-party (firebase-style) phone sign-in, registration by
 * username and by mobile, the invitation-code check, change password, password reset by email
 * and by phone.
 */
import type { HttpHandler } from 'msw';
import {
  checkFirebaseToken,
  checkSmsCode,
  dialingCode,
  FIREBASE_CHANNEL,
  issueFirebaseToken,
  nationalNumber,
  phoneDigits,
  randomHex,
  sendSms,
  smsRateLimit,
  verifyCaptcha,
  verifyChallenge,
  type SmsPurpose,
} from '../account';
import { fail, getBrand, issueLogin, ok, readEncrypted, readParams, route, type MemberRow, type SimContext } from '../context';
import { captchaClient, findMemberByMobile } from './session';
import { moduleEnabled, registerRules } from './system';

const AGENT_TYPES = new Set([1, 2, 41, 42]);

/** Extra registration fields kept on the member (as JSON in `profile`). */
const PROFILE_FIELDS = [
  'fullName',
  'nickname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
  'recommenderId',
  'referralCode',
  'domain',
  'registerUrl',
  'registerMethod',
] as const;

/** Fields the generic rule check skips: checked on their own. */
const SPECIAL_FIELDS = new Set(['verificationCode', 'captcha']);

interface Rule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}

function str(o: Record<string, unknown>, key: string): string {
  const x = o[key];
  return typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : '';
}

/** acceptedPattern (`*` = anything) and the length bounds. */
export function matchesRule(rule: Pick<Rule, 'acceptedPattern' | 'minLength' | 'maxLength'>, value: string): boolean {
  if (rule.minLength > 0 && value.length < rule.minLength) return false;
  if (rule.maxLength > 0 && value.length > rule.maxLength) return false;
  const pattern = rule.acceptedPattern;
  if (!pattern || pattern === '*') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

function paramError(field: string, problem: 'is required' | 'does not match its rule' | 'does not match password'): Response {
  return fail('request.param.err', { message: `${field} ${problem}`, value: { field } });
}

function rulesOf(ctx: SimContext): Record<string, Rule> {
  return registerRules(ctx.db) as unknown as Record<string, Rule>;
}

function agentByCode(ctx: SimContext, code: string): MemberRow | undefined {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return undefined;
  return ctx.db.member.getAll().find((m) => AGENT_TYPES.has(m.type) && m.affiliateCode !== '' && m.affiliateCode.toUpperCase() === wanted);
}

/** Whole years between a `yyyy-MM-dd` birthday and `now`; `undefined` if it is not a real date. */
export function ageOn(birthday: string, now: number): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d)) age -= 1;
  return age;
}

export function accountHandlers(ctx: SimContext): HttpHandler[] {
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
    if (limited) return fail('too.many.requests', { message: limited.message, value: { retryAfterSeconds: limited.retryAfterSeconds } });
    sendSms(ctx, national, purpose, code);
    return ok({ expiredMinutes: sms.expiredMinutes ?? 5 });
  }

  async function register(request: Request, kind: 'username' | 'mobile', cookies: Record<string, string>): Promise<Response> {
    const db = ctx.db;
    if (!moduleEnabled(db, kind === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3')) return fail('function.not.available');
    const payload = await readEncrypted(request);
    if (payload === undefined) return fail('request_body_required', { status: 400 });
    if (!payload || typeof payload !== 'object') return fail('request.param.err');
    const o = payload as Record<string, unknown>;

    if (ctx.config.challenge === 'slider') {
      const check = verifyChallenge(ctx, o.challenge);
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

    for (const [field, rule] of Object.entries(rules)) {
      if (!rule.enabled || SPECIAL_FIELDS.has(field)) continue;
      if (field === 'username' && kind === 'mobile') continue;
      if (field === 'password' && !passwordAsked) continue;
      const value = field === 'password' ? rawPassword : str(o, field);
      if (value === '') {
        if (rule.required) return paramError(field, 'is required');
        continue;
      }
      if (!matchesRule(rule, value)) return paramError(field, 'does not match its rule');
    }
    if (kind === 'mobile') {
      const digits = phoneDigits(mobile);
      if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('phone.format.invalid');
    }
    if (passwordAsked && o.confirmPassword !== undefined && o.confirmPassword !== rawPassword) {
      return paramError('confirmPassword', 'does not match password');
    }
    if (rules.captcha?.enabled) {
      const given = str(o, 'captcha');
      if (given === '') return fail('captcha.required', { value: { captcha: true } });
      if (!verifyCaptcha(ctx, captchaClient({ request, cookies }), given)) return fail('captcha.err', { value: { captcha: true } });
    }

    const account = username.toLowerCase();
    const members = db.member.getAll();
    if (members.some((m) => m.account === account)) return fail('exists.username.err');
    const email = str(o, 'email');
    if (email && members.some((m) => m.email !== '' && m.email.toLowerCase() === email.toLowerCase())) return fail('exists.email.err');
    if (mobile && findMemberByMobile(ctx, mobile)) return fail('exists.mobile.err');

    const affiliateCode = str(o, 'affiliateCode');
    const agent = affiliateCode ? agentByCode(ctx, affiliateCode) : undefined;
    if (affiliateCode && !agent) return fail('invalid.affiliate.code');

    const brand = getBrand(ctx);
    const birthday = str(o, 'birthday');
    if (birthday) {
      const age = ageOn(birthday, ctx.clock.now());
      if (age === undefined) return paramError('birthday', 'does not match its rule');
      if (age < brand.ageLimit) return fail('age.restricted', { message: `You must be at least ${brand.ageLimit} years old to register` });
    }

    // Last: a code (or a third-party sign-in token) is used up only by a registration that goes through.
    if (smsOn && mobile) {
      const national = nationalNumber(phoneDigits(mobile) ?? '', dialingCode(o.countryDialingCode));
      if (str(o, 'firebaseIdToken') !== '') {
        // The third-party sign-in already checked the SMS code: its token stands in for it.
        const check = checkFirebaseToken(ctx, national, str(o, 'firebaseChannel'), str(o, 'firebaseIdToken'), true);
        if (check !== 'ok') return fail(check);
      } else {
        const check = checkSmsCode(ctx, national, 'register', o.verificationCode);
        if (check === 'none') return fail('code.invalid');
        if (check !== 'ok') return fail(check);
      }
    }

    const profile: Record<string, string> = {};
    for (const f of PROFILE_FIELDS) {
      const value = str(o, f);
      if (value) profile[f] = value;
    }
    const id = members.reduce((max, m) => Math.max(max, m.id), 100000) + 1;
    const member = db.member.create({
      id,
      account,
      password: passwordAsked ? rawPassword : randomHex(ctx, 12),
      nickname: str(o, 'nickname'),
      type: 0,
      email,
      mobile: mobile ? (phoneDigits(mobile) ?? mobile) : '',
      passwordExpired: false,
      firstTimeLogin: true,
      currency: brand.currency,
      regDate: ctx.clock.now(),
      vipLabel: '',
      payeeName: str(o, 'payeeName'),
      affiliateCode: '',
      upline: agent?.account ?? '',
      loginVerify: false,
      profile: JSON.stringify(profile),
    });
    db.wallet.create({ memberId: id, balance: 0, currency: brand.currency, currencySymbol: brand.currencySymbol });
    return issueLogin(ctx, member);
  }

  /** A new password must keep the password rule (the registration rule). */
  function passwordRuleBroken(password: string): boolean {
    const rule = rulesOf(ctx).password;
    return !rule || !matchesRule(rule, password);
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

    route(ctx, 'put', '/wps/member/register', ({ request, cookies }) => register(request, 'username', cookies)),
    route(ctx, 'put', '/wps/member/register/mobile', ({ request, cookies }) => register(request, 'mobile', cookies)),

    route(ctx, 'get', '/wps/agent/affiliate', ({ url }) => {
      const agent = agentByCode(ctx, url.searchParams.get('code') ?? '');
      return agent ? ok({ valid: true, agent: agent.account }) : fail('invalid.affiliate.code');
    }),

    route(
      ctx,
      'post',
      '/wps/member/password',
      async ({ request, auth: { member } }) => {
        const payload = await readEncrypted(request);
        if (payload === undefined) return fail('request_body_required', { status: 400 });
        const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
        const { oldPassword, newPassword, confirmNewPassword } = o;
        if (typeof newPassword !== 'string' || newPassword === '') return paramError('newPassword', 'is required');
        if (oldPassword !== member.password) return fail('login.cred.err');
        if (newPassword !== confirmNewPassword) return fail('modify.new.confirm.diff');
        if (newPassword === getBrand(ctx).defaultPassword || newPassword === member.password) return fail('password.reuse');
        if (passwordRuleBroken(newPassword)) return paramError('newPassword', 'does not match its rule');
        ctx.db.member.update({ where: { id: { equals: member.id } }, data: { password: newPassword, passwordExpired: false } });
        return ok(null);
      },
      { auth: true },
    ),

    // Form-encoded {username, email}.
    route(ctx, 'post', '/wps/member/password/email', async ({ request }) => {
      const o = await readParams(request);
      const username = str(o, 'username').toLowerCase();
      const email = str(o, 'email').toLowerCase();
      if (!username || !email) return fail('request.param.err');
      const member = ctx.db.member.findFirst({ where: { account: { equals: username } } });
      if (!member || member.email === '' || member.email.toLowerCase() !== email) return fail('not.exists.mail');
      if (typeof window !== 'undefined') console.info(`[simulator] email to ${member.email} : password reset link for ${member.account}`);
      return ok('password has been sent');
    }),

    // Encrypted {newPassword, mobileNum, verificationCode}: a code sent by sms/noLogin to that mobile.
    route(ctx, 'post', '/wps/member/password/verification', async ({ request }) => {
      const payload = await readEncrypted(request);
      if (payload === undefined) return fail('request_body_required', { status: 400 });
      const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
      const newPassword = typeof o.newPassword === 'string' ? o.newPassword : '';
      const mobile = str(o, 'mobileNum');
      if (mobile === '') return fail('phone.missing');
      const digits = phoneDigits(mobile);
      if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('phone.format.invalid');
      if (newPassword === '') return paramError('newPassword', 'is required');
      if (passwordRuleBroken(newPassword)) return paramError('newPassword', 'does not match its rule');
      const national = nationalNumber(digits, dialingCode(o.countryDialingCode));
      const member = findMemberByMobile(ctx, national);
      if (!member) return fail('phone.not.registered');
      const check = checkSmsCode(ctx, national, 'noLogin', o.verificationCode);
      if (check === 'none') return fail('code.invalid');
      if (check !== 'ok') return fail(check);
      ctx.db.member.update({ where: { id: { equals: member.id } }, data: { password: newPassword, passwordExpired: false } });
      return ok({ userName: member.account });
    }),
  ];
}
