/**
 * deposit (spec §2 depositv2): the channels and their limits from the deposit settings, a
 * channel chosen (for a bank transfer, also the merchant's receiving account it goes to), the
 * amount typed (or a quick-amount chip), checked as typed and again before sending, the submit on
 * the path of the channel's kind, then the channel's next step (the receiving account's details
 * with a reference, a QR code, or the payment page). Deposits refused by the settings
 * (`allowDeposit` not Y) say so. The deposit is pending until the money arrives: it shows in the
 * account record, which is told at once (`money.moved`).
 *
 * The settings are read again whenever the page opens again (`deposit.open`), after a deposit
 * (`deposit.again`), and when the gateway refuses a deposit because its channel closed since: a
 * channel closed (or opened) in the meantime shows, and what was typed stays.
 *
 * Long-lived (the page keeps what was typed when the member comes back); a logout forgets it.
 * Invokes 'fetchDepositSettings' and 'submitDeposit'. No children.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, outputOf, errorOf } from '../../shared/effect';
import { moneyMoved } from '../../shared/money-moved';
import type { FieldError, FieldErrors } from '../../shared/form/form';
import { parseAmount, validateAmount, validateTyped, type AmountLimits } from '../../shared/amount';
import type { DepositBank, DepositChannel, DepositOrder, DepositRequest, DepositSettings } from './deposit.types';

export type DepositField = 'amount' | 'bankId';

export interface DepositContext {
  settings: DepositSettings | null;
  channelId: string | null;
  /** The receiving account a bank transfer goes to. */
  bankId: string | null;
  /** As typed. */
  amount: string;
  fieldErrors: FieldErrors<DepositField>;
  /** A refusal that belongs to no field (banner). */
  error: GatewayErrorInfo | null;
  /** The settings could not be read. */
  loadError: GatewayErrorInfo | null;
  order: DepositOrder | null;
}

