/**
 * The account-security calls of the member centre (securityCenter): the profile, binding a mobile
 * or an e-mail address with a code, the payment (withdrawal) password, and adding a payout
 * account. The legacy client's paths are known (gateway-protocol §5.9, C1: `/wps/member/bankCard`
 * GET list / PUT add encrypted, `/wps/member/paymentPassword` PUT set encrypted / POST change in
 * plain JSON, `/wps/system/withdrawBanks`); payloads and answers are designed the way the
 * provider's other calls look. The payout-account list itself is `bankCards`, and whether a
 * payment password is set `hasWithdrawalPassword` (gateway/money/endpoints.ts), shared with the
 * withdraw page.
 */
import { ENC, ep, T } from '../endpoint';
import { anyValue } from '../schema';
import * as s from './schemas';

export const securityEndpoints = {
  securityInfo: ep('GET', '/wps/member/info/security', 'COMM3', T, s.securityInfo),
  smsBind: ep('POST', '/wps/verification/sms/bind', 'COMM3', T, s.smsSent),
  bindMobile: ep('PUT', '/wps/member/mobile', 'COMM3', T, s.contactBound),
  emailCode: ep('POST', '/wps/verification/email/bind', 'COMM3', T, s.smsSent),
  bindEmail: ep('PUT', '/wps/member/email', 'COMM3', T, s.contactBound),
  setPaymentPassword: ep('PUT', '/wps/member/paymentPassword', 'COMM3', { ...T, ...ENC }, anyValue),
  changePaymentPassword: ep('POST', '/wps/member/paymentPassword', 'COMM3', T, anyValue),
  withdrawBanks: ep('GET', '/wps/system/withdrawBanks', 'BANKCARD3', T, s.withdrawBanks),
  addBankCard: ep('PUT', '/wps/member/bankCard', 'BANKCARD3', { ...T, ...ENC }, s.addedBankCard),
};
