/**
 * walletTransfer (spec §2 transferFund): the main wallet and each vendor wallet with its balance;
 * moving money in (main → vendor) or out (vendor → main), the amount checked as typed and again
 * here before sending; gathering every vendor wallet into the main one; refreshing one wallet.
 * A single-wallet merchant (`isSingle`) has nothing to transfer: the page hides (the view reads
 * `single`). A vendor wallet that refuses a transfer for now (wallet.is.locked) shows as locked
 * until the wallets are read again. After money moves the header's balance is asked to refresh (the main wallet changed)
 * and the lists of money movements are told (`money.moved`: the account record lists the transfer).
 *
 * Long-lived (the page opens it with `transfer.open`); a logout forgets everything. States:
 * idle → loading → ready (form: editing | sending | gathering; refresh: idle | refreshing) or
 * failed (retry).
 */
import { and, assign, not, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import type { SessionChanged } from '../../shared/broadcasts';
import { moneyMoved, refreshAnnounced } from '../../shared/money-moved';
import type { FieldError } from '../../shared/validation';
import type { TransferRequest, TransferResult, WalletList } from './wallet-transfer.types';
import { MAIN_WALLET_TYPE_ID, parseAmount, sourceOf, validateAmount, gatherable, type TransferDirection, type Wallet } from './wallet-transfer.rules';

export interface WalletTransferContext {
  wallets: Wallet[];
  isSingle: boolean;
  /** The list could not be read. */
  loadError: GatewayErrorInfo | null;
  direction: TransferDirection;
  /** The vendor wallet chosen (id), null until the member picks one. */
  vendor: number | null;
  /** As typed. */
  amount: string;
  fieldErrors: { amount?: FieldError; vendor?: FieldError };
  /** A refusal that is not about a field (busy, a locked wallet, the network). */
  error: GatewayErrorInfo | null;
  /** The last transfer that went through (shown as the outcome until the next change). */
  done: { kind: 'transfer'; direction: TransferDirection; vendor: number; amount: number } | { kind: 'gather'; amount: number } | null;
  /** The wallet being refreshed, and wallets whose last refresh failed. */
  refreshing: number | null;
  refreshFailed: number[];
}

export type WalletTransferEvent =
  | SessionChanged
  | { type: 'transfer.open' }
  | { type: 'transfer.retry' }
  | { type: 'transfer.direction'; direction: TransferDirection }
  | { type: 'transfer.vendor'; vendor: number }
  | { type: 'transfer.max' }
  | { type: 'transfer.all' }
  | { type: 'wallet.refreshOne'; id: number }
  | { type: 'form.change'; field: 'amount'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.dismiss' };

const EMPTY: Omit<WalletTransferContext, 'direction'> = {
  wallets: [],
  isSingle: false,
  loadError: null,
  vendor: null,
  amount: '',
  fieldErrors: {},
  error: null,
  done: null,
  refreshing: null,
  refreshFailed: [],
};

/** The field errors of the form as it stands (the view shows the amount's as the member types). */
export function transferProblems(ctx: Pick<WalletTransferContext, 'wallets' | 'direction' | 'vendor' | 'amount'>): WalletTransferContext['fieldErrors'] {
  const errors: WalletTransferContext['fieldErrors'] = {};
  const vendor = ctx.wallets.find((w) => w.id === ctx.vendor && w.id !== MAIN_WALLET_TYPE_ID);
  if (!vendor) errors.vendor = { key: 'wallets:walletTransfer.validation.vendorRequired' };
  const source = sourceOf(ctx.wallets, ctx.direction, ctx.vendor);
  const amount = validateAmount(ctx.amount, source ? source.balance : null);
  if (amount) errors.amount = amount;
  return errors;
}

/** New balances laid over the wallets. */
const withBalances = (wallets: readonly Wallet[], balances: TransferResult['balances']): Wallet[] =>
  wallets.map((w) => {
    const b = balances.find((x) => x.id === w.id);
    return b ? { ...w, balance: b.balance } : w;
  });

/** Gateway refusals that belong under the amount. */
const AMOUNT_CODES = new Set(['account.balance.not.enough', 'fund_account_low_banlance', 'WALLET_BALANCE_NOT_ENOUGH']);
/** The vendor refuses transfers for now (C4): the wallet shows as locked until the wallets are read again. */
const LOCKED_CODE = 'wallet.is.locked';

export const walletTransferMachine = setup({
  types: {
    context: {} as WalletTransferContext,
    events: {} as WalletTransferEvent,
  },
  actors: {
    fetchWallets: notProvided<void, WalletList>('fetchWallets'),
    fetchWalletBalance: notProvided<{ id: number }, number>('fetchWalletBalance'),
    transferFunds: notProvided<TransferRequest, TransferResult>('transferFunds'),
    gatherAll: notProvided<void, TransferResult>('gatherAll'),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    formValid: ({ context }) => Object.keys(transferProblems(context)).length === 0,
    somethingToGather: ({ context }) => gatherable(context.wallets) > 0,
    notSingle: ({ context }) => !context.isSingle,
    knownWallet: ({ context, event }) => event.type === 'wallet.refreshOne' && context.wallets.some((w) => w.id === event.id),
    amountRefusal: ({ event }) => AMOUNT_CODES.has(toErrorInfo(errorOf(event)).code),
    walletLocked: ({ event }) => toErrorInfo(errorOf(event)).code === LOCKED_CODE,
  },
  actions: {
    forget: assign(() => ({ ...EMPTY, direction: 'in' as const })),
    askHeader: refreshAnnounced(),
    moneyMoved: moneyMoved(),
    clearOutcome: assign({ error: null, done: null }),
  },
}).createMachine({
  id: 'walletTransfer',
  context: { ...EMPTY, direction: 'in' },
  initial: 'idle',
  on: {
    'session.changed': { guard: not('loggedIn'), target: '.idle', actions: 'forget' },
  },
  states: {
    idle: {
      on: { 'transfer.open': 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetchWallets',
        src: 'fetchWallets',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const vendors = event.output.wallets.filter((w) => w.id !== MAIN_WALLET_TYPE_ID);
            // Keep the member's choice when the wallet is still there; otherwise the first vendor.
            const vendor = vendors.some((w) => w.id === context.vendor) ? context.vendor : (vendors[0]?.id ?? null);
            return { wallets: event.output.wallets, isSingle: event.output.isSingle, vendor, loadError: null, refreshFailed: [] };
          }),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
      },
    },
    failed: {
      on: { 'transfer.retry': 'loading', 'transfer.open': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        // Coming back to the page reads the wallets again (money may have moved elsewhere).
        'transfer.open': { target: 'loading' },
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'transfer.direction': {
                  actions: assign(({ context, event }) => ({
                    direction: event.direction,
                    fieldErrors: { ...context.fieldErrors, amount: undefined },
                    done: null,
                    error: null,
                  })),
                },
                'transfer.vendor': {
                  actions: assign(({ context, event }) => ({
                    vendor: event.vendor,
                    fieldErrors: { ...context.fieldErrors, vendor: undefined, amount: undefined },
                    done: null,
                    error: null,
                  })),
                },
                'form.change': {
                  actions: assign(({ context, event }) => ({
                    amount: event.value,
                    fieldErrors: { ...context.fieldErrors, amount: undefined },
                    done: null,
                    error: null,
                  })),
                },
                'transfer.max': {
                  actions: assign(({ context }) => {
                    const source = sourceOf(context.wallets, context.direction, context.vendor);
                    return {
                      amount: source ? source.balance.toFixed(2) : context.amount,
                      fieldErrors: { ...context.fieldErrors, amount: undefined },
                      done: null,
                      error: null,
                    };
                  }),
                },
                'form.dismiss': { actions: 'clearOutcome' },
                'form.submit': [
                  { guard: and(['notSingle', 'formValid']), target: 'sending', actions: 'clearOutcome' },
                  { actions: assign(({ context }) => ({ fieldErrors: transferProblems(context), done: null })) },
                ],
                'transfer.all': [
                  { guard: and(['notSingle', 'somethingToGather']), target: 'gathering', actions: 'clearOutcome' },
                  { actions: assign({ done: null, error: null }) },
                ],
              },
            },
            sending: {
              invoke: {
                id: 'transferFunds',
                src: 'transferFunds',
                input: ({ context }) => ({ direction: context.direction, vendor: context.vendor!, amount: parseAmount(context.amount)! }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ context, event }) => ({
                      wallets: withBalances(context.wallets, event.output.balances),
                      done: { kind: 'transfer' as const, direction: context.direction, vendor: context.vendor!, amount: parseAmount(context.amount)! },
                      amount: '',
                    })),
                    'askHeader',
                    'moneyMoved',
                  ],
                },
                onError: [
                  {
                    guard: 'amountRefusal',
                    target: 'editing',
                    actions: assign(({ context, event }) => ({
                      fieldErrors: { ...context.fieldErrors, amount: { key: toErrorInfo(event.error).messageKey } },
                    })),
                  },
                  {
                    guard: 'walletLocked',
                    target: 'editing',
                    actions: assign(({ context, event }) => ({
                      error: toErrorInfo(event.error),
                      wallets: context.wallets.map((w) => (w.id === context.vendor ? { ...w, locked: true } : w)),
                    })),
                  },
                  { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
                ],
              },
            },
            gathering: {
              invoke: {
                id: 'gatherAll',
                src: 'gatherAll',
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ context, event }) => ({
                      wallets: withBalances(context.wallets, event.output.balances),
                      done: { kind: 'gather' as const, amount: event.output.amount },
                    })),
                    'askHeader',
                    'moneyMoved',
                  ],
                },
                onError: { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
              },
            },
          },
        },
        refresh: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'wallet.refreshOne': { guard: 'knownWallet', target: 'refreshing', actions: assign(({ event }) => ({ refreshing: event.id })) },
              },
            },
            refreshing: {
              invoke: {
                id: 'fetchWalletBalance',
                src: 'fetchWalletBalance',
                input: ({ context }) => ({ id: context.refreshing! }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    wallets: withBalances(context.wallets, [{ id: context.refreshing!, balance: event.output }]),
                    refreshFailed: context.refreshFailed.filter((id) => id !== context.refreshing),
                    refreshing: null,
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    refreshFailed: [...context.refreshFailed.filter((id) => id !== context.refreshing), context.refreshing!],
                    refreshing: null,
                  })),
                },
              },
            },
          },
        },
      },
    },
  },
});
