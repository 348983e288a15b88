/**
 * Binding a mobile or an e-mail address: the code's send (sms/bind for a number; email/bind when
 * the smsCode child is asked with the EMAIL_CHANNEL country code) and the bind itself.
 */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { SmsSendInput } from '../../shared/sms-code/sms-code.machine';
import { EMAIL_CHANNEL, type BindRequest } from './bind-contact.machine';

export const bindContactEffects = (client: GatewayClient) => ({
  sendBindCode: effect<SmsSendInput, { expiredMinutes: number }>((i, signal) =>
    i.countryDialingCode === EMAIL_CHANNEL
      ? client.call('emailCode', { email: i.mobile }, { signal })
      : client.call('smsBind', { mobileNum: i.mobile, countryDialingCode: i.countryDialingCode }, { signal }),
  ),
  bindContact: effect<BindRequest, { masked: string }>(async (i, signal) => {
    const v =
      i.kind === 'mobile'
        ? await client.call('bindMobile', { mobileNum: i.value, countryDialingCode: i.countryDialingCode, verificationCode: i.verificationCode }, { signal })
        : await client.call('bindEmail', { email: i.value, verificationCode: i.verificationCode }, { signal });
    return { masked: v.masked };
  }),
});

export type BindContactEffects = ReturnType<typeof bindContactEffects>;
