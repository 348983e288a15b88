import { shallowEqual } from '@xstate/react';
import { selectWithdraw } from '../../machines/money/withdraw/withdraw.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The withdraw form (undefined until its actor starts: the page sends `withdraw.open`). */
export const useWithdraw = () => useActorSelector('withdraw', (s) => (s ? selectWithdraw(s) : undefined), shallowEqual);
export const useSendWithdraw = () => useSend('withdraw');
