/**
 * payment password (member centre, account security): set one when there is none (new + confirm),
 * or change it (old + new + confirm). Digits only and exactly PAYMENT_PASSWORD_LENGTH of them,
 * checked as typed (a letter, or a digit too many, shows at once) and again before anything is
 * sent; the set is encrypted, the change plain JSON (as the legacy client sends them). The
 * gateway's refusals go under the field they concern (the old one wrong, the new one the same as
 * before, the two entries differ), anything else in a banner; nothing typed is lost. Success
 * tells the security centre to read the profile again, so the level and the withdraw page see the
 * new password.
 *
 * Long-lived; a logout forgets it. Invokes 'setPaymentPassword' or 'changePaymentPassword'. No children.
 */
import { and, assign, not, setup } from 'xstate';
import { PAYMENT_PASSWORD_LENGTH, PAYMENT_PASSWORD_PATTERN } from '../../../gateway/account/security.contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { hasFieldErrors, typedValue, type FieldError, type FieldErrors } from '../../shared/form/form';

export type PaymentPasswordMode = 'set' | 'change';
export type PaymentPasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly PaymentPasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

export interface PaymentPasswordContext {
  mode: PaymentPasswordMode;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  fieldErrors: FieldErrors<PaymentPasswordField>;
  error: GatewayErrorInfo | null;
}

