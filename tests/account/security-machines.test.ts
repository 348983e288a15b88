/**
 * The account-security machines driven directly with fake effects: the level from what is set,
 * the payment password's rules (as typed and before sending), binding a contact (the code asked
 * only for a valid number or address, the send routed by kind, the gateway's refusals under their
 * field, nothing typed lost), and the payout account's checks and limit.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bindContactMachine, validateBind } from '../../machines/account/bind-contact/bind-contact.machine';
import { paymentPasswordRule, typedPaymentPassword, validatePaymentPassword } from '../../machines/account/payment-password/payment-password.machine';
import { payoutAccountMachine, typedAccountNumber, validatePayout, type PayoutBank } from '../../machines/account/payout-account/payout-account.machine';
import type { SecurityProfile } from '../../machines/account/security-center/security-center.types';
import { securityLevel } from '../../machines/account/security-center/security-center.selectors';
import { smsCodeMachine, type SmsSendInput } from '../../machines/shared/sms-code/sms-code.machine';
import { biz } from '../support/fakes';
import { driveForm } from '../support/workflow';

const profile = (over: Partial<SecurityProfile> = {}): SecurityProfile => ({
  account: 'p',
  nickname: '',
  realName: '',
  mobile: '',
  email: '',
  regDate: null,
  vipLabel: '',
  hasPaymentPassword: false,
  accounts: [],
  ...over,
});

describe('security level', () => {
  it('low with only the login password, medium at three or four, high with all five; the next step in order', () => {
    expect(securityLevel(profile())).toEqual({ level: 'low', done: 1, total: 5, next: 'paymentPassword' });
    expect(securityLevel(profile({ hasPaymentPassword: true, mobile: '081****601' }))).toMatchObject({ level: 'medium', done: 3, next: 'email' });
    const all = profile({
      hasPaymentPassword: true,
      mobile: 'm',
      email: 'e',
      accounts: [{ id: '1', type: 'BANK', bankName: 'b', accountName: 'n', accountNumber: '****1' }],
    });
    expect(securityLevel(all)).toEqual({ level: 'high', done: 5, total: 5, next: null });
  });
});

describe('payment password rules', () => {
  it('refuses anything but digits as typed, and more than six; before sending, exactly six', () => {
    expect(typedPaymentPassword('123')).toBeNull();
    expect(typedPaymentPassword('12a')).not.toBeNull();
    expect(typedPaymentPassword('1234567')).not.toBeNull();
    expect(paymentPasswordRule('12345')).not.toBeNull();
    expect(paymentPasswordRule('123456')).toBeNull();
    expect(paymentPasswordRule('')).toEqual({ key: 'forms:validation.required' });
  });

  it('change mode: the old one required, the new one different, the confirmation equal', () => {
    const e = validatePaymentPassword({ mode: 'change', oldPassword: '246810', newPassword: '246810', confirmPassword: '246811' });
    expect(e.newPassword).toEqual({ key: 'account:security.errors.paymentPasswordReuse' });
    expect(e.confirmPassword).toEqual({ key: 'forms:validation.confirmMismatch' });
    expect(validatePaymentPassword({ mode: 'set', oldPassword: '', newPassword: '135790', confirmPassword: '135790' })).toEqual({});
  });
});

describe('bind contact', () => {
  function start(bind: (i: unknown) => Promise<{ masked: string }>) {
    const sends: SmsSendInput[] = [];
    const machine = bindContactMachine.provide({
      actors: {
        smsCode: smsCodeMachine.provide({
          actors: {
            sendSms: fromPromise(async ({ input }: { input: SmsSendInput }) => {
              sends.push(input);
              return { expiredMinutes: 5 };
            }),
          },
        }),
        bindContact: fromPromise(({ input }) => bind(input)),
      },
    });
    const actor = createActor(machine, { input: { defaultCountryCode: '66' } }).start();
    return { actor, sends, form: driveForm(actor) };
  }

  it('asks for a code only for a valid number; an e-mail code goes by the e-mail channel', () => {
    const { actor, sends, form } = start(async () => ({ masked: 'x' }));
    actor.send({ type: 'bind.open', kind: 'mobile' });
    form.fill({ value: '12' });
    actor.send({ type: 'bind.sendCode' });
    expect(sends).toEqual([]);
    expect(form.ctx().fieldErrors.value).toBeTruthy();
    form.fill({ value: '089-876-5432' });
    actor.send({ type: 'bind.sendCode' });
    expect(sends).toEqual([{ mobile: '0898765432', countryDialingCode: '66' }]);
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'bind.open', kind: 'email' });
    form.fill({ value: 'me@example.test' });
    actor.send({ type: 'bind.sendCode' });
    expect(sends.at(-1)).toMatchObject({ mobile: 'me@example.test', countryDialingCode: 'email' });
  });

  it('an expired code goes under the code, a number taken under the number; what was typed stays; then bound', async () => {
    const answers = [biz('validate_verification_code_invalid', 'errors.phone.codeExpired'), biz('exists.mobile.err', 'errors.mobileExists')];
    const { actor, form } = start(async () => {
      const next = answers.shift();
      if (next) throw next;
      return { masked: '089****432' };
    });
    actor.send({ type: 'bind.open', kind: 'mobile' });
    form.fill({ value: '0898765432', verificationCode: '123456' });
    actor.send({ type: 'form.submit' });
    await form.until((s) => s.context.fieldErrors.verificationCode !== undefined);
    expect(form.ctx().fieldErrors.verificationCode).toEqual({ key: 'errors.phone.codeExpired' });
    expect(form.ctx().value).toBe('0898765432');
    actor.send({ type: 'form.submit' });
    await form.until((s) => s.context.fieldErrors.value !== undefined);
    expect(form.ctx().fieldErrors.value).toEqual({ key: 'errors.mobileExists' });
    actor.send({ type: 'form.submit' });
    const done = await form.until((s) => s.matches('done'));
    expect(done.context.bound).toBe('089****432');
  });

  it('validates the code before sending', () => {
    expect(validateBind({ kind: 'email', value: 'a@b.co', verificationCode: '' }).verificationCode).toEqual({
      key: 'forms:validation.verificationCodeRequired',
    });
    expect(validateBind({ kind: 'email', value: 'a@b', verificationCode: '12' })).toMatchObject({
      value: { key: 'account:security.errors.emailFormat' },
      verificationCode: { key: 'forms:validation.verificationCodeInvalid' },
    });
  });
});

describe('payout account', () => {
  const banks: PayoutBank[] = [{ code: 'KBANK', name: 'Kasikornbank', type: 'BANK' }];
  function start(add: (i: unknown) => Promise<{ id: string; bankName: string; accountNumber: string }>) {
    const sent: unknown[] = [];
    const machine = payoutAccountMachine.provide({
      actors: {
        fetchBanks: fromPromise(async () => banks),
        addPayoutAccount: fromPromise(({ input }) => {
          sent.push(input);
          return add(input);
        }),
      },
    });
    const actor = createActor(machine).start();
    return { actor, sent, form: driveForm(actor) };
  }

  it('checks the number as typed (digits, spaces and dashes allowed) and before sending', () => {
    expect(typedAccountNumber('123 456-7')).toBeNull();
    expect(typedAccountNumber('12a')).toEqual({ key: 'account:security.payout.numberDigits' });
    const e = validatePayout({ banks, bankCode: 'KBANK', accountName: 'J0hn', accountNumber: '1234', paymentPassword: '' });
    expect(Object.keys(e).sort()).toEqual(['accountName', 'accountNumber', 'paymentPassword']);
  });

  it('sends the number without spaces; a wrong payment password under it, the rest kept; then added', async () => {
    let first = true;
    const { actor, sent, form } = start(async () => {
      if (first) {
        first = false;
        throw biz('invalid.payment.pw', 'errors.wrongPaymentPassword');
      }
      return { id: 'BC1-2', bankName: 'Kasikornbank', accountNumber: '****7890' };
    });
    actor.send({ type: 'payout.open', count: 1 });
    await form.until((s) => s.matches('editing'));
    expect(form.ctx().bankCode).toBe('KBANK');
    form.fill({ accountName: '  Lucky   Player ', accountNumber: '123 456 7890', paymentPassword: '000000' });
    actor.send({ type: 'form.submit' });
    await form.until((s) => s.context.fieldErrors.paymentPassword !== undefined);
    expect(sent[0]).toEqual({ bankCode: 'KBANK', accountName: 'Lucky Player', accountNumber: '1234567890', paymentPassword: '000000' });
    expect(form.ctx().accountNumber).toBe('123 456 7890');
    form.fill({ paymentPassword: '246810' });
    actor.send({ type: 'form.submit' });
    const done = await form.until((s) => s.matches('done'));
    expect(done.context.added).toEqual({ id: 'BC1-2', bankName: 'Kasikornbank', accountNumber: '****7890' });
  });

  it('at the limit nothing is sent and the banner says so', async () => {
    const { actor, sent, form } = start(async () => ({ id: 'x', bankName: 'x', accountNumber: 'x' }));
    actor.send({ type: 'payout.open', count: 5 });
    await form.until((s) => s.matches('editing'));
    form.fill({ accountName: 'Lucky Player', accountNumber: '1234567890', paymentPassword: '246810' });
    actor.send({ type: 'form.submit' });
    expect(sent).toEqual([]);
    expect(form.ctx().error?.messageKey).toBe('errors.bankCardLimit');
  });
});
