import { workflow } from '../../system/workflow';
import { humanCheckEffects } from '../../shared/human-check/human-check';
import { loginEffects, type LoginEffects } from '../login/login.effects';
import { registrationEffects, type RegistrationEffects } from '../registration/registration.effects';
import { quickSignUpEffects, type QuickSignUpEffects } from './quick-sign-up.effects';
import { quickSignUpMachine } from './quick-sign-up.machine';

/** One-click sign-up: the session starts it; the rules, the human check and its verifier are the registration's and the login's. */
export default workflow(quickSignUpMachine, {
  effects: [quickSignUpEffects, registrationEffects, loginEffects, humanCheckEffects],
  actors: (
    e: QuickSignUpEffects & Pick<RegistrationEffects, 'fetchRegisterRules'> & Pick<LoginEffects, 'fetchChallenge'> & ReturnType<typeof humanCheckEffects>,
  ) => ({
    fetchRegisterRules: e.fetchRegisterRules,
    generatePassword: e.generatePassword,
    fetchChallenge: e.fetchChallenge,
    verifyHuman: e.verifyHuman,
    registerAutoUsername: e.registerAutoUsername,
    copyText: e.copyText,
  }),
});
