import { smsCodeWith } from '../../shared/sms-code/sms-code.machine';
import { workflow } from '../../system/workflow';
import { registrationEffects, type RegistrationEffects } from './registration.effects';
import { loginEffects, type LoginEffects } from '../login/login.effects';
import { registrationMachine } from './registration.machine';

export const registrationWorkflow = workflow(registrationMachine, {
  effects: [registrationEffects, loginEffects],
  actors: (e: RegistrationEffects & Pick<LoginEffects, 'fetchChallenge'>) => ({
    smsCode: smsCodeWith(e.sendRegisterSms),
    fetchRegisterRules: e.fetchRegisterRules,
    checkAffiliate: e.checkAffiliate,
    fetchChallenge: e.fetchChallenge,
    phoneVerification: e.verifyPhoneThirdParty,
    register: e.register,
  }),
});

/** The registry loads the workflow as the module's default export (decision 0010). */
export default registrationWorkflow;
