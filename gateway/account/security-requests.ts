/**
 * What each account-security call sends (its query or body, before any encryption), checked by
 * the simulator and typed for the client (gateway/requests.ts). Fields whose absence or form has a
 * business code of its own (`phone.missing`, `phone.format.invalid`, `email.format.err`,
 * `invalid.payment.pw`, `modify.new.confirm.diff`) stay optional: the handler answers that code.
 */
import * as v from 'valibot';
import { none, text, type RequestSchema } from '../request';
import type { securityEndpoints } from './security-endpoints';

/** A phone number as typed, or the digits of one. */
const phone = v.optional(v.union([v.string(), v.number()]));
/** A dialing code: "66", "+66" or 66. */
const dialing = v.optional(v.union([v.string(), v.number()]));
/** A code as typed (digits, sometimes sent as a number). */
const code = v.optional(v.union([v.string(), v.number()]));

export const securityRequests = {
  securityInfo: none,
  smsBind: v.looseObject({ mobileNum: phone, countryDialingCode: dialing }),
  bindMobile: v.looseObject({ mobileNum: phone, countryDialingCode: dialing, verificationCode: code }),
  emailCode: v.looseObject({ email: v.optional(text) }),
  bindEmail: v.looseObject({ email: v.optional(text), verificationCode: code }),
  setPaymentPassword: v.looseObject({ paymentPassword: v.optional(text), confirmPaymentPassword: v.optional(text) }),
  changePaymentPassword: v.looseObject({
    oldPaymentPassword: v.optional(text),
    newPaymentPassword: v.optional(text),
    confirmPaymentPassword: v.optional(text),
  }),
  withdrawBanks: none,
  addBankCard: v.looseObject({
    bankCode: v.optional(text),
    accountName: v.optional(text),
    accountNumber: v.optional(v.union([v.string(), v.number()])),
    paymentPassword: v.optional(text),
  }),
} satisfies Record<keyof typeof securityEndpoints, RequestSchema>;
