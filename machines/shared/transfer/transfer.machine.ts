/**
 * transfer — a transfer of money to another account, confirmed with the payment password: the
 * member centre's transfer to the upline, and the agent centre's transfer to a downline, each a
 * machine of `createTransferMachine` with its own effects. The amount is checked as typed against
 * the limits and the balance, and again before the confirmation dialog; nothing is sent before the
 * member confirms; the gateway's refusals go under their field and nothing typed is lost. A
 * transfer moves money at once: the header's balance is refreshed, this transfer's own lists are
 * told to read again (`refreshAfter`) and every list of money movements is told (`money.moved`).
 *
 * Parametrised by:
 * - the recipient: the info's own (the upline), named by `transfer.open { recipient }` (a
 *   downline picked from a list), or typed by the member (`recipientRequired`);
 * - the limits: from `fetchTransferInfo` (the server's settings, or the contract's constants);
 * - the refusal table: the common refusals, plus `refusals` of this transfer's own calls;
 * - `refreshAfter`: the long-lived actors told `query.refresh` after a transfer.
 *
 * Invokes 'fetchTransferInfo' (with the recipient asked for) and 'submitTransfer' (provided by the
 * workflow). Input: `{ recipientRequired }` over the machine's own. `transfer.close` puts the form
 * away (a dialog closed), forgetting what was typed.
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type SessionChanged } from '../broadcasts';
import { notProvided, toErrorInfo, errorOf } from '../effect';
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

/** A refusal that belongs under a field, and what to say there. */
export type TransferRefusals = Readonly<Record<string, { field: TransferField; error: FieldError }>>;

export interface TransferParams {
  /** The member types the recipient (false: the info's, or the one `transfer.open` names). */
  recipientRequired?: boolean;
  /** This transfer's own refusals under a field, over the common ones. */
  refusals?: TransferRefusals;
  /** Long-lived actors (systemIds) told `query.refresh` once money has moved. */
  refreshAfter?: readonly string[];
}

