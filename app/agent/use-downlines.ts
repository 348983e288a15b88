import { shallowEqual } from '@xstate/react';
import { selectDownlines, selectTransfer } from '../../machines/agent/downlines/downlines.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The direct downlines page (idle until the page asks). */
export const useDownlines = () => useActorSelector('downlines', selectDownlines, shallowEqual);
export const useSendDownlines = () => useSend('downlines');
export const useTransfer = () => useActorSelector('downlineTransfer', selectTransfer, shallowEqual);
export const useSendTransfer = () => useSend('downlineTransfer');
