import { shallowEqual } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanes } from '../../machines/games/catalogue/catalogue.selectors';
import { selectWalletTransfer } from '../../machines/member/wallet-transfer/wallet-transfer.selectors';
import { walletName, type Wallet } from '../../machines/member/wallet-transfer/wallet-transfer.rules';
import { useActorSelector, useSend } from '../system/system';
import { useIsLoggedIn } from '../system/use-session';

export const useWalletTransfer = () => useActorSelector('walletTransfer', selectWalletTransfer, shallowEqual);
export const useSendWalletTransfer = () => useSend('walletTransfer');

/**
 * How the page names a vendor wallet: the vendor catalogue the app already loads (the vendor
 * lanes) names it by the code the balance row carries; a wallet the gateway named not at all is
 * numbered.
 */
export function useWalletNamer(): (w: Pick<Wallet, 'id' | 'vendor'>) => string {
  const { t } = useTranslation(['wallets']);
  const lanes = useActorSelector('catalogue', selectLanes);
  const vendors = useMemo(() => lanes.flatMap((l) => l.vendors), [lanes]);
  return useCallback((w) => walletName(w, vendors) ?? t('wallets:walletTransfer.unnamed', { id: w.id }), [vendors, t]);
}

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
