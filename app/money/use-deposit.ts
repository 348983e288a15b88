import { shallowEqual } from '@xstate/react';
import { selectDeposit } from '../../machines/money/deposit/deposit.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The deposit form (undefined until its actor starts: the page sends `deposit.open`). */
export const useDeposit = () => useActorSelector('deposit', (s) => (s ? selectDeposit(s) : undefined), shallowEqual);
export const useSendDeposit = () => useSend('deposit');
