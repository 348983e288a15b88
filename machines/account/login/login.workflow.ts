import { smsCodeWith } from '../../shared/sms-code/sms-code.machine';
import { workflow } from '../../system/workflow';
import { humanCheckEffects } from '../../shared/human-check/human-check';
import { loginEffects, type LoginEffects } from './login.effects';
import { loginMachine } from './login.machine';

export default workflow(loginMachine, {
  effects: [loginEffects, humanCheckEffects],
  actors: (e: LoginEffects & ReturnType<typeof humanCheckEffects>) => ({
    login: e.login,
    verifyLogin: e.verifyLogin,
    fetchCaptcha: e.fetchCaptcha,
    fetchChallenge: e.fetchChallenge,
    verifyHuman: e.verifyHuman,
    smsCode: smsCodeWith(e.sendLoginSms),
  }),
});
