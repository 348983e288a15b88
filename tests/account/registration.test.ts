/**
 * registration machine (spec §2, §3, §4 Registration, §5 Register): driven directly with fake
 * effects, inside a tiny parent that records `session.authenticated`.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { GeetestRegister, GeetestResult, LoginValue } from '../../gateway/account/schemas';
import type { RegisterRule, RegisterRules } from '../../gateway/schema';
import type { RegisterInput } from '../../machines/account/registration/registration.types';
import { humanCheckStandIn, type HumanCheckPuzzle } from '../../machines/shared/human-check/human-check';
import {
  registrationMachine,
  visibleFields,
  type PhoneVerificationInput,
  type PhoneVerificationOutput,
  type RegistrationInput,
} from '../../machines/account/registration/registration.machine';
import { smsCodeWith } from '../../machines/shared/sms-code/sms-code.machine';
import type { SmsSendInput, smsCodeMachine } from '../../machines/shared/sms-code/sms-code.machine';
import { biz, deferred, network } from '../support/fakes';
import { hostWorkflow } from '../support/workflow';

// ---- fixtures -------------------------------------------------------------------------------
function r(o: Partial<RegisterRule> = {}): RegisterRule {
  return { enabled: true, required: true, acceptedPattern: '', patternId: 0, ...o };
}
const off = r({ enabled: false, required: false });

const RULES: RegisterRules = {
  username: r({ patternId: 1, minLength: 4, maxLength: 12 }),
  password: r({ patternId: 4, minLength: 6, maxLength: 12 }),
  mobileNum: off,
  email: r({ required: false, patternId: 3, minLength: 5, maxLength: 60 }),
  payeeName: off,
  birthday: off,
  affiliateCode: off,
  nickname: r({ required: false, acceptedPattern: '*', minLength: 0, maxLength: 20 }),
};

const BASE: RegistrationInput = {
  flags: { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: false },
  rules: RULES,
  domain: 'brand.test',
  registerUrl: 'https://brand.test/register',
  ageLimit: 18,
  today: '2024-05-10',
  challenge: 'none',
  defaultCountryCode: '+66',
};

const CHALLENGE: GeetestRegister = { success: true, gt: 'gt-1', challenge: 'ch-1', new_captcha: true };
const PUZZLE: HumanCheckPuzzle = { id: 'ch-1', width: 300, height: 150, pieceSize: 40, pieceY: 50, image: 'data:bg', piece: 'data:piece' };
/** geetest's fields for a drop at x (the stand-in's check passes any x here unless a test says otherwise). */
const passed = (x: number): GeetestResult => ({ geetest_challenge: 'ch-1', geetest_validate: `v${x}`, geetest_seccode: `v${x}|jordan` });
const LOGIN: LoginValue = { token: 'tok-new', firstTimeLogin: true, passwordExpired: false };

// ---- harness --------------------------------------------------------------------------------
interface Fakes {
  rules: () => Promise<RegisterRules>;
  affiliate: (code: string) => Promise<boolean>;
  challenge: () => Promise<GeetestRegister>;
  check: (x: number) => Promise<GeetestResult>;
  phone: (i: PhoneVerificationInput) => Promise<PhoneVerificationOutput>;
  register: (i: RegisterInput) => Promise<LoginValue>;
  sms: (i: SmsSendInput) => Promise<{ expiredMinutes: number }>;
}