export type DepositEvent =
  | { type: 'deposit.open' }
  | { type: 'deposit.retry' }
  | { type: 'deposit.channel'; channelId: string }
  | { type: 'deposit.bank'; bankId: string }
  | { type: 'deposit.quick'; amount: number }
  | { type: 'deposit.again' }
  | { type: 'form.change'; field: 'amount'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.dismiss' }
  | SessionChanged;

/** The chosen channel (open ones only). */
export function channelOf(ctx: Pick<DepositContext, 'settings' | 'channelId'>): DepositChannel | null {
  return ctx.settings?.channels.find((c) => c.id === ctx.channelId && !c.closed) ?? null;
}

/** The receiving account chosen for a bank transfer (null for the other kinds). */
export function bankOf(ctx: Pick<DepositContext, 'settings' | 'channelId' | 'bankId'>): DepositBank | null {
  if (channelOf(ctx)?.type !== 'BANK') return null;
  return ctx.settings?.banks.find((b) => b.id === ctx.bankId) ?? null;
}

const limitsOf = (c: DepositChannel | null): AmountLimits => ({ min: c?.min ?? 0, max: c?.max ?? 0 });

/** Everything the submit checks again before sending. */
export function validateDeposit(ctx: Pick<DepositContext, 'settings' | 'channelId' | 'bankId' | 'amount'>): FieldErrors<DepositField> {
  const errors: FieldErrors<DepositField> = {};
  const amount = validateAmount(ctx.amount, limitsOf(channelOf(ctx)));
  if (amount) errors.amount = amount;
  if (channelOf(ctx)?.type === 'BANK' && !bankOf(ctx)) errors.bankId = { key: 'money:deposit.bankRequired' };
  return errors;
}

/** Gateway codes of the submit that belong under the amount. */
const AMOUNT_CODES: Record<string, FieldError> = {
  'deposit.invalid.amount': { key: 'forms:amount.format' },
  'empty.amount': { key: 'forms:amount.required' },
  'account.amount.negative': { key: 'forms:amount.format' },
  'deposit.amount.limit': { key: 'forms:amount.outOfRange' },
};
const amountErrorOf = (e: unknown): FieldError | null => AMOUNT_CODES[toErrorInfo(e).code] ?? null;
/** The channel was closed since the settings were read. */
const CHANNEL_CLOSED = 'deposit.channel.closed';

const firstOpen = (s: DepositSettings): string | null => s.channels.find((c) => !c.closed)?.id ?? null;

const fresh = (): DepositContext => ({ settings: null, channelId: null, bankId: null, amount: '', fieldErrors: {}, error: null, loadError: null, order: null });

export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent },
  actors: {
    fetchDepositSettings: notProvided<void, DepositSettings>('fetchDepositSettings'),
    submitDeposit: notProvided<DepositRequest, DepositOrder>('submitDeposit'),
  },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    depositAllowed: ({ event }) => {
      const s = outputOf<DepositSettings>(event);
      return s.allowed && s.channels.some((c) => !c.closed);
    },
    openChannel: ({ context, event }) =>
      event.type === 'deposit.channel' && Boolean(context.settings?.channels.some((c) => c.id === event.channelId && !c.closed)),
    knownBank: ({ context, event }) => event.type === 'deposit.bank' && Boolean(context.settings?.banks.some((b) => b.id === event.bankId)),
    isValid: ({ context }) => Object.keys(validateDeposit(context)).length === 0,
    amountRefused: ({ event }) => amountErrorOf(errorOf(event)) !== null,
    channelClosed: ({ event }) => toErrorInfo(errorOf(event)).code === CHANNEL_CLOSED,
  },
  actions: {
    checkTyped: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, amount: validateTyped(context.amount, limitsOf(channelOf(context))) },
    })),
  },
}).createMachine({
  id: 'deposit',
  context: fresh,
  initial: 'idle',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.idle', actions: assign(fresh) },
  },
  states: {
    idle: {
      on: { 'deposit.open': 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetchDepositSettings',
        src: 'fetchDepositSettings',
        onDone: [
          {
            guard: 'depositAllowed',
            target: 'ready',
            actions: assign(({ context, event }) => ({
              settings: event.output,
              loadError: null,
              // Keep the member's channel when it is still open, and the receiving account when it is still there.
              channelId: event.output.channels.some((c) => c.id === context.channelId && !c.closed) ? context.channelId : firstOpen(event.output),
              bankId: event.output.banks.some((b) => b.id === context.bankId) ? context.bankId : (event.output.banks[0]?.id ?? null),
            })),
          },
          { target: 'closed', actions: assign(({ event }) => ({ settings: event.output, loadError: null })) },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
      },
    },
    failed: { on: { 'deposit.retry': 'loading', 'deposit.open': 'loading' } },
    /** allowDeposit is not Y, or no channel is open. */
    closed: { on: { 'deposit.retry': 'loading', 'deposit.open': 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            // Back on the page: the channels and limits are read again; what was typed stays.
            'deposit.open': { target: '#deposit.loading', actions: assign({ error: null }) },
            'deposit.channel': { guard: 'openChannel', actions: [assign(({ event }) => ({ channelId: event.channelId, error: null })), 'checkTyped'] },
            'deposit.bank': {
              guard: 'knownBank',
              actions: assign(({ context, event }) => ({ bankId: event.bankId, error: null, fieldErrors: { ...context.fieldErrors, bankId: undefined } })),
            },
            'deposit.quick': { actions: [assign(({ event }) => ({ amount: String(event.amount), error: null })), 'checkTyped'] },
            'form.change': { actions: [assign(({ event }) => ({ amount: event.value })), 'checkTyped'] },
            'form.submit': [
              { guard: 'isValid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
              { actions: assign(({ context }) => ({ fieldErrors: validateDeposit(context), error: null })) },
            ],
            'form.dismiss': { actions: assign({ error: null }) },
          },
        },
        submitting: {
          invoke: {
            id: 'submitDeposit',
            src: 'submitDeposit',
            input: ({ context }) => ({
              channelId: context.channelId!,
              type: channelOf(context)!.type,
              bank: bankOf(context),
              amount: parseAmount(context.amount)!,
            }),
            onDone: { target: 'instructions', actions: [assign(({ event }) => ({ order: event.output })), moneyMoved()] },
            onError: [
              { guard: 'amountRefused', target: 'editing', actions: assign(({ event }) => ({ fieldErrors: { amount: amountErrorOf(event.error)! } })) },
              // Closed since the page read the channels: say so, and read them again.
              { guard: 'channelClosed', target: '#deposit.loading', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
              { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
            ],
          },
        },
        /** The order is pending: the channel's next step is shown. */
        instructions: {
          // Another deposit: the channels are read again first.
          on: { 'deposit.again': { target: '#deposit.loading', actions: assign({ order: null, amount: '', fieldErrors: {} }) } },
        },
      },
    },
  },
});