export interface TransferContext {
  recipientRequired: boolean;
  refusals: TransferRefusals;
  refreshAfter: readonly string[];
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
  /** Open (or re-read) the form; `recipient` names who gets the money (a new one starts a fresh form). */
  | { type: 'transfer.open'; recipient?: string }
  | { type: 'transfer.close' }
  | { type: 'transfer.retry' }
  | { type: 'transfer.confirm' }
  | { type: 'transfer.again' }
  | { type: 'form.change'; field: TransferField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.dismiss' }
  | SessionChanged;

const limitsOf = (info: TransferInfo | null) => ({ min: info?.min ?? 0, max: info?.max ?? 0, balance: info?.balance ?? 0 });

export function validateTransfer(
  ctx: Pick<TransferContext, 'info' | 'recipient' | 'amount' | 'paymentPassword' | 'recipientRequired'>,
): FieldErrors<TransferField> {
  const errors: FieldErrors<TransferField> = {};
  if (ctx.recipientRequired && ctx.recipient.trim() === '') errors.recipient = { key: 'forms:validation.required' };
  const amount = validateAmount(ctx.amount, limitsOf(ctx.info));
  if (amount) errors.amount = amount;
  if (ctx.paymentPassword === '') errors.paymentPassword = { key: 'forms:validation.required' };
  return errors;
}

/** The gateway's refusals that belong under a field, common to every transfer. */
const FIELD_CODES: TransferRefusals = {
  'account.balance.not.enough': { field: 'amount', error: { key: 'errors.balanceNotEnough' } },
  WALLET_BALANCE_NOT_ENOUGH: { field: 'amount', error: { key: 'errors.balanceNotEnough' } },
  'account.transfer.exceed.max': { field: 'amount', error: { key: 'forms:amount.outOfRange' } },
  'account.transfer.exceed.min': { field: 'amount', error: { key: 'forms:amount.outOfRange' } },
  'invalid.payment.pw': { field: 'paymentPassword', error: { key: 'errors.wrongPaymentPassword' } },
  fund_account_payment_pwd_error: { field: 'paymentPassword', error: { key: 'errors.wrongPaymentPassword' } },
  'not.exists.user': { field: 'recipient', error: { key: 'errors.userNotFound' } },
};
/** Where a refusal goes: under a field (this transfer's own table first), or null for the banner. */
export const transferFieldError = (e: unknown, own: TransferRefusals = {}) => {
  const code = toErrorInfo(e).code;
  return own[code] ?? FIELD_CODES[code] ?? null;
};

type Settings = Pick<TransferContext, 'recipientRequired' | 'refusals' | 'refreshAfter'>;
const settingsOf = (c: Settings): Settings => ({ recipientRequired: c.recipientRequired, refusals: c.refusals, refreshAfter: c.refreshAfter });

const fresh = (settings: Settings): TransferContext => ({
  ...settings,
  info: null,
  recipient: '',
  amount: '',
  paymentPassword: '',
  fieldErrors: {},
  error: null,
  loadError: null,
  result: null,
});

/** A transfer machine with these parameters (see the header); `id` names its state nodes. */
export function createTransferMachine(id: string, params: TransferParams = {}) {
  return setup({
    types: { context: {} as TransferContext, events: {} as TransferEvent, input: {} as { recipientRequired?: boolean } | undefined },
    actors: {
      fetchTransferInfo: notProvided<{ recipient: string }, TransferInfo>('fetchTransferInfo'),
      submitTransfer: notProvided<TransferRequest, TransferResult>('submitTransfer'),
    },
    guards: {
      loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
      knownField: ({ event }) => event.type === 'form.change' && FIELDS.includes(event.field),
      isValid: ({ context }) => !hasFieldErrors(validateTransfer(context)),
      errorOnField: ({ context, event }) => transferFieldError(errorOf(event), context.refusals) !== null,
    },
    actions: {
      /** Opened for a recipient other than the form's: a fresh form for it; otherwise the banner goes. */
      openFor: assign(({ context, event }) =>
        event.type === 'transfer.open' && event.recipient !== undefined && event.recipient !== context.recipient
          ? { ...fresh(settingsOf(context)), recipient: event.recipient }
          : { error: null },
      ),
      /** Every list that shows balances reads its page again. */
      refreshLists: enqueueActions(({ context, enqueue }) => {
        for (const id of context.refreshAfter) enqueue(tell(id, { type: 'query.refresh' }));
      }),
      checkTyped: assign(({ context, event }) =>
        event.type === 'form.change' && event.field === 'amount'
          ? { fieldErrors: { ...context.fieldErrors, amount: validateTyped(context.amount, limitsOf(context.info)) } }
          : {},
      ),
      refreshWallet: refreshAnnounced(),
    },
  }).createMachine({
    id,
    context: ({ input }) =>
      fresh({
        recipientRequired: input?.recipientRequired ?? params.recipientRequired ?? false,
        refusals: params.refusals ?? {},
        refreshAfter: params.refreshAfter ?? [],
      }),
    initial: 'idle',
    on: {
      'session.changed': { guard: 'loggedOut', target: '.idle', actions: assign(({ context }) => fresh(settingsOf(context))) },
      'transfer.close': { target: '.idle', actions: assign(({ context }) => fresh(settingsOf(context))) },
    },
    states: {
      idle: { on: { 'transfer.open': { target: 'loading', actions: 'openFor' } } },
      loading: {
        invoke: {
          id: 'fetchTransferInfo',
          src: 'fetchTransferInfo',
          input: ({ context }) => ({ recipient: context.recipient.trim() }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => ({ info: event.output, loadError: null, recipient: event.output.recipient ?? context.recipient })),
          },
          onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
        },
      },
      failed: { on: { 'transfer.retry': 'loading', 'transfer.open': { target: 'loading', actions: 'openFor' } } },
      ready: {
        initial: 'editing',
        states: {
          editing: {
            on: {
              'transfer.open': { target: `#${id}.loading`, actions: 'openFor' },
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
                  'refreshLists',
                  moneyMoved(),
                ],
              },
              onError: [
                {
                  guard: 'errorOnField',
                  target: 'editing',
                  actions: assign(({ context, event }) => {
                    const { field, error } = transferFieldError(event.error, context.refusals)!;
                    return { fieldErrors: { ...context.fieldErrors, [field]: error } };
                  }),
                },
                { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
              ],
            },
          },
          done: {
            on: {
              'transfer.again': { target: `#${id}.loading`, actions: assign({ result: null }) },
              'transfer.open': { target: `#${id}.loading`, actions: [assign({ result: null }), 'openFor'] },
            },
          },
        },
      },
    },
  });
}

/** The member centre's transfer to the upline (the recipient is the info's). */
export const transferMachine = createTransferMachine('transfer');
