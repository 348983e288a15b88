import { shallowEqual } from '@xstate/react';
import { selectTransfer } from '../../machines/shared/transfer/transfer.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The transfer to the upline (undefined until its actor starts: the page sends `transfer.open`). */
export const useTransferUpline = () => useActorSelector('transferUpline', (s) => (s ? selectTransfer(s) : undefined), shallowEqual);
export const useSendTransferUpline = () => useSend('transferUpline');
