import type { SnapshotFrom } from 'xstate';
import type { walletMachine } from './wallet.machine';
import { DEFAULT_CURRENCY_SYMBOL } from './wallet.types';

type S = SnapshotFrom<typeof walletMachine>;

/** The header's balance: amount, symbol, hidden, loading, last error (compare with shallowEqual); none until the wallet starts. */
export const selectWallet = (s: S | undefined) => ({
  balance: s?.context.balance ?? null,
  currencySymbol: s?.context.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
  hidden: s?.context.hidden ?? false,
  loading: s ? s.matches({ active: 'loading' }) : false,
  error: s?.context.error ?? null,
});

/** The balance shown is the consolidated one (spec §6). */
export const selectBalanceIsConsolidated = (s: S | undefined) => s?.context.source === 'consolidated';

/**
 * The contract requests the consolidated answer flagged (daily salary, dividend, hourly salary,
 * real-time salary) and their info fields, for the contract modal; null until one came (agent
 * policy off, a trial account, or not read yet). Compare with shallowEqual.
 */
export const selectContractFlags = (s: S | undefined) => s?.context.contract ?? null;
