/** The account-security page: its actors (the profile, the payment password, binding, payout accounts) and what they show. */
import { shallowEqual } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectBindContact } from '../../machines/account/bind-contact/bind-contact.selectors';
import { selectPaymentPassword } from '../../machines/account/payment-password/payment-password.selectors';
import { selectPayoutAccount } from '../../machines/account/payout-account/payout-account.selectors';
import { securityLevel, selectSecurityCenter } from '../../machines/account/security-center/security-center.selectors';
import type { smsCodeMachine } from '../../machines/shared/sms-code/sms-code.machine';
import { useActor, useActorSelector, useChildActor, useSend } from '../system/system';

export { securityLevel };
export { PAYMENT_PASSWORD_LENGTH, PAYOUT_ACCOUNTS_MAX, type SecurityItem } from '../../machines/account/security-center/security-center.selectors';

export const useSecurityCenter = () => useActorSelector('securityCenter', selectSecurityCenter, shallowEqual);
export const useSendSecurityCenter = () => useSend('securityCenter');

export const usePaymentPassword = () => useActorSelector('paymentPassword', selectPaymentPassword, shallowEqual);
export const useSendPaymentPassword = () => useSend('paymentPassword');

export const useBindContact = () => useActorSelector('bindContact', selectBindContact, shallowEqual);
export const useSendBindContact = () => useSend('bindContact');
/** The bind form's "send code" child (present while the form is open). */
export const useBindCodeActor = () => useChildActor<ActorRefFrom<typeof smsCodeMachine>>(useActor('bindContact'), 'smsCode');

export const usePayoutAccount = () => useActorSelector('payoutAccount', selectPayoutAccount, shallowEqual);
export const useSendPayoutAccount = () => useSend('payoutAccount');
