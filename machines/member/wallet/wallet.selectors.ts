import type { SnapshotFrom } from 'xstate';
import type { walletMachine } from './wallet.machine';

type S = SnapshotFrom<typeof walletMachine>;

/** The header's balance: amount, symbol, hidden, loading, last error (compare with shallowEqual). */
export const selectWallet = (s: S) => ({
  balance: s.context.balance,
  currencySymbol: s.context.currencySymbol,
  hidden: s.context.hidden,
  loading: s.matches({ active: 'loading' }),
  error: s.context.error,
});
