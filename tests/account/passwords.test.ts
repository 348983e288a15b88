/**
 * change-password and forgot-password machines (spec §2, §4, §5): driven directly with fake
 * effects; the forgot flow runs inside a tiny parent that records `session.authenticated`.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LoginValue } from '../../gateway/account/schemas';
import type { RegisterRule } from '../../gateway/schema';
import { changePasswordMachine, type ChangePasswordInput } from '../../machines/account/password/change-password.machine';
import type { LoginInput } from '../../machines/account/login/login.types';
import { forgotPasswordMachine, type ForgotPasswordInput } from '../../machines/account/password/forgot-password.machine';
import { smsCodeWith } from '../../machines/shared/sms-code/sms-code.machine';
import type { SmsSendInput, smsCodeMachine } from '../../machines/shared/sms-code/sms-code.machine';
import { biz, deferred, network } from '../support/fakes';
import { driveForm, hostWorkflow } from '../support/workflow';

const PASSWORD_RULE: RegisterRule = { enabled: true, required: true, acceptedPattern: '', patternId: 4, minLength: 6, maxLength: 12 };
const LOGIN: LoginValue = { token: 'tok-after-reset', firstTimeLogin: false, passwordExpired: false };

// ---- change password ------------------------------------------------------------------------
type ChangeInput = { oldPassword: string; newPassword: string; confirmNewPassword: string };

function startChange(input: Partial<ChangePasswordInput> = {}, change: (i: ChangeInput) => Promise<unknown> = async () => null) {
  const calls: ChangeInput[] = [];
  const machine = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise<unknown, ChangeInput>(({ input: i }) => {
        calls.push(i);
        return change(i);
      }),
    },
  });
  const actor = createActor(machine, { input: { forced: false, passwordRule: PASSWORD_RULE, ...input } }).start();
  onTestFinished(() => void actor.stop());
  return { actor, calls, ...driveForm<typeof changePasswordMachine>(actor) };
}

const TYPED = { oldPassword: 'oldpass1', newPassword: 'newpass2', confirmNewPassword: 'newpass2' };

describe('change password: voluntary', () => {
  it('asks for the old password; empty submit → required everywhere', () => {
    const { actor, ctx, calls } = startChange();
    expect(ctx().oldPasswordHidden).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(ctx().fieldErrors).toEqual({
      oldPassword: { key: 'validation.required' },
      newPassword: { key: 'validation.required' },
      confirmNewPassword: { key: 'validation.required' },
    });
    expect(calls).toHaveLength(0);
  });

  it('new password by its rule, confirmation equal, different from the old one', () => {
    const { actor, ctx, fill } = startChange();
    fill({ oldPassword: 'oldpass1', newPassword: 'bad!', confirmNewPassword: 'bad' });
    actor.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({
      newPassword: { key: 'validation.pattern.4', params: { min: 6, max: 12 } },
      confirmNewPassword: { key: 'validation.inconsistentTwice' },
    });
    fill({ newPassword: 'oldpass1', confirmNewPassword: 'oldpass1' });
    expect(ctx().fieldErrors.newPassword).toBeUndefined();
    actor.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({ newPassword: { key: 'validation.passwordReuse' } });
  });

  it('success: the effect gets the three fields, the actor ends with {changed: true}', async () => {
    const { actor, fill, calls, until } = startChange();
    fill(TYPED);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await until((s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('changed');
    expect(actor.getSnapshot().output).toEqual({ changed: true });
    expect(calls).toEqual([TYPED]);
  });

  it('cancel ends with {changed: false}', () => {
    const { actor } = startChange();
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().output).toEqual({ changed: false });
  });

  it('inputs are read-only while the change is sent', async () => {
    const d = deferred<unknown>();
    const { actor, fill, ctx, until } = startChange({}, () => d.promise);
    fill(TYPED);
    actor.send({ type: 'form.submit' });
    fill({ newPassword: 'other' });
    actor.send({ type: 'form.cancel' });
    expect(ctx().newPassword).toBe('newpass2');
    expect(actor.getSnapshot().value).toBe('submitting');
    d.resolve(null);
    await until((s) => s.status === 'done');
  });
});

describe('change password: forced after login', () => {
  it('the old password from the login is hidden and sent; cancel is refused', async () => {
    const { actor, ctx, fill, calls, until } = startChange({ forced: true, knownOldPassword: 'default1' });
    expect(ctx().oldPasswordHidden).toBe(true);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'form.submit' });
    expect(ctx().fieldErrors.oldPassword).toBeUndefined();
    fill({ newPassword: 'newpass2', confirmNewPassword: 'newpass2' });
    actor.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(calls).toEqual([{ oldPassword: 'default1', newPassword: 'newpass2', confirmNewPassword: 'newpass2' }]);
    expect(actor.getSnapshot().output).toEqual({ changed: true });
  });

  it('a refused login password: the old-password field appears with the message', async () => {
    const { actor, ctx, fill, until } = startChange({ forced: true, knownOldPassword: 'default1' }, () => Promise.reject(biz('login.cred.err')));
    fill({ newPassword: 'newpass2', confirmNewPassword: 'newpass2' });
    actor.send({ type: 'form.submit' });
    await until((s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0);
    expect(ctx().oldPasswordHidden).toBe(false);
    expect(ctx().fieldErrors).toEqual({ oldPassword: { key: 'errors.wrongOldPassword' } });
    expect(ctx()).toMatchObject({ newPassword: 'newpass2', confirmNewPassword: 'newpass2' });
  });

  it('without a password rule only required and equal are checked', () => {
    const { actor, ctx, fill } = startChange({ forced: true, passwordRule: undefined, knownOldPassword: 'x' });
    fill({ newPassword: 'a b', confirmNewPassword: 'a b' });
    actor.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({});
  });
});

describe('change password: gateway errors keep what was typed', () => {
  it.each([
    ['login.cred.err', 'oldPassword', 'errors.wrongOldPassword'],
    ['modify.new.confirm.diff', 'confirmNewPassword', 'validation.inconsistentTwice'],
    ['password.reuse', 'newPassword', 'validation.passwordReuse'],
  ])('%s → under %s', async (code, field, key) => {
    const { actor, ctx, fill, until } = startChange({}, () => Promise.reject(biz(code)));
    fill(TYPED);
    actor.send({ type: 'form.submit' });
    await until((s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0);
    expect(ctx().fieldErrors).toEqual({ [field]: { key } });
    expect(ctx().error).toBeNull();
    expect(ctx()).toMatchObject(TYPED);
  });

  it('anything else → the banner; dismiss clears it; a retry succeeds', async () => {
    let n = 0;
    const { actor, ctx, fill, until } = startChange({}, async () => (n++ === 0 ? Promise.reject(network) : null));
    fill(TYPED);
    actor.send({ type: 'form.submit' });
    await until((s) => s.matches('editing') && s.context.error !== null);
    expect(ctx().error).toEqual(network);
    expect(ctx()).toMatchObject(TYPED);
    actor.send({ type: 'form.dismiss' });
    expect(ctx().error).toBeNull();
    actor.send({ type: 'form.submit' });
    await until((s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ changed: true });
  });
});

// ---- forgot password ------------------------------------------------------------------------
interface ForgotFakes {
  email: (i: { username: string; email: string }) => Promise<unknown>;
  phone: (i: { mobileNum: string; verificationCode: string; newPassword: string }) => Promise<unknown>;
  login: (i: LoginInput) => Promise<LoginValue>;
  sms: (i: SmsSendInput) => Promise<{ expiredMinutes: number }>;
}

function startForgot(input: Partial<ForgotPasswordInput> = {}, fakes: Partial<ForgotFakes> = {}) {
  const calls = {
    email: [] as { username: string; email: string }[],
    phone: [] as { mobileNum: string; verificationCode: string; newPassword: string }[],
    login: [] as LoginInput[],
    sms: [] as SmsSendInput[],
  };
  const f: ForgotFakes = {
    email: async () => null,
    phone: async () => null,
    login: async () => LOGIN,
    sms: async () => ({ expiredMinutes: 1 }),
    ...fakes,
  };
  const machine = forgotPasswordMachine.provide({
    actors: {
      resetPasswordByEmail: fromPromise<unknown, { username: string; email: string }>(({ input: i }) => {
        calls.email.push(i);
        return f.email(i);
      }),
      resetPasswordByPhone: fromPromise<unknown, { mobileNum: string; verificationCode: string; newPassword: string }>(({ input: i }) => {
        calls.phone.push(i);
        return f.phone(i);
      }),
      login: fromPromise<LoginValue, LoginInput>(({ input: i }) => {
        calls.login.push(i);
        return f.login(i);
      }),
      smsCode: smsCodeWith(
        fromPromise<{ expiredMinutes: number }, SmsSendInput>(({ input: i }) => {
          calls.sms.push(i);
          return f.sms(i);
        }),
      ),
    },
  });
  const { actor, authenticated, fill, ctx, until } = hostWorkflow(machine, {
    id: 'forgot',
    input: { phoneEnabled: true, passwordRule: PASSWORD_RULE, defaultCountryCode: '+66', deviceId: 'device-1', ...input },
  });
  return { actor, calls, authenticated, fill, ctx, until };
}

const editingForgot = (s: SnapshotFrom<typeof forgotPasswordMachine>) => s.matches({ form: 'editing' });

describe('forgot password: tabs', () => {
  it('email and mobile with CHNGPASSVERIF3; email alone without', () => {
    const a = startForgot();
    expect(a.ctx().tabs).toEqual(['email', 'mobile']);
    expect(a.ctx().tab).toBe('email');
    a.actor.send({ type: 'forgotPassword.tab', tab: 'mobile' });
    expect(a.ctx().tab).toBe('mobile');
    const b = startForgot({ phoneEnabled: false });
    expect(b.ctx().tabs).toEqual(['email']);
    b.actor.send({ type: 'forgotPassword.tab', tab: 'mobile' });
    expect(b.ctx().tab).toBe('email');
  });

  it('switching keeps what was typed and clears the messages', () => {
    const { actor, ctx, fill } = startForgot();
    fill({ username: 'player1' });
    actor.send({ type: 'form.submit' });
    expect(ctx().fieldErrors.email).toEqual({ key: 'validation.required' });
    actor.send({ type: 'forgotPassword.tab', tab: 'mobile' });
    expect(ctx().fieldErrors).toEqual({});
    expect(ctx().username).toBe('player1');
  });
});

describe('forgot password by email', () => {
  it('username and email required, email format checked', () => {
    const { actor, ctx, fill, calls } = startForgot();
    actor.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({ username: { key: 'validation.required' }, email: { key: 'validation.required' } });
    fill({ username: 'player1', email: 'player1@' });
    actor.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({ email: { key: 'validation.pattern.3', params: { min: 0, max: '∞' } } });
    expect(calls.email).toHaveLength(0);
  });

  it('success → emailSent; close ends the actor', async () => {
    const { actor, fill, calls, until, authenticated } = startForgot();
    fill({ username: ' player1 ', email: ' p1@brand.test ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ form: 'sendingEmail' })).toBe(true);
    await until((s) => s.matches('emailSent'));
    expect(calls.email).toEqual([{ username: 'player1', email: 'p1@brand.test' }]);
    actor.send({ type: 'forgotPassword.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('closed');
    expect(authenticated).toHaveLength(0);
  });

  it('failure → the banner, what was typed stays', async () => {
    const { actor, ctx, fill, until } = startForgot({}, { email: () => Promise.reject(biz('not.exists.mail', 'errors.userOrEmailNotFound')) });
    fill({ username: 'player1', email: 'p1@brand.test' });
    actor.send({ type: 'form.submit' });
    await until((s) => editingForgot(s) && s.context.error !== null);
    expect(ctx().error?.messageKey).toBe('errors.userOrEmailNotFound');
    expect(ctx()).toMatchObject({ username: 'player1', email: 'p1@brand.test' });
    actor.send({ type: 'form.dismiss' });
    expect(ctx().error).toBeNull();
  });
});

describe('forgot password by phone', () => {
  const PHONE = { mobileNum: '081-234-5678', verificationCode: '123456', newPassword: 'newpass2', confirmNewPassword: 'newpass2' };

  function toMobile(fakes: Partial<ForgotFakes> = {}) {
    const h = startForgot({}, fakes);
    h.actor.send({ type: 'forgotPassword.tab', tab: 'mobile' });
    return h;
  }

  it('number, code, new password (rule) and confirmation required', () => {
    const { actor, ctx, fill } = toMobile();
    actor.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({
      mobileNum: { key: 'validation.required' },
      verificationCode: { key: 'validation.required' },
      newPassword: { key: 'validation.required' },
      confirmNewPassword: { key: 'validation.required' },
    });
    fill({ mobileNum: '12', verificationCode: '1', newPassword: 'no!', confirmNewPassword: 'no' });
    actor.send({ type: 'form.submit' });
    expect(ctx().fieldErrors).toEqual({
      mobileNum: { key: 'validation.mobile' },
      newPassword: { key: 'validation.pattern.4', params: { min: 6, max: 12 } },
      confirmNewPassword: { key: 'validation.inconsistentTwice' },
    });
  });

  it('the smsCode child sends with the login SMS effect after the number is checked', async () => {
    const { actor, ctx, fill, calls } = toMobile();
    const child = actor.getSnapshot().children.smsCode as ActorRefFrom<typeof smsCodeMachine>;
    expect(child).toBeDefined();
    actor.send({ type: 'forgotPassword.sendCode' });
    expect(ctx().fieldErrors.mobileNum).toEqual({ key: 'validation.required' });
    fill({ mobileNum: '081 234 5678' });
    actor.send({ type: 'forgotPassword.sendCode' });
    await waitFor(child, (s) => s.matches('countingDown'), { timeout: 2_000 });
    expect(calls.sms).toEqual([{ mobile: '0812345678', countryDialingCode: '+66' }]);
  });

  it('success → automatic login with the new password → session.authenticated → final', async () => {
    const { actor, fill, calls, authenticated, until } = toMobile();
    fill(PHONE);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ form: 'resettingByPhone' })).toBe(true);
    await until((s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(calls.phone).toEqual([{ mobileNum: '0812345678', verificationCode: '123456', newPassword: 'newpass2' }]);
    expect(calls.login).toEqual([{ username: '0812345678', password: 'newpass2', type: 'username', loginDeviceId: 'device-1' }]);
    expect(authenticated).toEqual([{ type: 'session.authenticated', value: LOGIN, username: '0812345678' }]);
  });

  it('the automatic login fails → resetDone (the reset worked); close ends it', async () => {
    const d = deferred<LoginValue>();
    const { actor, ctx, fill, authenticated, until } = toMobile({ login: () => d.promise });
    fill(PHONE);
    actor.send({ type: 'form.submit' });
    await until((s) => s.matches('loggingIn'));
    d.reject(biz('login.cred.err', 'errors.wrongCredentials'));
    await until((s) => s.matches('resetDone'));
    expect(ctx().autoLoginError?.code).toBe('login.cred.err');
    expect(ctx().error).toBeNull();
    expect(authenticated).toHaveLength(0);
    actor.send({ type: 'forgotPassword.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it.each([
    ['validate_verification_code_error', 'verificationCode', 'errors.phone.invalidCode'],
    ['validate_verification_code_invalid', 'verificationCode', 'errors.phone.codeExpired'],
    ['phone.not.registered', 'mobileNum', 'errors.phone.missing'],
    ['password.reuse', 'newPassword', 'validation.passwordReuse'],
  ])('reset refused with %s → under %s, what was typed stays', async (code, field, key) => {
    const { actor, ctx, fill, calls, until } = toMobile({ phone: () => Promise.reject(biz(code)) });
    fill(PHONE);
    actor.send({ type: 'form.submit' });
    await until((s) => editingForgot(s) && Object.keys(s.context.fieldErrors).length > 0);
    expect(ctx().fieldErrors).toEqual({ [field]: { key } });
    expect(ctx()).toMatchObject(PHONE);
    expect(calls.login).toHaveLength(0);
  });

  it('reset failing otherwise → the banner', async () => {
    const { actor, ctx, fill, until } = toMobile({ phone: () => Promise.reject(network) });
    fill(PHONE);
    actor.send({ type: 'form.submit' });
    await until((s) => editingForgot(s) && s.context.error !== null);
    expect(ctx().error).toEqual(network);
    expect(ctx()).toMatchObject(PHONE);
  });
});
