/**
 * wallet: the logged-in member's balance and currency symbol (default $), the hide/mask switch
 * (remembered on this device), manual refresh and a quiet refresh every minute. When a read finds
 * the balance changed (a deposit credited by the operator, a payout settled, a game played, points
 * converted), the lists of money movements are told (`money.moved`), unless the refresh was asked
 * by a workflow that told them already (`wallet.refresh` with `announced`: a withdrawal, a
 * transfer, a rebate claim).
 *
 * With the agent policy module (AGENTPOLICY3) on and a non-trial account, the balance is the
 * consolidated one (spec §6: /wps/member/info/funds/consolidated, every wallet together), and the
 * contract flags that answer carries are kept for the contract modal; should that call fail, the
 * plain balance is read instead (the header never goes without a balance for it).
 */
import { and, assign, not, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { notProvided, toErrorInfo, outputOf } from '../../shared/effect';
import type { BootstrapConfigured, SessionChanged } from '../../shared/broadcasts';
import { moneyMoved } from '../../shared/money-moved';
import type { AppStorage } from '../../shared/storage';
import type { FundsConsolidatedValue, WalletBalanceValue } from '../../../gateway/member/schemas';
import { STORAGE_KEYS } from '../../shared/storage';
import { CONSOLIDATED_MODULE, contractFlagsOf, playableBalance } from './wallet.rules';
import { DEFAULT_CURRENCY_SYMBOL, type ContractFlags } from './wallet.types';

export const BALANCE_REFRESH_MS = 60_000;

export interface WalletContext {
  storage: AppStorage;
  balance: number | null;
  currency: string | null;
  currencySymbol: string;
  hidden: boolean;
  error: GatewayErrorInfo | null;
  /** AGENTPOLICY3 is on (from the white-label flags). */
  agentPolicy: boolean;
  /** The member is on a trial account. */
  isTrial: boolean;
  /** Where the balance shown came from. */
  source: 'balance' | 'consolidated' | null;
  /** The contract flags of the last consolidated answer (null until one came). */
  contract: ContractFlags | null;
  /** A balance found changed by the read under way is news for the lists of money movements. */
  announce: boolean;
}

export type WalletEvent =
  | SessionChanged
  | BootstrapConfigured
  /** `announced`: the asker moved the money and told the lists already. */
  | { type: 'wallet.refresh'; announced?: boolean }
  | { type: 'wallet.toggleHidden' };

export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    input: {} as { storage: AppStorage },
  },
  actors: {
    fetchBalance: notProvided<void, WalletBalanceValue>('fetchBalance'),
    fetchConsolidated: notProvided<void, FundsConsolidatedValue>('fetchConsolidated'),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    agentPolicy: ({ context }) => context.agentPolicy,
    notTrial: ({ context }) => !context.isTrial,
    hasBalance: ({ event }) => {
      const b = (event as { output?: FundsConsolidatedValue }).output?.balance;
      return typeof b === 'number' && Number.isFinite(b);
    },
    /** The read found another balance than the one shown, and nobody said so yet. */
    movedUnannounced: ({ context, event }) => {
      const out = (event as { output?: FundsConsolidatedValue | WalletBalanceValue }).output;
      const next = out && 'sumBalance' in out ? playableBalance(out as WalletBalanceValue) : (out as FundsConsolidatedValue | undefined)?.balance;
      return context.announce && context.balance !== null && typeof next === 'number' && Math.round(next * 100) !== Math.round(context.balance * 100);
    },
  },
  actions: {
    reset: assign({ balance: null, currency: null, currencySymbol: DEFAULT_CURRENCY_SYMBOL, error: null, source: null, contract: null }),
    toggleHidden: assign(({ context }) => {
      const hidden = !context.hidden;
      context.storage.setLocal(STORAGE_KEYS.hideBalance, hidden ? '1' : '0');
      return { hidden };
    }),
    configure: assign(({ event }) => (event.type === 'bootstrap.configured' ? { agentPolicy: event.flags[CONSOLIDATED_MODULE] === true } : {})),
    identify: assign(({ event }) => (event.type === 'session.changed' ? { isTrial: event.isTrial } : {})),
    showConsolidated: assign(({ context, event }) => {
      const out = outputOf<FundsConsolidatedValue>(event);
      return {
        balance: out.balance!,
        currency: out.currency ?? context.currency,
        currencySymbol: out.currencySymbol || context.currencySymbol,
        contract: contractFlagsOf(out),
        source: 'consolidated' as const,
        error: null,
      };
    }),
    showBalance: assign(({ event }) => {
      const out = outputOf<WalletBalanceValue>(event);
      return {
        balance: playableBalance(out),
        currency: out.currency ?? null,
        currencySymbol: out.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
        source: 'balance' as const,
        error: null,
      };
    }),
    moneyMoved: moneyMoved(),
    askedFor: assign(({ event }) => ({ announce: !(event.type === 'wallet.refresh' && event.announced) })),
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
    agentPolicy: false,
    isTrial: false,
    source: null,
    contract: null,
    announce: false,
  }),
  initial: 'inactive',
  on: {
    'wallet.toggleHidden': { actions: 'toggleHidden' },
    'bootstrap.configured': { actions: 'configure' },
  },
  states: {
    inactive: {
      entry: 'reset',
      on: { 'session.changed': { guard: 'loggedIn', target: 'active', actions: 'identify' } },
    },
    active: {
      initial: 'choosing',
      on: {
        'session.changed': { guard: not('loggedIn'), target: 'inactive' },
        // The flags arrived (or changed) after the login: read the balance this member should see.
        'bootstrap.configured': { target: '.choosing', actions: ['configure', assign({ announce: false })] },
      },
      states: {
        /** Which balance this member sees (spec §6). */
        choosing: {
          always: [{ guard: and(['agentPolicy', 'notTrial']), target: 'consolidating' }, { target: 'loading' }],
        },
        consolidating: {
          invoke: {
            id: 'fetchConsolidated',
            src: 'fetchConsolidated',
            onDone: [
              { guard: and(['hasBalance', 'movedUnannounced']), target: 'ready', actions: ['showConsolidated', 'moneyMoved'] },
              { guard: 'hasBalance', target: 'ready', actions: 'showConsolidated' },
              // No balance in it: the flags still count, the plain balance is read.
              { target: 'loading', actions: assign(({ event }) => ({ contract: contractFlagsOf(event.output) })) },
            ],
            onError: { target: 'loading' },
          },
        },
        loading: {
          invoke: {
            id: 'fetchBalance',
            src: 'fetchBalance',
            onDone: [
              { guard: 'movedUnannounced', target: 'ready', actions: ['showBalance', 'moneyMoved'] },
              { target: 'ready', actions: 'showBalance' },
            ],
            // The last known balance stays on screen; the error is shown beside it.
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
          },
        },
        ready: {
          on: { 'wallet.refresh': { target: 'choosing', actions: 'askedFor' } },
          after: { [BALANCE_REFRESH_MS]: { target: 'choosing', actions: assign({ announce: true }) } },
        },
        failed: {
          on: { 'wallet.refresh': { target: 'choosing', actions: 'askedFor' } },
        },
      },
    },
  },
});
