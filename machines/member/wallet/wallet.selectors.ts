import type { SnapshotFrom } from 'xstate';
import type { walletMachine } from './wallet.machine';
import { DEFAULT_CURRENCY_SYMBOL } from './wallet.rules';

type S = SnapshotFrom<typeof walletMachine>;

/** The header's balance: amount, symbol, hidden, loading, last error (compare with shallowEqual); none until the wallet starts. */
export const selectWallet = (s: S | undefined) => ({
  balance: s?.context.balance ?? null,
  currencySymbol: s?.context.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
  hidden: s?.context.hidden ?? false,
  loading: s ? s.matches({ active: 'loading' }) : false,
  error: s?.context.error ?? null,
});
