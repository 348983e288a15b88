import { shallowEqual } from '@xstate/react';
import { selectConfirmation } from '../../machines/money/confirmation/confirmation.selectors';
import { useActorSelector, useSend } from '../system/system';

/** The withdrawal confirmation's dialog state (undefined before the actor starts). */
export const useConfirmation = () => useActorSelector('confirmation', (s) => (s ? selectConfirmation(s) : undefined), shallowEqual);
export const useSendConfirmation = () => useSend('confirmation');