function start(input: Partial<RegistrationInput> = {}, fakes: Partial<Fakes> = {}) {
  const calls = {
    rules: 0,
    affiliate: [] as string[],
    challenge: 0,
    phone: [] as PhoneVerificationInput[],
    register: [] as RegisterInput[],
    sms: [] as SmsSendInput[],
  };
  const f: Fakes = {
    rules: async () => RULES,
    affiliate: async (code) => code === 'GOOD',
    challenge: async () => CHALLENGE,
    check: async (x) => passed(x),
    phone: async () => ({ firebaseChannel: 'fb', firebaseIdToken: 'id-token' }),
    register: async () => LOGIN,
    sms: async () => ({ expiredMinutes: 2 }),
    ...fakes,
  };
  const machine = registrationMachine.provide({
    actors: {
      fetchRegisterRules: fromPromise<RegisterRules, void>(() => {
        calls.rules++;
        return f.rules();
      }),
      checkAffiliate: fromPromise<boolean, { code: string; domain: string }>(({ input }) => {
        calls.affiliate.push(input.code);
        return f.affiliate(input.code);
      }),
      fetchChallenge: fromPromise<GeetestRegister, void>(() => {
        calls.challenge++;
        return f.challenge();
      }),
      verifyHuman: humanCheckStandIn({ fetchPuzzle: async () => PUZZLE, checkAnswer: async ({ x }) => f.check(x) }) as never,
      phoneVerification: fromPromise<PhoneVerificationOutput, PhoneVerificationInput>(({ input }) => {
        calls.phone.push(input);
        return f.phone(input);
      }),
      register: fromPromise<LoginValue, RegisterInput>(({ input }) => {
        calls.register.push(input);
        return f.register(input);
      }),
      smsCode: smsCodeWith(
        fromPromise<{ expiredMinutes: number }, SmsSendInput>(({ input }) => {
          calls.sms.push(input);
          return f.sms(input);
        }),
      ),
    },
  });
  const { actor: reg, ...hosted } = hostWorkflow(machine, { id: 'registration', input: { ...BASE, ...input } });
  return { reg, calls, ...hosted };
}

const GOOD_USER = { username: 'player1', password: 'secret12', confirmPassword: 'secret12' };
const editing = (s: SnapshotFrom<typeof registrationMachine>) => s.matches({ form: 'editing' });

