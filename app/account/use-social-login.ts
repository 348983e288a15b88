import { shallowEqual } from '@xstate/react';
import { selectSocialLogin } from '../../machines/account/social-login/social-login.selectors';
import { useActorSelector, useSend } from '../system/system';

export const useSocialLogin = () => useActorSelector('socialLogin', selectSocialLogin, shallowEqual);
export const useSendSocialLogin = () => useSend('socialLogin');
