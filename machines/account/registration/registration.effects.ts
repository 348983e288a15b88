/** The registration's effects: rules, invitation code, SMS, third-party phone sign-in, register (gateway-protocol §5.3). */
import type { GatewayClient } from '../../../gateway/client';
import type { LoginValue } from '../../../gateway/account/schemas';
import type { RegisterRules } from '../../../gateway/schema';
import { effect, toErrorInfo } from '../../shared/effect';
import type { SmsSendInput } from '../../shared/sms-code/sms-code.machine';
import type { RegisterInput, ThirdPartyPhoneInput, ThirdPartyPhoneToken } from './registration.types';

export const registrationEffects = (client: GatewayClient) => ({
  fetchRegisterRules: effect<void, RegisterRules>((_, signal) => client.call('registerSettings', {}, { signal })),
  checkAffiliate: effect<{ code: string; domain: string }, boolean>(async (i, signal) => {
    try {
      await client.call('affiliate', { code: i.code, domain: i.domain }, { signal });
      return true;
    } catch (e) {
      // An unknown code is an answer, not a failure: the form says the invitation code is invalid.
      if (toErrorInfo(e).kind === 'business') return false;
      throw e;
    }
  }),
  sendRegisterSms: effect<SmsSendInput, { expiredMinutes: number }>((i, signal) =>
    // gateway-protocol §5.3: {countryDialingCode, mobileNo}; W1b sendRegPhoneCode tells username from
    // mobile registration by the registry entry (module id) alone, never by a field.
    client.call('smsRegister', { mobileNo: i.mobile, countryDialingCode: i.countryDialingCode, ...(i.humanCheck ?? {}) }, { signal }),
  ),
  /** The provider-side sign-in SDK's step, modelled as a gateway call (the simulator plays the SDK). */
  verifyPhoneThirdParty: effect<ThirdPartyPhoneInput, ThirdPartyPhoneToken>(async (i, signal) => {
    const v = await client.call('firebaseVerify', { mobileNum: i.mobileNum, countryDialingCode: i.countryDialingCode, code: i.verificationCode }, { signal });
    return { firebaseChannel: v.firebaseChannel, firebaseIdToken: v.firebaseIdToken };
  }),
  register: effect<RegisterInput, LoginValue>((i, signal) =>
    client.call(i.method === 'mobile' ? 'registerMobile' : 'register', { ...i.fields, registerMethod: 'WEB', login: true }, { signal }),
  ),
});

export type RegistrationEffects = ReturnType<typeof registrationEffects>;
