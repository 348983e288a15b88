import { shallowEqual } from '@xstate/react';
import { selectWallet } from '../../machines/member/wallet/wallet.selectors';
import { useActorSelector } from './system';

/** The logged-in member's balance: amount, symbol, hidden, loading, last error. */
export const useWallet = () => useActorSelector('wallet', selectWallet, shallowEqual);
