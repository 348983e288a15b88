import { shallowEqual } from '@xstate/react';
import { selectAgeGate } from '../../machines/content/age-gate/age-gate.selectors';
import { useActorSelector, useSend } from '../system/system';

export const useAgeGate = () => useActorSelector('ageGate', selectAgeGate, shallowEqual);
export const useSendAgeGate = () => useSend('ageGate');
