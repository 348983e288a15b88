/**
 * The account-security calls of the member centre (securityCenter): the profile, binding a mobile
 * or an e-mail address with a code, the payment (withdrawal) password, and adding a payout
 * account. The legacy client's paths are known (gateway-protocol §5.9, C1: `/wps/member/bankCard`
 * GET list / PUT add encrypted, `/wps/member/paymentPassword` PUT set encrypted / POST change,
 * `/wps/system/withdrawBanks`); payloads and answers are designed the way the provider's other
 * calls look. The payout-account list itself is `bankCards` (gateway/money/endpoints.ts), shared
 * with the withdraw page.
 */
import { ENC, ep, T } from '../endpoint';
import { anyValue } from '../schema';
import * as s from './schemas';

export const securityEndpoints = {
  securityInfo: ep('GET', '/wps/member/info/security', 'COMM3', {
    ...T,
    designed:
      'Not in the public record: /wps/member/info answers only id, account, nickname, type, label, regDate and the masked mobile. Designed as its sibling (like /wps/member/info/icon): {account, nickname, realName (masked), mobile (masked, "" when none), email (masked, "" when none), regDate, vipLabel}; the gateway masks, so whole numbers never reach the page.',
  }, s.securityInfo),
  smsBind: ep('POST', '/wps/verification/sms/bind', 'COMM3', {
    ...T,
    designed:
      'Not in the public record; the twin of sms/noLogin and sms/register for a logged-in member: {mobileNum, countryDialingCode} → {expiredMinutes}. Refuses a number another member uses (exists.mobile.err) and the same rate limits.',
  }, s.smsSent),
  bindMobile: ep('PUT', '/wps/member/mobile', 'COMM3', {
    ...T,
    designed:
      'Not in the public record. {mobileNum, countryDialingCode, verificationCode} (a code from sms/bind to that number) binds or replaces the mobile; answers the masked number. Refusals: code.invalid, code.expired, exists.mobile.err, phone.format.invalid. Not encrypted: no password or money (the registration by mobile encrypts because it carries the password).',
  }, s.contactBound),
  emailCode: ep('POST', '/wps/verification/email/bind', 'COMM3', {
    ...T,
    designed:
      'Not in the public record; shaped like sms/bind: {email} → {expiredMinutes}, a 6-digit code mailed to the address. Refusals: email.format.err, exists.email.err, TOO_MANY_REQUEST.',
  }, s.smsSent),
  bindEmail: ep('PUT', '/wps/member/email', 'COMM3', {
    ...T,
    designed: 'Not in the public record; shaped like /wps/member/mobile: {email, verificationCode} → the masked address. Refusals: code.invalid, code.expired, exists.email.err, email.format.err.',
  }, s.contactBound),
  setPaymentPassword: ep('PUT', '/wps/member/paymentPassword', 'COMM3', {
    ...T,
    ...ENC,
    designed:
      'Path and method known (C1: PUT sets, encrypted). Payload designed {paymentPassword, confirmPaymentPassword}; refused with payment.password.exists when one is set, payment.password.format for anything but 6 digits, modify.new.confirm.diff.',
  }, anyValue),
  changePaymentPassword: ep('POST', '/wps/member/paymentPassword', 'COMM3', {
    ...T,
    ...ENC,
    designed:
      'Path and method known (C1: POST changes); the legacy client sent it plain, we encrypt it like every other call carrying a password. {oldPaymentPassword, newPaymentPassword, confirmPaymentPassword}; refusals invalid.payment.pw (old one wrong), payment.password.not.set, payment.password.reuse, payment.password.format, modify.new.confirm.diff.',
  }, anyValue),
  withdrawBanks: ep('GET', '/wps/system/withdrawBanks', 'BANKCARD3', {
    ...T,
    designed: 'Path known (C1), answer designed: {list: [{bankCode, bankName, accountType BANK | EWALLET}]} — the banks and e-wallets the merchant pays out to.',
  }, s.withdrawBanks),
  addBankCard: ep('PUT', '/wps/member/bankCard', 'BANKCARD3', {
    ...T,
    ...ENC,
    designed:
      'Path, method and encryption known (C1: PUT add, encrypted). Payload designed {bankCode, accountName, accountNumber, paymentPassword} (the payment password guards where the money goes, as withdraw does); answers the new row as the list shows it (masked). Refusals: bank.card.limit (the most accounts, PAYOUT_ACCOUNTS_MAX), bank.card.exists, bank.card.name.mismatch (not the real name on the account), invalid.payment.pw, payment.password.not.set, request.param.err.',
  }, s.addedBankCard),
};