// ---- tabs and rules -------------------------------------------------------------------------
describe('tabs by white-label flags', () => {
  it('both flags: username first, then mobile', () => {
    const { reg, ctx } = start();
    expect(ctx().tabs).toEqual(['username', 'mobile']);
    expect(ctx().tab).toBe('username');
    expect(reg.getSnapshot().matches({ form: { editing: 'idle' } })).toBe(true);
  });

  it('only MOBILENUMREG3: the mobile tab, and the username tab cannot be chosen', () => {
    const { reg, ctx } = start({ flags: { MOBILENUMREG3: true } });
    expect(ctx().tabs).toEqual(['mobile']);
    expect(ctx().tab).toBe('mobile');
    reg.send({ type: 'registration.tab', tab: 'username' });
    expect(ctx().tab).toBe('mobile');
  });

  it('only USERNAMEREG3: the username tab alone', () => {
    const { ctx } = start({ flags: { USERNAMEREG3: true } });
    expect(ctx().tabs).toEqual(['username']);
  });

  it('no registration flag: closed with a notice, nothing fetched', () => {
    const { reg, ctx, calls } = start({ flags: {}, rules: undefined });
    expect(reg.getSnapshot().value).toBe('closed');
    expect(ctx().notice).toBe('register.unavailable');
    expect(calls.rules).toBe(0);
    expect(reg.getSnapshot().children.smsCode).toBeUndefined();
  });

  it('switching tabs keeps what was typed and clears the messages', () => {
    const { reg, ctx, fill } = start();
    fill({ username: 'x', mobileNum: '0812345678' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors.username).toEqual({ key: 'validation.pattern.1', params: { min: 4, max: 12 } });
    reg.send({ type: 'registration.tab', tab: 'mobile' });
    expect(ctx().tab).toBe('mobile');
    expect(ctx().fieldErrors).toEqual({});
    expect(ctx().username).toBe('x');
    expect(ctx().mobileNum).toBe('0812345678');
  });
});

describe('rules', () => {
  it('are fetched when the status had none', async () => {
    const d = deferred<RegisterRules>();
    const { reg, ctx, calls, until } = start({ rules: undefined }, { rules: () => d.promise });
    expect(reg.getSnapshot().value).toBe('loadingRules');
    d.resolve({ ...RULES, payeeName: r({ patternId: 12 }) });
    await until(editing);
    expect(calls.rules).toBe(1);
    expect(ctx().rules.payeeName?.enabled).toBe(true);
    expect(visibleFields(ctx()).map((f) => f.field)).toContain('payeeName');
  });

  it('are not fetched when given, unless a refresh is asked for', async () => {
    const a = start();
    expect(a.calls.rules).toBe(0);
    expect(editing(a.reg.getSnapshot())).toBe(true);
    const b = start({ refreshRules: true }, { rules: async () => ({ ...RULES, email: off }) });
    await b.until(editing);
    expect(b.calls.rules).toBe(1);
    expect(b.ctx().rules.email?.enabled).toBe(false);
  });

  it('a failed fetch still opens the form, with the given rules and a banner', async () => {
    const { ctx, until } = start({ refreshRules: true }, { rules: () => Promise.reject(network) });
    await until(editing);
    expect(ctx().rules).toBe(RULES);
    expect(ctx().error).toEqual(network);
  });

  it('a failed fetch without any rules: no form (never submitted without its rules), the error and a retry', async () => {
    let fail = true;
    const { reg, ctx, calls, until } = start({ rules: undefined }, { rules: () => (fail ? Promise.reject(network) : Promise.resolve(RULES)) });
    await until((s) => s.matches('rulesUnavailable'));
    expect(ctx().error).toEqual(network);
    reg.send({ type: 'form.submit' });
    expect(reg.getSnapshot().matches('rulesUnavailable')).toBe(true);
    expect(calls.register).toEqual([]);
    // A retry that fails again stays here; one that works opens the form with the server's rules.
    reg.send({ type: 'registration.retryRules' });
    await until((s) => s.matches('rulesUnavailable') && calls.rules === 2);
    fail = false;
    reg.send({ type: 'registration.retryRules' });
    await until(editing);
    expect(ctx().error).toBeNull();
    expect(ctx().rules).toBe(RULES);
    expect(calls.rules).toBe(3);
  });
});

// ---- validation -----------------------------------------------------------------------------
describe('validation on submit', () => {
  it('an empty form: every required field and the age box, nothing sent', () => {
    const { reg, ctx, calls } = start();
    reg.send({ type: 'form.submit' });
    expect(editing(reg.getSnapshot())).toBe(true);
    expect(ctx().fieldErrors).toEqual({
      username: { key: 'validation.required' },
      password: { key: 'validation.required' },
      confirmPassword: { key: 'validation.required' },
      ageConfirmed: { key: 'validation.ageConfirm', params: { age: 18 } },
    });
    expect(calls.register).toHaveLength(0);
  });

  it('pattern and length messages carry the rule bounds; what was typed stays', () => {
    const { reg, ctx, fill } = start();
    fill({ username: '1abc', password: 'short', confirmPassword: 'shirt', email: 'not-an-email' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({
      username: { key: 'validation.pattern.1', params: { min: 4, max: 12 } },
      password: { key: 'validation.pattern.4', params: { min: 6, max: 12 } },
      confirmPassword: { key: 'validation.inconsistentTwice' },
      email: { key: 'validation.pattern.3', params: { min: 5, max: 60 } },
    });
    expect(ctx()).toMatchObject({ username: '1abc', password: 'short', confirmPassword: 'shirt', email: 'not-an-email', ageConfirmed: true });
  });

  it('typing clears that field’s message only', () => {
    const { reg, ctx, fill } = start();
    reg.send({ type: 'form.submit' });
    fill({ username: 'p' });
    expect(ctx().fieldErrors.username).toBeUndefined();
    expect(ctx().fieldErrors.password).toEqual({ key: 'validation.required' });
    reg.send({ type: 'registration.toggleAge' });
    expect(ctx().fieldErrors.ageConfirmed).toBeUndefined();
  });

  it('extra labelled fields: shown and checked only when their rule is on, required per rule', () => {
    const rules: RegisterRules = {
      ...RULES,
      fullName: r({ patternId: 21 }),
      telegram: r({ required: false, patternId: 9 }),
      zalo: off,
      birthday: r({ patternId: 11 }),
      nationality: r({ required: false, acceptedPattern: '*' }),
    };
    const { reg, ctx, fill } = start({ rules });
    const shown = visibleFields(ctx()).map((f) => f.field);
    expect(shown).toEqual(expect.arrayContaining(['fullName', 'telegram', 'birthday', 'nationality', 'nickname', 'email']));
    expect(shown).not.toContain('zalo');
    expect(shown).not.toContain('payeeName');
    fill({ ...GOOD_USER, fullName: 'Ada', telegram: 'has space', zalo: '!!!' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({
      fullName: { key: 'validation.pattern.21', params: { min: 0, max: '∞' } },
      telegram: { key: 'validation.pattern.9', params: { min: 0, max: '∞' } },
      birthday: { key: 'validation.required' },
    });
  });

  it('the birthday must say the user is old enough (today from the input)', () => {
    const rules = { ...RULES, birthday: r({ patternId: 11 }) };
    const { reg, ctx, fill } = start({ rules, ageLimit: 21, today: '2024-05-10' });
    fill({ ...GOOD_USER, birthday: '2003-05-11' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({ birthday: { key: 'validation.ageLimit', params: { age: 21 } } });
    fill({ birthday: '2003-05-10' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({});
  });

  it('a mobile rule on the username tab: shown, required per rule, number format checked', () => {
    const { reg, ctx, fill } = start({ rules: { ...RULES, mobileNum: r({ required: false }) } });
    expect(visibleFields(ctx()).map((f) => f.field)).toEqual(expect.arrayContaining(['mobileNum', 'countryDialingCode']));
    fill({ ...GOOD_USER, mobileNum: '12ab' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({ mobileNum: { key: 'validation.mobile' } });
  });

  it('inputs are read-only while the registration is sent', async () => {
    const d = deferred<LoginValue>();
    const { reg, ctx, fill, until } = start({}, { register: () => d.promise });
    fill(GOOD_USER);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => s.matches({ form: 'submitting' }));
    fill({ username: 'changed' });
    reg.send({ type: 'registration.tab', tab: 'mobile' });
    expect(ctx().username).toBe('player1');
    expect(ctx().tab).toBe('username');
    d.resolve(LOGIN);
    await until((s) => s.status === 'done');
  });
});

// ---- success --------------------------------------------------------------------------------
describe('register', () => {
  it('by username: the payload, session.authenticated to the parent, final', async () => {
    const { reg, ctx, fill, calls, authenticated, until } = start({ rules: { ...RULES, password: r({ acceptedPattern: '*', minLength: 6 }) } });
    fill({ username: '  player1 ', password: ' secret12', confirmPassword: ' secret12', email: 'p1@brand.test', nickname: 'Ace', zalo: 'ignored' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(reg.getSnapshot().value).toBe('registered');
    expect(reg.getSnapshot().output).toEqual({ username: 'player1' });
    expect(calls.register).toEqual([
      {
        method: 'username',
        fields: {
          registerUrl: 'https://brand.test/register',
          domain: 'brand.test',
          username: 'player1',
          // Passwords go as typed.
          password: ' secret12',
          confirmPassword: ' secret12',
          email: 'p1@brand.test',
          nickname: 'Ace',
        },
      },
    ]);
    expect(authenticated).toEqual([{ type: 'session.authenticated', value: LOGIN, username: 'player1' }]);
    expect(ctx().error).toBeNull();
  });

  it('by mobile: the number is the username; password only with MOBILENUMPASSREG3', async () => {
    const a = start({ flags: { MOBILENUMREG3: true } });
    expect(visibleFields(a.ctx()).map((f) => f.field)).toEqual(['mobileNum', 'countryDialingCode', 'email', 'nickname']);
    a.fill({ mobileNum: '081-234 5678' });
    a.reg.send({ type: 'registration.toggleAge' });
    a.reg.send({ type: 'form.submit' });
    await a.until((s) => s.status === 'done');
    expect(a.calls.register[0]).toEqual({
      method: 'mobile',
      fields: { registerUrl: 'https://brand.test/register', domain: 'brand.test', mobileNum: '0812345678', countryDialingCode: '+66', username: '0812345678' },
    });
    expect(a.authenticated[0]?.username).toBe('0812345678');

    const b = start({ flags: { MOBILENUMREG3: true, MOBILENUMPASSREG3: true } });
    expect(visibleFields(b.ctx()).map((f) => f.field)).toEqual(['mobileNum', 'countryDialingCode', 'password', 'confirmPassword', 'email', 'nickname']);
    b.fill({ mobileNum: '0812345678' });
    b.reg.send({ type: 'registration.toggleAge' });
    b.reg.send({ type: 'form.submit' });
    expect(b.ctx().fieldErrors.password).toEqual({ key: 'validation.required' });
  });
});

// ---- gateway errors -------------------------------------------------------------------------
describe('register failures keep what was typed', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['exists.username.err', 'username', { key: 'errors.usernameExists' }],
    ['exists.email.err', 'email', { key: 'errors.emailExists' }],
    ['exists.mobile.err', 'mobileNum', { key: 'errors.mobileExists' }],
    ['invalid.affiliate.code', 'affiliateCode', { key: 'validation.invitationCode' }],
    ['validate_verification_code_error', 'verificationCode', { key: 'errors.phone.invalidCode' }],
    ['validate_verification_code_invalid', 'verificationCode', { key: 'errors.phone.codeExpired' }],
    ['age.restricted', 'birthday', { key: 'validation.ageLimit', params: { age: 18 } }],
  ];
  const rules: RegisterRules = {
    ...RULES,
    mobileNum: r({ required: true }),
    affiliateCode: r({ required: false }),
    birthday: r({ required: false, patternId: 11 }),
  };
  const typed = {
    ...GOOD_USER,
    email: 'p1@brand.test',
    mobileNum: '0812345678',
    verificationCode: '123456',
    affiliateCode: 'GOOD',
    birthday: '1990-01-01',
  };

  it.each(cases)('%s → under %s', async (code, field, error) => {
    const { reg, ctx, fill, until } = start({ rules, flags: { ...BASE.flags, REGMOBVERF3: true } }, { register: () => Promise.reject(biz(code)) });
    fill(typed);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => editing(s) && Object.keys(s.context.fieldErrors).length > 0);
    expect(ctx().fieldErrors).toEqual({ [field]: error });
    expect(ctx().error).toBeNull();
    expect(ctx()).toMatchObject({ ...typed, ageConfirmed: true });
  });

  it('exists.username.err on the mobile tab goes under the number', async () => {
    const { reg, ctx, fill, until } = start({ flags: { MOBILENUMREG3: true } }, { register: () => Promise.reject(biz('exists.username.err')) });
    fill({ mobileNum: '0812345678' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => editing(s) && s.context.fieldErrors.mobileNum !== undefined);
    expect(ctx().fieldErrors.mobileNum).toEqual({ key: 'errors.mobileExists' });
  });

  it('age.restricted without a birthday field goes under the age box', async () => {
    const { reg, ctx, fill, until } = start({}, { register: () => Promise.reject(biz('age.restricted')) });
    fill(GOOD_USER);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => editing(s) && s.context.fieldErrors.ageConfirmed !== undefined);
    expect(ctx().fieldErrors.ageConfirmed).toEqual({ key: 'validation.ageLimit', params: { age: 18 } });
  });

  it('a field error for a field not on screen, or anything else: the banner; dismiss clears it', async () => {
    for (const err of [biz('exists.email.err'), biz('request.param.err', 'errors.requestParam'), network]) {
      const { reg, ctx, fill, until } = start({ rules: { ...RULES, email: off } }, { register: () => Promise.reject(err) });
      fill(GOOD_USER);
      reg.send({ type: 'registration.toggleAge' });
      reg.send({ type: 'form.submit' });
      await until((s) => editing(s) && s.context.error !== null);
      expect(ctx().error).toEqual(err);
      expect(ctx().fieldErrors).toEqual({});
      expect(ctx()).toMatchObject(GOOD_USER);
      reg.send({ type: 'form.dismiss' });
      expect(ctx().error).toBeNull();
    }
  });

  it('a second submit after a failure goes through', async () => {
    let n = 0;
    const { reg, fill, calls, authenticated, until } = start({}, { register: async () => (n++ === 0 ? Promise.reject(biz('exists.username.err')) : LOGIN) });
    fill(GOOD_USER);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => editing(s) && s.context.fieldErrors.username !== undefined);
    fill({ username: 'player2' });
    reg.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(calls.register.map((c) => c.fields.username)).toEqual(['player1', 'player2']);
    expect(authenticated[0]?.username).toBe('player2');
  });
});

// ---- affiliate --------------------------------------------------------------------------------
describe('invitation (affiliate) code', () => {
  it('prefilled from the URL: shown even with the rule off, optional, checked on blur', async () => {
    const { reg, ctx, calls, until } = start({ affiliateCode: ' BAD ' });
    expect(ctx().affiliateCode).toBe('BAD');
    const field = visibleFields(ctx()).find((f) => f.field === 'affiliateCode');
    expect(field).toMatchObject({ required: false });
    reg.send({ type: 'form.blur', field: 'affiliateCode' });
    expect(reg.getSnapshot().matches({ form: { editing: 'checkingAffiliate' } })).toBe(true);
    await until((s) => s.matches({ form: { editing: 'idle' } }));
    expect(calls.affiliate).toEqual(['BAD']);
    expect(ctx().fieldErrors.affiliateCode).toEqual({ key: 'validation.invitationCode' });
    expect(ctx().affiliateCode).toBe('BAD');
  });

  it('a known invalid code blocks the submit without asking again', async () => {
    const { reg, ctx, fill, calls, until } = start({ affiliateCode: 'BAD' });
    reg.send({ type: 'form.blur', field: 'affiliateCode' });
    await until((s) => s.context.affiliate !== null);
    fill(GOOD_USER);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({ affiliateCode: { key: 'validation.invitationCode' } });
    expect(calls.affiliate).toEqual(['BAD']);
    expect(calls.register).toHaveLength(0);
  });

  it('a valid code checked on blur is not checked again on submit, and is sent', async () => {
    const { reg, fill, calls, until } = start({ affiliateCode: 'GOOD' });
    reg.send({ type: 'form.blur', field: 'affiliateCode' });
    await until((s) => s.context.affiliate?.valid === true);
    fill(GOOD_USER);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(calls.affiliate).toEqual(['GOOD']);
    expect(calls.register[0]?.fields.affiliateCode).toBe('GOOD');
  });

  it('a typed code is checked on submit; invalid → back to the form with the message', async () => {
    const { reg, ctx, fill, calls, until } = start({ rules: { ...RULES, affiliateCode: r({ required: false }) } });
    fill({ ...GOOD_USER, affiliateCode: 'NOPE' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    expect(reg.getSnapshot().matches({ form: 'verifyingAffiliate' })).toBe(true);
    await until((s) => editing(s));
    expect(calls.affiliate).toEqual(['NOPE']);
    expect(ctx().fieldErrors).toEqual({ affiliateCode: { key: 'validation.invitationCode' } });
    expect(calls.register).toHaveLength(0);
    // Corrected: checked again, then registered.
    fill({ affiliateCode: 'GOOD' });
    expect(ctx().fieldErrors.affiliateCode).toBeUndefined();
    reg.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(calls.affiliate).toEqual(['NOPE', 'GOOD']);
  });

  it('an empty optional code is not checked; a required one is required', () => {
    const a = start({ rules: { ...RULES, affiliateCode: r({ required: false }) } });
    a.reg.send({ type: 'form.blur', field: 'affiliateCode' });
    expect(a.reg.getSnapshot().matches({ form: { editing: 'idle' } })).toBe(true);
    const b = start({ rules: { ...RULES, affiliateCode: r({ required: true }) } });
    b.reg.send({ type: 'form.submit' });
    expect(b.ctx().fieldErrors.affiliateCode).toEqual({ key: 'validation.required' });
  });

  it('a check that cannot be made on submit shows the banner; on blur it is silent', async () => {
    const { reg, ctx, fill, until } = start({ affiliateCode: 'GOOD' }, { affiliate: () => Promise.reject(network) });
    reg.send({ type: 'form.blur', field: 'affiliateCode' });
    await until((s) => s.matches({ form: { editing: 'idle' } }));
    expect(ctx().error).toBeNull();
    expect(ctx().fieldErrors).toEqual({});
    fill(GOOD_USER);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => editing(s) && s.context.error !== null);
    expect(ctx().error).toEqual(network);
    expect(ctx()).toMatchObject(GOOD_USER);
  });

  it('changing the code while it is checked drops the stale answer', async () => {
    const d = deferred<boolean>();
    const { reg, ctx, fill } = start({ affiliateCode: 'BAD' }, { affiliate: () => d.promise });
    reg.send({ type: 'form.blur', field: 'affiliateCode' });
    fill({ affiliateCode: 'OTHER' });
    expect(reg.getSnapshot().matches({ form: { editing: 'idle' } })).toBe(true);
    d.resolve(false);
    await Promise.resolve();
    expect(ctx().affiliate).toBeNull();
    expect(ctx().fieldErrors.affiliateCode).toBeUndefined();
  });
});

// ---- SMS code -------------------------------------------------------------------------------
describe('SMS verification code (REGMOBVERF3)', () => {
  const flags = { ...BASE.flags, REGMOBVERF3: true };

  it('the smsCode child is there; the view can reach it', () => {
    const { reg } = start({ flags });
    const child = reg.getSnapshot().children.smsCode as ActorRefFrom<typeof smsCodeMachine> | undefined;
    expect(child).toBeDefined();
    expect(child!.getSnapshot().value).toBe('ready');
  });

  it('required on the mobile tab', () => {
    const { reg, ctx, fill } = start({ flags });
    reg.send({ type: 'registration.tab', tab: 'mobile' });
    fill({ mobileNum: '0812345678' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({ verificationCode: { key: 'validation.required' } });
  });

  it('on the username tab only when the mobile rule is required', () => {
    const a = start({ flags });
    expect(visibleFields(a.ctx()).map((f) => f.field)).not.toContain('verificationCode');
    const b = start({ flags, rules: { ...RULES, mobileNum: r({ required: true }) } });
    b.fill({ ...GOOD_USER, mobileNum: '0812345678' });
    b.reg.send({ type: 'registration.toggleAge' });
    b.reg.send({ type: 'form.submit' });
    expect(b.ctx().fieldErrors).toEqual({ verificationCode: { key: 'validation.required' } });
  });

  it('not required with REGMOBVERF3 off', () => {
    const { reg, ctx, fill } = start();
    reg.send({ type: 'registration.tab', tab: 'mobile' });
    fill({ mobileNum: '0812345678' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({});
  });

  it('at most 255 characters', () => {
    const { reg, ctx, fill } = start({ flags: { MOBILENUMREG3: true, REGMOBVERF3: true } });
    fill({ mobileNum: '0812345678', verificationCode: '1'.repeat(256) });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    expect(ctx().fieldErrors.verificationCode).toEqual({ key: 'validation.pattern.0', params: { min: 0, max: 255 } });
  });

  it('registration.sendCode checks the number, then the child sends with the register effect', async () => {
    const { reg, ctx, fill, calls } = start({ flags: { MOBILENUMREG3: true, REGMOBVERF3: true } });
    reg.send({ type: 'registration.sendCode' });
    expect(ctx().fieldErrors.mobileNum).toEqual({ key: 'validation.required' });
    fill({ mobileNum: '12' });
    reg.send({ type: 'registration.sendCode' });
    expect(ctx().fieldErrors.mobileNum).toEqual({ key: 'validation.mobile' });
    expect(calls.sms).toHaveLength(0);
    fill({ mobileNum: '081 234 5678', countryDialingCode: '+84' });
    reg.send({ type: 'registration.sendCode' });
    const child = reg.getSnapshot().children.smsCode as ActorRefFrom<typeof smsCodeMachine>;
    await waitFor(child, (s) => s.matches('countingDown'), { timeout: 2_000 });
    expect(calls.sms).toEqual([{ mobile: '0812345678', countryDialingCode: '+84' }]);
    expect(child.getSnapshot().context.remaining).toBe(120);
  });

  it('the code goes in the payload', async () => {
    const { reg, fill, calls, until } = start({ flags: { MOBILENUMREG3: true, REGMOBVERF3: true } });
    fill({ mobileNum: '0812345678', verificationCode: ' 4321 ' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(calls.register[0]?.fields.verificationCode).toBe('4321');
  });
});

// ---- challenge ------------------------------------------------------------------------------
describe('human check (geetest, with the stand-in verifier)', () => {
  async function toChallenge(fakes: Partial<Fakes> = {}) {
    const h = start({ challenge: 'geetest' }, fakes);
    h.fill(GOOD_USER);
    h.reg.send({ type: 'registration.toggleAge' });
    h.reg.send({ type: 'form.submit' });
    expect(h.reg.getSnapshot().matches({ form: { challenge: 'loading' } })).toBe(true);
    await h.until((s) => s.matches({ form: { challenge: 'awaiting' } }));
    return h;
  }

  it("pass: geetest's three fields go with the registration", async () => {
    const { reg, ctx, calls, until } = await toChallenge();
    expect(ctx().challenge).toEqual(CHALLENGE);
    reg.send({ type: 'registration.challengeAnswer', x: 137 });
    await until((s) => s.status === 'done');
    expect(calls.register[0]?.fields).toMatchObject(passed(137));
  });

  it('a drop the check refuses: a fresh check with the message, nothing registered', async () => {
    const { reg, ctx, calls, until } = await toChallenge({ check: () => Promise.reject(biz('challenge.failed')) });
    reg.send({ type: 'registration.challengeAnswer', x: 3 });
    await until((s) => s.matches({ form: { challenge: 'awaiting' } }) && s.context.error !== null);
    expect(calls.challenge).toBe(2);
    expect(ctx().error?.code).toBe('challenge.failed');
    expect(calls.register).toHaveLength(0);
  });

  it('cancel: back to the form, as typed, nothing sent', async () => {
    const { reg, ctx, calls } = await toChallenge();
    reg.send({ type: 'registration.cancelChallenge' });
    expect(editing(reg.getSnapshot())).toBe(true);
    expect(ctx().challenge).toBeNull();
    expect(ctx()).toMatchObject({ ...GOOD_USER, ageConfirmed: true });
    expect(calls.register).toHaveLength(0);
  });

  it('failed: a fresh challenge with the message; then it passes', async () => {
    let n = 0;
    const { reg, ctx, calls, until } = await toChallenge({
      register: async () => (n++ === 0 ? Promise.reject(biz('challenge.failed')) : LOGIN),
    });
    reg.send({ type: 'registration.challengeAnswer', x: 3 });
    await until((s) => s.matches({ form: { challenge: 'awaiting' } }) && s.context.error !== null);
    expect(calls.challenge).toBe(2);
    expect(ctx().error?.messageKey).toBe('errors.phone.captchaFailed');
    expect(ctx().challengeAnswer).toBeNull();
    reg.send({ type: 'registration.challengeAnswer', x: 140 });
    await until((s) => s.status === 'done');
    expect(calls.register.map((c) => c.fields.geetest_validate)).toEqual(['v3', 'v140']);
  });

  it('a challenge that cannot be loaded: back to the form with the banner', async () => {
    const { reg, ctx, fill, until } = start({ challenge: 'geetest' }, { challenge: () => Promise.reject(network) });
    fill(GOOD_USER);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => editing(s) && s.context.error !== null);
    expect(ctx().error).toEqual(network);
  });

  it('no challenge configured: straight to register, no challenge in the payload', async () => {
    const { reg, fill, calls, until } = start();
    fill(GOOD_USER);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(calls.challenge).toBe(0);
    expect(calls.register[0]?.fields).not.toHaveProperty('geetest_challenge');
  });
});

// ---- third-party phone verification ---------------------------------------------------------
describe('third-party phone verification', () => {
  it('runs before register on the mobile tab and its tokens are sent', async () => {
    const { reg, fill, calls, until } = start({ flags: { MOBILENUMREG3: true }, thirdPartyPhone: true });
    fill({ mobileNum: '0812345678' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(calls.phone).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66', verificationCode: '' }]);
    expect(calls.register[0]?.fields).toMatchObject({ firebaseChannel: 'fb', firebaseIdToken: 'id-token' });
  });

  it('a closed popup: back to the form with errors.phone.popupClosed', async () => {
    const { reg, ctx, fill, calls, until } = start(
      { flags: { MOBILENUMREG3: true }, thirdPartyPhone: true },
      { phone: () => Promise.reject(biz('popup.closed')) },
    );
    fill({ mobileNum: '0812345678' });
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => editing(s) && s.context.error !== null);
    expect(ctx().error?.messageKey).toBe('errors.phone.popupClosed');
    expect(ctx().mobileNum).toBe('0812345678');
    expect(calls.register).toHaveLength(0);
  });

  it('not used on the username tab when the number is not required', async () => {
    const { reg, fill, calls, until } = start({ thirdPartyPhone: true });
    fill(GOOD_USER);
    reg.send({ type: 'registration.toggleAge' });
    reg.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(calls.phone).toHaveLength(0);
  });
});
