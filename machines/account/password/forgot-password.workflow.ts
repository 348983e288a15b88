import { smsCodeWith } from '../../shared/sms-code/sms-code.machine';
import { workflow } from '../../system/workflow';
import { passwordEffects, type PasswordEffects } from './password.effects';
import { loginEffects, type LoginEffects } from '../login/login.effects';
import { forgotPasswordMachine } from './forgot-password.machine';

/** The reset code is sent like the SMS login's; after a reset by phone the member is logged in. */
export default workflow(forgotPasswordMachine, {
  effects: [passwordEffects, loginEffects],
  actors: (e: PasswordEffects & Pick<LoginEffects, 'sendLoginSms' | 'login'>) => ({
    smsCode: smsCodeWith(e.sendLoginSms),
    resetPasswordByEmail: e.resetPasswordByEmail,
    resetPasswordByPhone: e.resetPasswordByPhone,
    login: e.login,
  }),
});
