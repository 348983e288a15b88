import { shallowEqual } from '@xstate/react';
import { selectWallet } from '../../machines/member/wallet/wallet.selectors';
import { useActorSelector, useServices } from './system';

/**
 * The logged-in member's balance: amount, symbol, hidden, loading, last error. Until a member's
 * wallet has answered (a visitor, a login in progress), the symbol is the brand's, so the jackpot
 * and the winner board show the same currency to visitors and members.
 */
export function useWallet() {
  const wallet = useActorSelector('wallet', selectWallet, shallowEqual);
  const brandSymbol = useServices().config.brand.currencySymbol;
  return wallet.balance === null && brandSymbol ? { ...wallet, currencySymbol: brandSymbol } : wallet;
}
