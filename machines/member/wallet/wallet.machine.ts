/**
 * wallet: the logged-in member's balance and currency symbol (default $), the hide/mask switch
 * (remembered on this device), manual refresh and a quiet refresh every minute.
 */
import { assign, not, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { SessionChanged } from '../../shared/broadcasts';
import type { AppStorage } from '../../shared/storage';
import type { WalletBalanceValue } from '../../../gateway/member/schemas';
import { STORAGE_KEYS } from '../../shared/storage';
import { DEFAULT_CURRENCY_SYMBOL, playableBalance } from './wallet.rules';

export const BALANCE_REFRESH_MS = 60_000;

export interface WalletContext {
  storage: AppStorage;
  balance: number | null;
  currency: string | null;
  currencySymbol: string;
  hidden: boolean;
  error: GatewayErrorInfo | null;
}

export type WalletEvent =
  | SessionChanged
  | { type: 'wallet.refresh' }
  | { type: 'wallet.toggleHidden' };

export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    input: {} as { storage: AppStorage },
  },
  actors: {
    fetchBalance: notProvided<void, WalletBalanceValue>('fetchBalance'),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
  },
  actions: {
    reset: assign({ balance: null, currency: null, currencySymbol: DEFAULT_CURRENCY_SYMBOL, error: null }),
    toggleHidden: assign(({ context }) => {
      const hidden = !context.hidden;
      context.storage.setLocal(STORAGE_KEYS.hideBalance, hidden ? '1' : '0');
      return { hidden };
    }),
  },
}).createMachine({
  id: 'wallet',
  context: ({ input }) => ({
    storage: input.storage,
    balance: null,
    currency: null,
    currencySymbol: DEFAULT_CURRENCY_SYMBOL,
    hidden: input.storage.getLocal(STORAGE_KEYS.hideBalance) === '1',
    error: null,
  }),
  initial: 'inactive',
  on: {
    'wallet.toggleHidden': { actions: 'toggleHidden' },
  },
  states: {
    inactive: {
      entry: 'reset',
      on: { 'session.changed': { guard: 'loggedIn', target: 'active' } },
    },
    active: {
      initial: 'loading',
      on: { 'session.changed': { guard: not('loggedIn'), target: 'inactive' } },
      states: {
        loading: {
          invoke: {
            id: 'fetchBalance',
            src: 'fetchBalance',
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                balance: playableBalance(event.output),
                currency: event.output.currency ?? null,
                currencySymbol: event.output.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
                error: null,
              })),
            },
            // The last known balance stays on screen; the error is shown beside it.
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
          },
        },
        ready: {
          on: { 'wallet.refresh': 'loading' },
          after: { [BALANCE_REFRESH_MS]: 'loading' },
        },
        failed: {
          on: { 'wallet.refresh': 'loading' },
        },
      },
    },
  },
});
