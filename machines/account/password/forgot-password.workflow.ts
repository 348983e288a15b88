import { smsCodeWith } from '../../shared/sms-code/sms-code.machine';
import { workflow } from '../../system/workflow';
import type { LoginEffects } from '../login/login.effects';
import { forgotPasswordMachine } from './forgot-password.machine';
import type { PasswordEffects } from './password.effects';

/** The reset code is sent like the SMS login's; after a reset by phone the member is logged in. */
export const forgotPasswordWorkflow = workflow(forgotPasswordMachine, (e: PasswordEffects & Pick<LoginEffects, 'sendLoginSms' | 'login'>) => ({
  smsCode: smsCodeWith(e.sendLoginSms),
  resetPasswordByEmail: e.resetPasswordByEmail,
  resetPasswordByPhone: e.resetPasswordByPhone,
  login: e.login,
}));
