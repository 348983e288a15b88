import { smsCodeWith } from '../../shared/sms-code/sms-code.machine';
import { workflow } from '../../system/workflow';
import { registrationEffects, type RegistrationEffects } from './registration.effects';
import { loginEffects, type LoginEffects } from '../login/login.effects';
import { registrationMachine } from './registration.machine';
import { humanCheckEffects } from '../../shared/human-check/human-check';

export default workflow(registrationMachine, {
  effects: [registrationEffects, loginEffects, humanCheckEffects],
  actors: (e: RegistrationEffects & Pick<LoginEffects, 'fetchChallenge'> & ReturnType<typeof humanCheckEffects>) => ({
    smsCode: smsCodeWith(e.sendRegisterSms),
    fetchRegisterRules: e.fetchRegisterRules,
    checkAffiliate: e.checkAffiliate,
    fetchChallenge: e.fetchChallenge,
    verifyHuman: e.verifyHuman,
    phoneVerification: e.verifyPhoneThirdParty,
    register: e.register,
  }),
});
