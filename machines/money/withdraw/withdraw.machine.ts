/**
 * withdraw (spec §2 withdraw): the playable balance, the minimum and maximum from the withdraw
 * settings, the destination account, the payment password, a confirmation dialog, then the
 * encrypted withdraw and its outcome. The amount is checked as typed and again before the
 * dialog opens. The gateway's refusals go under the field that caused them (insufficient
 * balance, over the limit, turnover not met → amount; wrong payment password → the password);
 * nothing typed is lost. A withdrawal holds the money at once: the header's balance is refreshed,
 * the lists of money movements are told (`money.moved`), and when another member's deposit pays
 * it (a bank payout with a confirmationId) the withdrawal confirmation is asked to look for what
 * waits for the member's answer (`confirmation.check`), which opens its dialog.
 *
 * Long-lived; a logout forgets it. Invokes 'fetchWithdrawInfo' and 'submitWithdraw'. No children.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, outputOf, errorOf } from '../../shared/effect';
import { moneyMoved, refreshAnnounced } from '../../shared/money-moved';
import { hasFieldErrors, typedValue, type FieldError, type FieldErrors } from '../../shared/form/form';
import { parseAmount, validateAmount, validateTyped } from '../../shared/amount';
import type { WithdrawInfo, WithdrawRequest, WithdrawResult } from './withdraw.types';

export type WithdrawField = 'amount' | 'bankCardId' | 'paymentPassword';
const FIELDS: readonly WithdrawField[] = ['amount', 'bankCardId', 'paymentPassword'];

export interface WithdrawContext {
  info: WithdrawInfo | null;
  amount: string;
  bankCardId: string;
  paymentPassword: string;
  fieldErrors: FieldErrors<WithdrawField>;
  error: GatewayErrorInfo | null;
  loadError: GatewayErrorInfo | null;
  result: WithdrawResult | null;
}

export type WithdrawEvent =
  | { type: 'withdraw.open' }
  | { type: 'withdraw.retry' }
  | { type: 'withdraw.all' }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.again' }
  | { type: 'form.change'; field: WithdrawField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.dismiss' }
  | SessionChanged;

const limitsOf = (info: WithdrawInfo | null) => ({ min: info?.min ?? 0, max: info?.max ?? 0, balance: info?.balance ?? 0 });

/** The most the member can take out now: the balance, capped by the maximum. */
export function withdrawable(info: WithdrawInfo | null): number {
  if (!info) return 0;
  return info.max > 0 ? Math.min(info.balance, info.max) : info.balance;
}

export function validateWithdraw(ctx: Pick<WithdrawContext, 'info' | 'amount' | 'bankCardId' | 'paymentPassword'>): FieldErrors<WithdrawField> {
  const errors: FieldErrors<WithdrawField> = {};
  const amount = validateAmount(ctx.amount, limitsOf(ctx.info));
  if (amount) errors.amount = amount;
  if (!ctx.info?.accounts.some((a) => a.id === ctx.bankCardId)) errors.bankCardId = { key: 'money:withdraw.accountRequired' };
  if (ctx.paymentPassword === '') errors.paymentPassword = { key: 'forms:validation.required' };
  return errors;
}

/** The gateway's refusals that belong under a field. */
const FIELD_CODES: Record<string, { field: WithdrawField; error: FieldError }> = {
  'account.balance.not.enough': { field: 'amount', error: { key: 'errors.balanceNotEnough' } },
  fund_account_low_banlance: { field: 'amount', error: { key: 'errors.balanceNotEnough' } },
  WALLET_BALANCE_NOT_ENOUGH: { field: 'amount', error: { key: 'errors.balanceNotEnough' } },
  'withdraw.amount.limit': { field: 'amount', error: { key: 'errors.withdrawLimit' } },
  'withdraw.turnover.not.met': { field: 'amount', error: { key: 'errors.turnoverNotMet' } },
  'invalid.payment.pw': { field: 'paymentPassword', error: { key: 'errors.wrongPaymentPassword' } },
  fund_account_payment_pwd_error: { field: 'paymentPassword', error: { key: 'errors.wrongPaymentPassword' } },
  'withdraw.bank.card.fail': { field: 'bankCardId', error: { key: 'money:withdraw.accountRefused' } },
};
export const withdrawFieldError = (e: unknown) => FIELD_CODES[toErrorInfo(e).code] ?? null;

