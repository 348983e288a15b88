import { workflow } from '../../system/workflow';
import type { loginMachine } from '../login/login.machine';
import type { changePasswordMachine } from '../password/change-password.machine';
import type { forgotPasswordMachine } from '../password/forgot-password.machine';
import type { quickSignUpMachine } from '../quick-sign-up/quick-sign-up.machine';
import type { registrationMachine } from '../registration/registration.machine';
import { sessionEffects, type SessionEffects } from './session.effects';
import { sessionMachine } from './session.machine';

/** The login, registration (the form and one click) and password workflows load when the session first needs them. */
export default workflow(sessionMachine, {
  effects: [sessionEffects],
  actors: (e: SessionEffects, children) => ({
    fetchMemberInfo: e.fetchMemberInfo,
    freeplayLogin: e.freeplayLogin,
    logout: e.logout,
    loadWorkflow: children.loader,
    login: children.logic<typeof loginMachine>('login'),
    registration: children.logic<typeof registrationMachine>('registration'),
    quickSignUp: children.logic<typeof quickSignUpMachine>('quickSignUp'),
    forgotPassword: children.logic<typeof forgotPasswordMachine>('forgotPassword'),
    changePassword: children.logic<typeof changePasswordMachine>('changePassword'),
  }),
  input: (root) => ({
    storage: root.storage,
    merchantCode: root.config.merchantCode,
    urlToken: root.urlToken,
    defaultPassword: root.config.brand.defaultPassword,
    ageLimit: root.config.brand.ageLimit,
    ...(root.config.brand.phoneVerification ? { phoneVerification: root.config.brand.phoneVerification } : {}),
  }),
  listens: ['bootstrap.configured'],
  navigates: true,
});
