import { shallowEqual } from '@xstate/react';
import { useEffect } from 'react';
import { selectWalletTransfer } from '../../machines/member/wallet-transfer/wallet-transfer.selectors';
import { useActorSelector, useSend } from '../system/system';
import { useIsLoggedIn } from '../system/use-session';

export const useWalletTransfer = () => useActorSelector('walletTransfer', selectWalletTransfer, shallowEqual);
export const useSendWalletTransfer = () => useSend('walletTransfer');

/**
 * The member centre shows the wallet transfer page unless the merchant has a single wallet: the
 * wallets are read once a member opens the centre (so the page is there, or not, before they
 * click), and again each time the page opens.
 */
export function useTransferPageVisible(): boolean {
  const loggedIn = useIsLoggedIn();
  const phase = useActorSelector('walletTransfer', (s) => (s ? (s.matches('idle') ? 'idle' : 'started') : 'idle'));
  const isSingle = useActorSelector('walletTransfer', (s) => s?.context.isSingle ?? false);
  const send = useSendWalletTransfer();
  useEffect(() => {
    if (loggedIn && phase === 'idle') send({ type: 'transfer.open' });
  }, [loggedIn, phase, send]);
  return !isSingle;
}
