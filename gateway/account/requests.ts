/**
 * What each account call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts). Security calls (security-endpoints.ts) are the
 * money feature's.
 */
import * as v from 'valibot';
import { filled, none, text, whole, type RequestSchema } from '../request';
import type { accountEndpoints } from './endpoints';
import { securityRequests } from './security-requests';

/** geetest v3's three fields (W1 handleLogin merges them into the payload while GEETEST3 is on). */
const geetest = {
  geetest_challenge: v.optional(text),
  geetest_validate: v.optional(text),
  geetest_seccode: v.optional(text),
};

/** The registration form (gateway-protocol §5.3, W1b register): the rules decide which fields are needed. */
const registrationFields = {
  username: v.optional(text),
  password: v.optional(text),
  confirmPassword: v.optional(text),
  mobileNum: v.optional(text),
  countryDialingCode: v.optional(text),
  verificationCode: v.optional(text),
  affiliateCode: v.optional(text),
  referralCode: v.optional(text),
  registerUrl: v.optional(text),
  domain: v.optional(text),
  registerMethod: v.optional(text),
  loginDeviceId: v.optional(text),
  ...geetest,
};
const registration = v.looseObject(registrationFields);

export const accountRequests = {
  // W1 `icon: () => si.A.get(login.icon)`: no parameters.
  memberIcon: none,
  ...securityRequests,
  // W1 handleLogin: {username, password, captcha, type} (+ geetest's fields); G1 adds loginDeviceId.
  login: v.union([
    v.looseObject({
      username: v.string(),
      password: filled,
      type: v.picklist(['username', 'sms']),
      captcha: v.optional(text),
      loginDeviceId: v.optional(text),
      ...geetest,
    }),
    // A social sign-in (W1 loginFirebaseV2 with the channel; its login type "firebase"): the
    // provider's ID token in the fields the registration's third-party sign-in uses.
    v.looseObject({
      username: v.string(),
      password: v.string(),
      type: v.literal('firebase'),
      firebaseChannel: filled,
      firebaseIdToken: filled,
    }),
  ]),
  loginVerification: v.looseObject({
    username: v.string(),
    password: filled,
    method: text,
    code: v.optional(text),
    email: v.optional(text),
    payeeName: v.optional(text),
    googleCode: v.optional(text),
    verificationCode: v.optional(text),
  }),
  // W1b loginFreePlay: {os, platform:"W", Encryption, "X-Gateway-Version":3}, plain JSON.
  loginFreeplay: v.looseObject({
    os: filled,
    platform: v.literal('W'),
    Encryption: filled,
    'X-Gateway-Version': v.union([v.literal(3), v.literal('3')]),
  }),
  logout: none,
  // The cache buster t=<ms> (W1 getCaptcha).
  captcha: v.looseObject({ t: v.optional(whole) }),
  captchaGeetest: none,
  // W1 getSms: {mobileNum, countryDialingCode}; a missing number is PARAMETER_ERROR (C4), answered by the handler.
  smsNoLogin: v.looseObject({ mobileNum: v.optional(text), countryDialingCode: v.optional(text), ...geetest }),
  register: registration,
  registerMobile: registration,
  // Designed: a registration whose username the gateway picks (one sent is ignored); the client
  // always sends the password it generated.
  registerAutoUsername: v.looseObject({ ...registrationFields, password: filled }),
  // gateway-protocol §5.3: {countryDialingCode, mobileNo}; the module id alone tells username from mobile registration.
  smsRegister: v.looseObject({ mobileNo: v.optional(text), countryDialingCode: v.optional(text), ...geetest }),
  firebaseVerify: v.looseObject({ mobileNum: v.optional(text), countryDialingCode: v.optional(text), code: v.optional(text) }),
  // W1 37374 affiliate, C1:39: ?code&domain.
  affiliate: v.looseObject({ code: v.optional(text), domain: v.optional(text) }),
  memberInfo: none,
  changePassword: v.looseObject({ oldPassword: v.string(), newPassword: v.optional(text), confirmNewPassword: v.optional(text) }),
  // W1b formPost(forgetPwd): username and email, form-encoded.
  forgotPasswordEmail: v.looseObject({ username: filled, email: filled }),
  setPasswordByPhone: v.looseObject({
    newPassword: v.optional(text),
    mobileNum: v.optional(text),
    countryDialingCode: v.optional(text),
    verificationCode: v.optional(text),
  }),
  // W1 getUpdateLanguage({language}), the gateway's spelling (ZH, EN, TH, ...).
  memberLanguage: v.looseObject({ language: filled }),
} satisfies Record<keyof typeof accountEndpoints, RequestSchema>;
