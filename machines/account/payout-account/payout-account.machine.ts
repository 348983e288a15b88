/**
 * payout account (member centre, account security): add a bank account or an e-wallet that
 * withdrawals can go to — the bank from the merchant's list, the holder's name, the number, and
 * the payment password that guards where the money goes. The number and the name are checked as
 * typed and again before sending; the call is encrypted. At most PAYOUT_ACCOUNTS_MAX accounts
 * (the page says so, the machine refuses, the gateway refuses). The gateway's refusals go under
 * their field (number already registered, name not the member's, wrong payment password),
 * anything else in a banner; nothing typed is lost. Success tells the security centre to read the
 * profile again (the withdraw page reads the same list when it opens).
 *
 * Long-lived; a logout forgets it. Invokes 'fetchBanks' and 'addPayoutAccount'. No children.
 */
import { assign, setup } from 'xstate';
import { ACCOUNT_NAME_MAX, ACCOUNT_NUMBER_MAX, ACCOUNT_NUMBER_MIN, PAYOUT_ACCOUNTS_MAX } from '../../../gateway/account/security.contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type SessionChanged } from '../../shared/broadcasts';
import { errorInfo, notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { hasFieldErrors, typedValue, type FieldError, type FieldErrors } from '../../shared/form/form';

export type PayoutField = 'bankCode' | 'accountName' | 'accountNumber' | 'paymentPassword';
const FIELDS: readonly PayoutField[] = ['bankCode', 'accountName', 'accountNumber', 'paymentPassword'];

export interface PayoutBank {
  code: string;
  name: string;
  type: 'BANK' | 'EWALLET';
}

export interface AddedAccount {
  id: string;
  bankName: string;
  accountNumber: string;
}

export interface AddPayoutRequest {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}

export interface PayoutAccountContext {
  banks: PayoutBank[];
  /** How many accounts the member has (from the page, on open). */
  count: number;
  bankCode: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
  fieldErrors: FieldErrors<PayoutField>;
  error: GatewayErrorInfo | null;
  loadError: GatewayErrorInfo | null;
  added: AddedAccount | null;
}

export type PayoutAccountEvent =
  | { type: 'payout.open'; count: number }
  | { type: 'payout.retry' }
  | { type: 'form.change'; field: PayoutField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.dismiss' }
  | SessionChanged;

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
/** Spaces and dashes people type in numbers are ignored. */
export const accountDigits = (value: string) => value.replace(/[\s-]/g, '');

export function typedAccountNumber(value: string): FieldError | null {
  const digits = accountDigits(value);
  if (!/^[0-9]*$/.test(digits)) return { key: 'account:security.payout.numberDigits' };
  return digits.length > ACCOUNT_NUMBER_MAX
    ? { key: 'account:security.payout.numberLength', params: { min: ACCOUNT_NUMBER_MIN, max: ACCOUNT_NUMBER_MAX } }
    : null;
}

export function typedAccountName(value: string): FieldError | null {
  if (value.trim() === '') return null;
  if (value.length > ACCOUNT_NAME_MAX) return { key: 'account:security.payout.nameLength', params: { max: ACCOUNT_NAME_MAX } };
  return NAME.test(value.trim()) ? null : { key: 'forms:validation.realNameFormat' };
}

export function validatePayout(
  c: Pick<PayoutAccountContext, 'banks' | 'bankCode' | 'accountName' | 'accountNumber' | 'paymentPassword'>,
): FieldErrors<PayoutField> {
  const errors: FieldErrors<PayoutField> = {};
  if (!c.banks.some((b) => b.code === c.bankCode)) errors.bankCode = { key: 'account:security.payout.bankRequired' };
  const name = c.accountName.trim() === '' ? { key: 'forms:validation.required' } : typedAccountName(c.accountName);
  if (name) errors.accountName = name;
  const digits = accountDigits(c.accountNumber);
  const number =
    digits === ''
      ? { key: 'forms:validation.required' }
      : (typedAccountNumber(c.accountNumber) ??
        (digits.length < ACCOUNT_NUMBER_MIN
          ? { key: 'account:security.payout.numberLength', params: { min: ACCOUNT_NUMBER_MIN, max: ACCOUNT_NUMBER_MAX } }
          : null));
  if (number) errors.accountNumber = number;
  if (c.paymentPassword === '') errors.paymentPassword = { key: 'forms:validation.required' };
  return errors;
}

const FIELD_CODES: Record<string, { field: PayoutField; error: FieldError }> = {
  'exists.bank.card': { field: 'accountNumber', error: { key: 'account:security.errors.bankCardExists' } },
  'bank.card.name.mismatch': { field: 'accountName', error: { key: 'account:security.errors.bankCardNameMismatch' } },
  'invalid.payment.pw': { field: 'paymentPassword', error: { key: 'errors.wrongPaymentPassword' } },
  fund_account_payment_pwd_error: { field: 'paymentPassword', error: { key: 'errors.wrongPaymentPassword' } },
};
export const payoutFieldError = (e: unknown) => FIELD_CODES[toErrorInfo(e).code] ?? null;

const LIMIT = errorInfo('withdraw.bank.card.max', 'errors.bankCardLimit');

const fresh = (): PayoutAccountContext => ({
  banks: [],
  count: 0,
  bankCode: '',
  accountName: '',
  accountNumber: '',
  paymentPassword: '',
  fieldErrors: {},
  error: null,
  loadError: null,
  added: null,
});

export const payoutAccountMachine = setup({
  types: { context: {} as PayoutAccountContext, events: {} as PayoutAccountEvent },
  actors: {
    fetchBanks: notProvided<void, PayoutBank[]>('fetchBanks'),
    addPayoutAccount: notProvided<AddPayoutRequest, AddedAccount>('addPayoutAccount'),
  },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    knownField: ({ event }) => event.type === 'form.change' && FIELDS.includes(event.field),
    atLimit: ({ context }) => context.count >= PAYOUT_ACCOUNTS_MAX,
    isValid: ({ context }) => !hasFieldErrors(validatePayout(context)),
    errorOnField: ({ event }) => payoutFieldError(errorOf(event)) !== null,
    limitReached: ({ event }) => toErrorInfo(errorOf(event)).code === LIMIT.code,
  },
  actions: {
    checkTyped: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      const typed = event.field === 'accountNumber' ? typedAccountNumber(event.value) : event.field === 'accountName' ? typedAccountName(event.value) : null;
      return typed ? { fieldErrors: { ...context.fieldErrors, [event.field]: typed } } : {};
    }),
    securityChanged: tell('securityCenter', { type: 'security.changed' }),
  },
}).createMachine({
  id: 'payoutAccount',
  context: fresh,
  initial: 'closed',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.closed', actions: assign(fresh) },
  },
  states: {
    closed: {
      on: { 'payout.open': { target: 'loading', actions: assign(({ event }) => ({ ...fresh(), count: event.count })) } },
    },
    loading: {
      invoke: {
        id: 'fetchBanks',
        src: 'fetchBanks',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            banks: event.output,
            loadError: null,
            bankCode: event.output.some((b) => b.code === context.bankCode) ? context.bankCode : (event.output[0]?.code ?? ''),
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
      },
      on: { 'form.cancel': { target: 'closed', actions: assign(fresh) } },
    },
    failed: {
      on: { 'payout.retry': 'loading', 'form.cancel': { target: 'closed', actions: assign(fresh) } },
    },
    editing: {
      on: {
        'form.change': { guard: 'knownField', actions: [assign(({ context, event }) => ({ ...typedValue(context, event), error: null })), 'checkTyped'] },
        'form.submit': [
          { guard: 'atLimit', actions: assign({ error: LIMIT }) },
          { guard: 'isValid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
          { actions: assign(({ context }) => ({ fieldErrors: validatePayout(context), error: null })) },
        ],
        'form.cancel': { target: 'closed', actions: assign(fresh) },
        'form.dismiss': { actions: assign({ error: null }) },
      },
    },
    submitting: {
      invoke: {
        id: 'addPayoutAccount',
        src: 'addPayoutAccount',
        input: ({ context }) => ({
          bankCode: context.bankCode,
          accountName: context.accountName.trim().replace(/\s+/g, ' '),
          accountNumber: accountDigits(context.accountNumber),
          paymentPassword: context.paymentPassword,
        }),
        onDone: {
          target: 'done',
          actions: [assign(({ event }) => ({ added: event.output, accountName: '', accountNumber: '', paymentPassword: '' })), 'securityChanged'],
        },
        onError: [
          {
            guard: 'errorOnField',
            target: 'editing',
            actions: assign(({ context, event }) => {
              const { field, error } = payoutFieldError(event.error)!;
              return { fieldErrors: { ...context.fieldErrors, [field]: error } };
            }),
          },
          // The page's count was out of date: the banner says so and the page reads the list again.
          {
            guard: 'limitReached',
            target: 'editing',
            actions: [assign(({ event }) => ({ error: toErrorInfo(event.error), count: PAYOUT_ACCOUNTS_MAX })), 'securityChanged'],
          },
          { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
        ],
      },
    },
    /** Added: the page shows it until the member closes the form or adds another. */
    done: {
      on: {
        'payout.open': { target: 'loading', actions: assign(({ event }) => ({ ...fresh(), count: event.count })) },
        'form.cancel': { target: 'closed', actions: assign(fresh) },
      },
    },
  },
});
