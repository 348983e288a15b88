/**
 * wallet: the logged-in member's balance and currency symbol (default $), the hide/mask switch
 * (remembered on this device), manual refresh and a quiet refresh every minute.
 *
 * With the agent policy module (AGENTPOLICY3) on and a non-trial account, the balance is the
 * consolidated one (spec §6: /wps/member/info/funds/consolidated, every wallet together), and the
 * contract flags that answer carries are kept for the contract modal; should that call fail, the
 * plain balance is read instead (the header never goes without a balance for it).
 *
 * When a balance read finds the balance changed, the claim hall is told (`claims.balanceChanged`,
 * dropped unless the claims actor runs): a bet or a bonus may have moved a promotion's wagering.
 */
import { and, assign, enqueueActions, not, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { notProvided, toErrorInfo } from '../../shared/effect';
import { tell, type BootstrapConfigured, type SessionChanged } from '../../shared/broadcasts';
import type { AppStorage } from '../../shared/storage';
import type { FundsConsolidatedValue, WalletBalanceValue } from '../../../gateway/member/schemas';
import { STORAGE_KEYS } from '../../shared/storage';
import { CONSOLIDATED_MODULE, contractFlagsOf, DEFAULT_CURRENCY_SYMBOL, playableBalance, type ContractFlags } from './wallet.rules';

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
}

export type WalletEvent =
  | SessionChanged
  | BootstrapConfigured
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
    /** Before a read's balance is stored: tell the claim hall if it differs from the one shown. */
    tellIfChanged: enqueueActions(({ context, enqueue }, params: { balance: number | null }) => {
      if (context.balance !== null && params.balance !== null && params.balance !== context.balance) enqueue(tell('claims', { type: 'claims.balanceChanged' }));
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
    agentPolicy: false,
    isTrial: false,
    source: null,
    contract: null,
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
        'bootstrap.configured': { target: '.choosing', actions: 'configure' },
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
              {
                guard: 'hasBalance',
                target: 'ready',
                actions: [{ type: 'tellIfChanged', params: ({ event }) => ({ balance: event.output.balance ?? null }) }, assign(({ context, event }) => ({
                  balance: event.output.balance!,
                  currency: event.output.currency ?? context.currency,
                  currencySymbol: event.output.currencySymbol || context.currencySymbol,
                  contract: contractFlagsOf(event.output),
                  source: 'consolidated' as const,
                  error: null,
                }))],
              },
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
            onDone: {
              target: 'ready',
              actions: [
                { type: 'tellIfChanged', params: ({ event }) => ({ balance: playableBalance(event.output) }) },
                assign(({ event }) => ({
                  balance: playableBalance(event.output),
                  currency: event.output.currency ?? null,
                  currencySymbol: event.output.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
                  source: 'balance' as const,
                  error: null,
                })),
              ],
            },
            // The last known balance stays on screen; the error is shown beside it.
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
          },
        },
        ready: {
          on: { 'wallet.refresh': 'choosing' },
          after: { [BALANCE_REFRESH_MS]: 'choosing' },
        },
        failed: {
          on: { 'wallet.refresh': 'choosing' },
        },
      },
    },
  },
});
