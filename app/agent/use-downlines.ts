import { shallowEqual } from '@xstate/react';
import { selectDownlines, selectTransfer } from '../../machines/agent/downlines/downlines.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The direct downlines page (idle until the page asks). */
export const useDownlines = () => useActorSelector('downlines', selectDownlines, shallowEqual);
export const useSendDownlines = () => useSend('downlines');
/** The transfer to a downline (undefined until the list's Transfer starts its actor). */
export const useTransfer = () => useActorSelector('downlineTransfer', (s) => (s ? selectTransfer(s) : undefined), shallowEqual);
export const useSendTransfer = () => useSend('downlineTransfer');
