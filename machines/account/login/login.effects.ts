/** The login's effects: login, unregistered-IP verification, captcha, slider, the login SMS (gateway-protocol §5.1). */
import type { GatewayClient } from '../../../gateway/client';
import type { LoginValue } from '../../../gateway/account/schemas';
import { effect } from '../../shared/effect';
import type { SmsSendInput } from '../../shared/sms-code/sms-code.machine';

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  type: 'username' | 'sms';
}

export interface LoginVerificationInput {
  username: string;
  password: string;
  method: 'SMS' | 'EMAIL' | 'PAYEE_NAME' | 'GOOGLE';
  code?: string;
  email?: string;
  payeeName?: string;
  googleCode?: string;
}

export interface SliderChallenge {
  id: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  image: string;
  piece: string;
}

export const loginEffects = (client: GatewayClient) => ({
  login: effect<LoginInput, LoginValue>((input, signal) => client.call('login', { ...input }, { signal })),
  verifyLogin: effect<LoginVerificationInput, LoginValue>((i, signal) => client.call('loginVerification', { ...i }, { signal })),
  fetchCaptcha: effect<void, string>((_, signal) => client.call('captcha', { t: client.options.now?.() ?? 0 }, { signal })),
  fetchChallenge: effect<void, SliderChallenge>((_, signal) => client.call('captchaSlider', {}, { signal })),
  sendLoginSms: effect<SmsSendInput, { expiredMinutes: number }>((i, signal) =>
    client.call('smsNoLogin', { mobileNum: i.mobile, countryDialingCode: i.countryDialingCode, ...(i.challenge ? { challenge: i.challenge } : {}) }, { signal }),
  ),
});

export type LoginEffects = ReturnType<typeof loginEffects>;
