import { shallowEqual } from '@xstate/react';
import { selectRebate } from '../../machines/member/rebate/rebate.selectors';
import { useActorSelector, useSend } from '../system/system';

export const useRebate = () => useActorSelector('manualRebate', selectRebate, shallowEqual);
export const useSendRebate = () => useSend('manualRebate');