export type PaymentPasswordEvent =
  | { type: 'paymentPassword.open'; mode: PaymentPasswordMode }
  | { type: 'form.change'; field: PaymentPasswordField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.dismiss' }
  | SessionChanged;

export interface SetPaymentPasswordRequest {
  paymentPassword: string;
  confirmPaymentPassword: string;
}
export interface ChangePaymentPasswordRequest {
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

const FORMAT: FieldError = { key: 'account:security.payment.formatError', params: { length: PAYMENT_PASSWORD_LENGTH } };

/** The rule of a payment password, as typed: digits only, no more than the length. */
export function typedPaymentPassword(value: string): FieldError | null {
  return PAYMENT_PASSWORD_PATTERN.test(value) && value.length <= PAYMENT_PASSWORD_LENGTH ? null : FORMAT;
}

/** The whole rule, before sending: required, digits only, exactly the length. */
export function paymentPasswordRule(value: string): FieldError | null {
  if (value === '') return { key: 'forms:validation.required' };
  return PAYMENT_PASSWORD_PATTERN.test(value) && value.length === PAYMENT_PASSWORD_LENGTH ? null : FORMAT;
}

export function validatePaymentPassword(
  c: Pick<PaymentPasswordContext, 'mode' | 'oldPassword' | 'newPassword' | 'confirmPassword'>,
): FieldErrors<PaymentPasswordField> {
  const errors: FieldErrors<PaymentPasswordField> = {};
  if (c.mode === 'change' && c.oldPassword === '') errors.oldPassword = { key: 'forms:validation.required' };
  const fresh =
    paymentPasswordRule(c.newPassword) ??
    (c.mode === 'change' && c.newPassword === c.oldPassword ? { key: 'account:security.errors.paymentPasswordReuse' } : null);
  if (fresh) errors.newPassword = fresh;
  if (c.confirmPassword === '') errors.confirmPassword = { key: 'forms:validation.required' };
  else if (c.confirmPassword !== c.newPassword) errors.confirmPassword = { key: 'forms:validation.confirmMismatch' };
  return errors;
}

/** The gateway's refusals that belong under a field. */
const FIELD_CODES: Record<string, { field: PaymentPasswordField; error: FieldError }> = {
  'invalid.payment.pw': { field: 'oldPassword', error: { key: 'errors.wrongPaymentPassword' } },
  fund_account_payment_pwd_error: { field: 'oldPassword', error: { key: 'errors.wrongPaymentPassword' } },
  'payment.password.reuse': { field: 'newPassword', error: { key: 'account:security.errors.paymentPasswordReuse' } },
  'payment.password.format': { field: 'newPassword', error: FORMAT },
  'modify.new.confirm.diff': { field: 'confirmPassword', error: { key: 'forms:validation.confirmMismatch' } },
};
export const paymentPasswordFieldError = (e: unknown) => FIELD_CODES[toErrorInfo(e).code] ?? null;

/** The gateway says the page's idea of "set or not" is out of date: the profile is read again. */
const STALE_CODES = ['payment.password.exists', 'payment.password.not.set'];

const fresh = (mode: PaymentPasswordMode = 'set'): PaymentPasswordContext => ({
  mode,
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
  fieldErrors: {},
  error: null,
});

/** Either call refused: under its field, or a banner (and the profile read again when it was out of date). */
const REFUSED = [
  { guard: 'errorOnField', target: 'editing', actions: 'fieldError' },
  { guard: 'stale', target: 'editing', actions: ['bannerError', 'securityChanged'] },
  { target: 'editing', actions: 'bannerError' },
] as const;

export const paymentPasswordMachine = setup({
  types: { context: {} as PaymentPasswordContext, events: {} as PaymentPasswordEvent },
  actors: {
    setPaymentPassword: notProvided<SetPaymentPasswordRequest, unknown>('setPaymentPassword'),
    changePaymentPassword: notProvided<ChangePaymentPasswordRequest, unknown>('changePaymentPassword'),
  },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    knownField: ({ event }) => event.type === 'form.change' && FIELDS.includes(event.field),
    isValid: ({ context }) => !hasFieldErrors(validatePaymentPassword(context)),
    changing: ({ context }) => context.mode === 'change',
    errorOnField: ({ event }) => paymentPasswordFieldError(errorOf(event)) !== null,
    stale: ({ event }) => STALE_CODES.includes(toErrorInfo(errorOf(event)).code),
  },
  actions: {
    checkTyped: assign(({ context, event }) => {
      if (event.type !== 'form.change' || event.field === 'oldPassword') return {};
      const typed = typedPaymentPassword(event.value);
      return typed ? { fieldErrors: { ...context.fieldErrors, [event.field]: typed } } : {};
    }),
    securityChanged: tell('securityCenter', { type: 'security.changed' }),
    fieldError: assign(({ context, event }) => {
      const { field, error } = paymentPasswordFieldError(errorOf(event))!;
      return { fieldErrors: { ...context.fieldErrors, [field]: error } };
    }),
    bannerError: assign(({ event }) => ({ error: toErrorInfo(errorOf(event)) })),
  },
}).createMachine({
  id: 'paymentPassword',
  context: () => fresh(),
  initial: 'closed',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.closed', actions: assign(() => fresh()) },
  },
  states: {
    closed: {
      on: { 'paymentPassword.open': { target: 'editing', actions: assign(({ event }) => fresh(event.mode)) } },
    },
    editing: {
      on: {
        'form.change': { guard: 'knownField', actions: [assign(({ context, event }) => ({ ...typedValue(context, event), error: null })), 'checkTyped'] },
        'form.submit': [
          { guard: and(['isValid', 'changing']), target: 'changing', actions: assign({ fieldErrors: {}, error: null }) },
          { guard: and(['isValid', not('changing')]), target: 'setting', actions: assign({ fieldErrors: {}, error: null }) },
          { actions: assign(({ context }) => ({ fieldErrors: validatePaymentPassword(context), error: null })) },
        ],
        'form.cancel': { target: 'closed', actions: assign(() => fresh()) },
        'form.dismiss': { actions: assign({ error: null }) },
      },
    },
    setting: {
      invoke: {
        id: 'setPaymentPassword',
        src: 'setPaymentPassword',
        input: ({ context }) => ({ paymentPassword: context.newPassword, confirmPaymentPassword: context.confirmPassword }),
        onDone: { target: 'done', actions: 'securityChanged' },
        onError: REFUSED,
      },
    },
    changing: {
      invoke: {
        id: 'changePaymentPassword',
        src: 'changePaymentPassword',
        input: ({ context }) => ({
          oldPaymentPassword: context.oldPassword,
          newPaymentPassword: context.newPassword,
          confirmPaymentPassword: context.confirmPassword,
        }),
        onDone: { target: 'done', actions: 'securityChanged' },
        onError: REFUSED,
      },
    },
    /** Saved: the passwords are forgotten; the page says so until the member closes it or opens the form again. */
    done: {
      entry: assign(({ context }) => ({ ...fresh(context.mode) })),
      on: {
        'paymentPassword.open': { target: 'editing', actions: assign(({ event }) => fresh(event.mode)) },
        'form.cancel': 'closed',
      },
    },
  },
});
