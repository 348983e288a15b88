/** The login's effects: login, unregistered-IP verification, captcha, the human check's register answer, the login SMS (gateway-protocol §5.1). */
import type { GatewayClient } from '../../../gateway/client';
import type { GeetestRegister, LoginValue } from '../../../gateway/account/schemas';
import { effect } from '../../shared/effect';
import type { SmsSendInput } from '../../shared/sms-code/sms-code.machine';
import type { LoginPayload, LoginVerificationInput } from './login.types';

export const loginEffects = (client: GatewayClient) => ({
  login: effect<LoginPayload, LoginValue>((input, signal) => client.call('login', { ...input }, { signal })),
  verifyLogin: effect<LoginVerificationInput, LoginValue>((i, signal) => client.call('loginVerification', { ...i }, { signal })),
  fetchCaptcha: effect<void, string>((_, signal) => client.call('captcha', { t: client.options.now?.() ?? 0 }, { signal })),
  fetchChallenge: effect<void, GeetestRegister>((_, signal) => client.call('captchaGeetest', {}, { signal })),
  sendLoginSms: effect<SmsSendInput, { expiredMinutes: number }>((i, signal) =>
    client.call('smsNoLogin', { mobileNum: i.mobile, countryDialingCode: i.countryDialingCode, ...(i.humanCheck ?? {}) }, { signal }),
  ),
});

export type LoginEffects = ReturnType<typeof loginEffects>;
