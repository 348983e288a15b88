/**
 * transfer — a transfer of money to another account, confirmed with the payment password (the
 * member centre's transfer to the upline; the agent centre's transfer to a downline provides its
 * own effects and asks for the recipient). The amount is checked as typed against the limits and
 * the balance, and again before the confirmation dialog; nothing is sent before the member
 * confirms; the gateway's refusals go under their field and nothing typed is lost. A transfer
 * moves money at once: the header's balance is refreshed and the lists of money movements told.
 *
 * Invokes 'fetchTransferInfo' and 'submitTransfer' (provided by the workflow). Input:
 * `{ recipientRequired }` (false: the recipient is the info's own, the upline).
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { SessionChanged } from '../broadcasts';
import { notProvided, toErrorInfo } from '../effect';
import { moneyMoved, refreshAnnounced } from '../money-moved';
import { parseAmount, validateAmount, validateTyped } from '../amount';
import { hasFieldErrors, typedValue, type FieldError, type FieldErrors } from '../form/form';

export type TransferField = 'recipient' | 'amount' | 'paymentPassword';
const FIELDS: readonly TransferField[] = ['recipient', 'amount', 'paymentPassword'];

export interface TransferInfo {
  /** The fixed recipient (the upline), or null when the member names one. */
  recipient: string | null;
  min: number;
  max: number;
  balance: number;
  hasPaymentPassword: boolean;
}

export interface TransferRequest {
  recipient: string;
  amount: number;
  paymentPassword: string;
}

export interface TransferResult {
  transId: string;
  recipient: string;
  amount: number;
  balance: number | null;
}

export interface TransferContext {
  recipientRequired: boolean;
  info: TransferInfo | null;
  recipient: string;
  amount: string;
  paymentPassword: string;
  fieldErrors: FieldErrors<TransferField>;
  error: GatewayErrorInfo | null;
  loadError: GatewayErrorInfo | null;
  result: TransferResult | null;
}

export type TransferEvent =
  | { type: 'transfer.open' }
  | { type: 'transfer.retry' }
  | { type: 'transfer.confirm' }
  | { type: 'transfer.again' }
  | { type: 'form.change'; field: TransferField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.dismiss' }
  | SessionChanged;

const limitsOf = (info: TransferInfo | null) => ({ min: info?.min ?? 0, max: info?.max ?? 0, balance: info?.balance ?? 0 });

export function validateTransfer(ctx: Pick<TransferContext, 'info' | 'recipient' | 'amount' | 'paymentPassword' | 'recipientRequired'>): FieldErrors<TransferField> {
  const errors: FieldErrors<TransferField> = {};
  if (ctx.recipientRequired && ctx.recipient.trim() === '') errors.recipient = { key: 'forms:validation.required' };
  const amount = validateAmount(ctx.amount, limitsOf(ctx.info));
  if (amount) errors.amount = amount;
  if (ctx.paymentPassword === '') errors.paymentPassword = { key: 'forms:validation.required' };
  return errors;
}

/** The gateway's refusals that belong under a field. */
const FIELD_CODES: Record<string, { field: TransferField; error: FieldError }> = {
  'account.balance.not.enough': { field: 'amount', error: { key: 'errors.balanceNotEnough' } },
  WALLET_BALANCE_NOT_ENOUGH: { field: 'amount', error: { key: 'errors.balanceNotEnough' } },
  'account.transfer.exceed.max': { field: 'amount', error: { key: 'forms:amount.outOfRange' } },
  'account.transfer.exceed.min': { field: 'amount', error: { key: 'forms:amount.outOfRange' } },
  'invalid.payment.pw': { field: 'paymentPassword', error: { key: 'errors.wrongPaymentPassword' } },
  fund_account_payment_pwd_error: { field: 'paymentPassword', error: { key: 'errors.wrongPaymentPassword' } },
  'not.exists.user': { field: 'recipient', error: { key: 'errors.userNotFound' } },
};
export const transferFieldError = (e: unknown) => FIELD_CODES[toErrorInfo(e).code] ?? null;

const fresh = (recipientRequired: boolean): TransferContext => ({
  recipientRequired,
  info: null,
  recipient: '',
  amount: '',
  paymentPassword: '',
  fieldErrors: {},
  error: null,
  loadError: null,
  result: null,
});

export const transferMachine = setup({
  types: { context: {} as TransferContext, events: {} as TransferEvent, input: {} as { recipientRequired?: boolean } | undefined },
  actors: {
    fetchTransferInfo: notProvided<void, TransferInfo>('fetchTransferInfo'),
    submitTransfer: notProvided<TransferRequest, TransferResult>('submitTransfer'),
  },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    knownField: ({ event }) => event.type === 'form.change' && FIELDS.includes(event.field),
    isValid: ({ context }) => !hasFieldErrors(validateTransfer(context)),
    errorOnField: ({ event }) => transferFieldError((event as { error?: unknown }).error) !== null,
  },
  actions: {
    checkTyped: assign(({ context, event }) =>
      event.type === 'form.change' && event.field === 'amount' ? { fieldErrors: { ...context.fieldErrors, amount: validateTyped(context.amount, limitsOf(context.info)) } } : {},
    ),
    refreshWallet: refreshAnnounced(),
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => fresh(input?.recipientRequired ?? false),
  initial: 'idle',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.idle', actions: assign(({ context }) => fresh(context.recipientRequired)) },
  },
  states: {
    idle: { on: { 'transfer.open': 'loading' } },
    loading: {
      invoke: {
        id: 'fetchTransferInfo',
        src: 'fetchTransferInfo',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ info: event.output, loadError: null, recipient: event.output.recipient ?? context.recipient })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
      },
    },
    failed: { on: { 'transfer.retry': 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'transfer.open': { target: '#transfer.loading', actions: assign({ error: null }) },
            'form.change': { guard: 'knownField', actions: [assign(({ context, event }) => ({ ...typedValue(context, event), error: null })), 'checkTyped'] },
            'form.submit': [
              { guard: 'isValid', target: 'confirming', actions: assign({ fieldErrors: {}, error: null }) },
              { actions: assign(({ context }) => ({ fieldErrors: validateTransfer(context), error: null })) },
            ],
            'form.dismiss': { actions: assign({ error: null }) },
          },
        },
        /** The confirmation dialog: nothing is sent until the member confirms. */
        confirming: { on: { 'transfer.confirm': 'submitting', 'form.cancel': 'editing' } },
        submitting: {
          invoke: {
            id: 'submitTransfer',
            src: 'submitTransfer',
            input: ({ context }) => ({ recipient: context.recipient.trim(), amount: parseAmount(context.amount)!, paymentPassword: context.paymentPassword }),
            onDone: {
              target: 'done',
              actions: [
                assign(({ context, event }) => ({
                  result: event.output,
                  amount: '',
                  paymentPassword: '',
                  info: context.info && event.output.balance !== null ? { ...context.info, balance: event.output.balance } : context.info,
                })),
                'refreshWallet',
                moneyMoved(),
              ],
            },
            onError: [
              {
                guard: 'errorOnField',
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const { field, error } = transferFieldError(event.error)!;
                  return { fieldErrors: { ...context.fieldErrors, [field]: error } };
                }),
              },
              { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
            ],
          },
        },
        done: {
          on: {
            'transfer.again': { target: '#transfer.loading', actions: assign({ result: null }) },
            'transfer.open': { target: '#transfer.loading', actions: assign({ result: null }) },
          },
        },
      },
    },
  },
});
