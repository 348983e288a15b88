import { shallowEqual } from '@xstate/react';
import { selectVerify } from '../../machines/content/verify/verify.selectors';
import { useActorSelector, useSend } from '../system/system';

export const useVerify = () => useActorSelector('verifyRepresentative', selectVerify, shallowEqual);
export const useVerifyContext = () => useActorSelector('verifyRepresentative', (s) => s?.context);
export const useSendVerify = () => useSend('verifyRepresentative');
