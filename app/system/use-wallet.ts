import { shallowEqual } from '@xstate/react';
import { selectWallet } from '../../machines/member/wallet/wallet.selectors';
import { useActorSelector, useServices } from './system';

type Wallet = ReturnType<typeof selectWallet>;

/**
 * The symbol amounts are shown in: the member's wallet's, or the brand's until a member's wallet
 * has answered (a visitor, a login in progress), so the jackpot, the winner board and the game
 * cards show the same currency to visitors and members.
 */
const shownSymbol = (wallet: Wallet, brandSymbol: string | undefined): string => (wallet.balance === null && brandSymbol ? brandSymbol : wallet.currencySymbol);

/** The logged-in member's balance: amount, symbol (as `shownSymbol`), hidden, loading, last error. */
export function useWallet() {
  const wallet = useActorSelector('wallet', selectWallet, shallowEqual);
  const symbol = shownSymbol(wallet, useServices().config.brand.currencySymbol);
  return symbol === wallet.currencySymbol ? wallet : { ...wallet, currencySymbol: symbol };
}

/** The currency symbol alone: a view showing amounts re-renders when it changes, not at each balance. */
export function useCurrencySymbol(): string {
  const brandSymbol = useServices().config.brand.currencySymbol;
  return useActorSelector('wallet', (s) => shownSymbol(selectWallet(s), brandSymbol));
}
