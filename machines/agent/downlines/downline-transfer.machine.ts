/**
 * downlineTransfer (spec §1 "transfer funds to downlines", §2 transfers): an agent moves money to
 * a direct downline. The amount is checked as typed and again here before sending (two decimals,
 * within the limits), the payment password is required; a confirmation says who gets how much;
 * the call is encrypted. The server's refusals land under their field (insufficient balance under
 * the amount, a wrong payment password under it) and what was typed stays. A success tells the
 * wallet to refresh and the list to read its page again.
 *
 * Invokes transferToDownline. No children.
 */
import { assign, setup } from 'xstate';
import { TRANSFER_MAX, TRANSFER_MIN } from '../../../gateway/agent/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import { agentErrorInfo } from '../contracts/contract-errors';
import { gatewayFieldError, hasFieldErrors, typedValue, type FieldErrors } from '../../shared/form/form';
import type { TransferResult } from './downlines.effects';

export type TransferField = 'amount' | 'paymentPassword';

export interface DownlineTransferContext {
  downline: string;
  amount: string;
  paymentPassword: string;
  fieldErrors: FieldErrors<TransferField>;
  error: GatewayErrorInfo | null;
  result: TransferResult | null;
}

export type DownlineTransferEvent =
  | SessionChanged
  | { type: 'transfer.open'; downline: string }
  | { type: 'form.change'; field: TransferField; value: string }
  | { type: 'form.submit' }
  | { type: 'transfer.confirm' }
  | { type: 'transfer.back' }
  | { type: 'form.dismiss' }
  | { type: 'form.cancel' };

const AMOUNT = /^\d+(\.\d{1,2})?$/;

export function validateTransfer(c: Pick<DownlineTransferContext, 'amount' | 'paymentPassword'>): FieldErrors<TransferField> {
  const errors: FieldErrors<TransferField> = {};
  const a = c.amount.trim();
  if (a === '') errors.amount = { key: 'validation.required' };
  else if (!AMOUNT.test(a)) errors.amount = { key: 'downlineTransfer.errors.amountFormat' };
  else if (Number(a) < TRANSFER_MIN || Number(a) > TRANSFER_MAX) errors.amount = { key: 'downlineTransfer.errors.amountRange', params: { min: TRANSFER_MIN, max: TRANSFER_MAX } };
  if (c.paymentPassword === '') errors.paymentPassword = { key: 'validation.required' };
  return errors;
}

/** Refusals that belong under a field. */
const FIELD_CODES = {
  'account.balance.not.enough': { field: 'amount', key: 'errors.balanceNotEnough' },
  fund_account_low_banlance: { field: 'amount', key: 'errors.balanceNotEnough' },
  'account.transfer.exceed.min': { field: 'amount', key: 'downlineTransfer.errors.transferRange' },
  'account.transfer.exceed.max': { field: 'amount', key: 'downlineTransfer.errors.transferRange' },
  'invalid.payment.pw': { field: 'paymentPassword', key: 'downlineTransfer.errors.paymentPassword' },
  fund_account_payment_pwd_error: { field: 'paymentPassword', key: 'downlineTransfer.errors.paymentPassword' },
} as const satisfies Record<string, { field: TransferField; key: string }>;

const fieldRefusal = (e: unknown) => gatewayFieldError<TransferField>(FIELD_CODES, toErrorInfo(e).code);

const fresh = (downline: string): DownlineTransferContext => ({ downline, amount: '', paymentPassword: '', fieldErrors: {}, error: null, result: null });

export const downlineTransferMachine = setup({
  types: {
    context: {} as DownlineTransferContext,
    events: {} as DownlineTransferEvent,
  },
  actors: {
    transferToDownline: notProvided<{ downline: string; amount: number; paymentPassword: string }, TransferResult>('transferToDownline'),
  },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    hasDownline: ({ event }) => event.type === 'transfer.open' && event.downline.trim() !== '',
    knownField: ({ event }) => event.type === 'form.change' && (event.field === 'amount' || event.field === 'paymentPassword'),
    valid: ({ context }) => !hasFieldErrors(validateTransfer(context)),
    onField: ({ event }) => fieldRefusal((event as { error?: unknown }).error) !== null,
  },
}).createMachine({
  id: 'downlineTransfer',
  context: fresh(''),
  initial: 'closed',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.closed', actions: assign(() => fresh('')) },
  },
  states: {
    closed: {
      on: { 'transfer.open': { guard: 'hasDownline', target: 'editing', actions: assign(({ event }) => fresh(event.downline.trim())) } },
    },
    editing: {
      on: {
        'form.change': { guard: 'knownField', actions: assign(({ context, event }) => typedValue(context, event)) },
        'form.submit': [
          { guard: 'valid', target: 'confirming', actions: assign({ fieldErrors: {}, error: null }) },
          { actions: assign(({ context }) => ({ fieldErrors: validateTransfer(context), error: null })) },
        ],
        'form.dismiss': { actions: assign({ error: null }) },
        'form.cancel': 'closed',
      },
    },
    confirming: {
      on: { 'transfer.confirm': 'sending', 'transfer.back': 'editing', 'form.cancel': 'closed' },
    },
    sending: {
      invoke: {
        id: 'transferToDownline',
        src: 'transferToDownline',
        input: ({ context }) => ({ downline: context.downline, amount: Number(context.amount.trim()), paymentPassword: context.paymentPassword }),
        onDone: {
          target: 'done',
          actions: [
            assign(({ event }) => ({ result: event.output, paymentPassword: '' })),
            tell('wallet', { type: 'wallet.refresh' }),
            tell('downlines', { type: 'query.refresh' }),
          ],
        },
        onError: [
          {
            guard: 'onField',
            target: 'editing',
            actions: assign(({ context, event }) => {
              const { field, error } = fieldRefusal(event.error)!;
              return { fieldErrors: { ...context.fieldErrors, [field]: error } };
            }),
          },
          { target: 'editing', actions: assign(({ event }) => ({ error: agentErrorInfo(event.error) })) },
        ],
      },
    },
    done: {
      on: { 'form.cancel': 'closed', 'transfer.open': { guard: 'hasDownline', target: 'editing', actions: assign(({ event }) => fresh(event.downline.trim())) } },
    },
  },
});