const fresh = (): WithdrawContext => ({
  info: null,
  amount: '',
  bankCardId: '',
  paymentPassword: '',
  fieldErrors: {},
  error: null,
  loadError: null,
  result: null,
});

export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent },
  actors: {
    fetchWithdrawInfo: notProvided<void, WithdrawInfo>('fetchWithdrawInfo'),
    submitWithdraw: notProvided<WithdrawRequest, WithdrawResult>('submitWithdraw'),
  },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    knownField: ({ event }) => event.type === 'form.change' && FIELDS.includes(event.field),
    isValid: ({ context }) => !hasFieldErrors(validateWithdraw(context)),
    errorOnField: ({ event }) => withdrawFieldError(errorOf(event)) !== null,
    /** Paid by another member's deposit: a confirmation waits for the member. */
    paidByDeposit: ({ event }) => Boolean((event as { output?: WithdrawResult }).output?.confirmationId),
  },
  actions: {
    checkTyped: assign(({ context, event }) =>
      event.type === 'form.change' && event.field === 'amount'
        ? { fieldErrors: { ...context.fieldErrors, amount: validateTyped(context.amount, limitsOf(context.info)) } }
        : {},
    ),
    refreshWallet: refreshAnnounced(),
    checkConfirmation: tell('confirmation', { type: 'confirmation.check' }),
    showResult: assign(({ context, event }) => {
      const output = outputOf<WithdrawResult>(event);
      return {
        result: output,
        amount: '',
        paymentPassword: '',
        info: context.info && output.balance !== null ? { ...context.info, balance: output.balance } : context.info,
      };
    }),
  },
}).createMachine({
  id: 'withdraw',
  context: fresh,
  initial: 'idle',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.idle', actions: assign(fresh) },
  },
  states: {
    idle: { on: { 'withdraw.open': 'loading' } },
    loading: {
      invoke: {
        id: 'fetchWithdrawInfo',
        src: 'fetchWithdrawInfo',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            info: event.output,
            loadError: null,
            // The account the member chose, if it is still there; else the first one.
            bankCardId: event.output.accounts.some((a) => a.id === context.bankCardId) ? context.bankCardId : (event.output.accounts[0]?.id ?? ''),
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
      },
    },
    failed: { on: { 'withdraw.retry': 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            // Back on the page: the balance and the limits are read again; what was typed stays.
            'withdraw.open': { target: '#withdraw.loading', actions: assign({ error: null }) },
            'form.change': { guard: 'knownField', actions: [assign(({ context, event }) => ({ ...typedValue(context, event), error: null })), 'checkTyped'] },
            'withdraw.all': {
              actions: assign(({ context }) => ({ amount: String(withdrawable(context.info)), fieldErrors: { ...context.fieldErrors, amount: undefined } })),
            },
            'form.submit': [
              { guard: 'isValid', target: 'confirming', actions: assign({ fieldErrors: {}, error: null }) },
              { actions: assign(({ context }) => ({ fieldErrors: validateWithdraw(context), error: null })) },
            ],
            'form.dismiss': { actions: assign({ error: null }) },
          },
        },
        /** The confirmation dialog: nothing is sent until the member confirms. */
        confirming: {
          on: {
            'withdraw.confirm': 'submitting',
            'form.cancel': 'editing',
          },
        },
        submitting: {
          invoke: {
            id: 'submitWithdraw',
            src: 'submitWithdraw',
            input: ({ context }) => ({ amount: parseAmount(context.amount)!, bankCardId: context.bankCardId, paymentPassword: context.paymentPassword }),
            onDone: [
              { guard: 'paidByDeposit', target: 'done', actions: ['showResult', 'refreshWallet', moneyMoved(), 'checkConfirmation'] },
              { target: 'done', actions: ['showResult', 'refreshWallet', moneyMoved()] },
            ],
            onError: [
              {
                guard: 'errorOnField',
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const { field, error } = withdrawFieldError(event.error)!;
                  return { fieldErrors: { ...context.fieldErrors, [field]: error } };
                }),
              },
              { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
            ],
          },
        },
        /** The outcome: pending until paid. */
        done: {
          on: {
            'withdraw.again': { target: '#withdraw.loading', actions: assign({ result: null }) },
            'withdraw.open': { target: '#withdraw.loading', actions: assign({ result: null }) },
          },
        },
      },
    },
  },
});
