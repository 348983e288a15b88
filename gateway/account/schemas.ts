/** Values of the account calls (gateway-protocol §5.1, §5.3, §5.4). */
import * as v from 'valibot';
import { flag, id, num } from '../schema';

export const loginValue = v.looseObject({
  token: v.pipe(v.string(), v.minLength(1)),
  id: v.optional(v.union([v.string(), v.number()])),
  userName: v.optional(v.string()),
  customerType: v.optional(num),
  firstTimeLogin: v.optional(flag, false),
  passwordExpired: v.optional(flag, false),
});
export type LoginValue = v.InferOutput<typeof loginValue>;

export const memberInfo = v.looseObject({
  id: v.union([v.string(), v.number()]),
  account: v.string(),
  nickname: v.optional(v.nullable(v.string()), null),
  type: num,
  clubLabel: v.nullish(v.looseObject({ labelName: v.optional(v.string()) })),
  regDate: v.optional(num),
  mobile: v.nullish(v.string()),
});
export type MemberInfoValue = v.InferOutput<typeof memberInfo>;

/** `/wps/captcha`: a base64 PNG string, or nested under img/image/base64 on some builds. */
export const captchaImage = v.pipe(
  v.union([v.string(), v.looseObject({ img: v.optional(v.string()), image: v.optional(v.string()), base64: v.optional(v.string()) })]),
  v.transform((x) => (typeof x === 'string' ? x : (x.img ?? x.image ?? x.base64 ?? ''))),
  v.check((x) => x.length > 0),
);

/** SMS code sent: the code lives `expiredMinutes` minutes (the countdown is 60 × that). */
export const smsSent = v.pipe(
  v.union([v.looseObject({ expiredMinutes: v.optional(num, 1) }), num, v.null(), v.undefined()]),
  v.transform((x) => ({ expiredMinutes: typeof x === 'number' ? x : (x?.expiredMinutes ?? 1) })),
);

/**
 * `/wps/captcha/geetest`: geetest v3's register answer, which the page hands to geetest's browser
 * SDK (`initGeetest({gt, challenge, offline: !success, new_captcha})`). The fields are geetest's
 * documented server-SDK answer (the provider's mixin that reads them is not public).
 */
export const geetestRegister = v.looseObject({
  success: v.pipe(
    v.union([v.number(), v.boolean(), v.string()]),
    v.transform((x) => x === true || x === 1 || x === '1'),
  ),
  gt: v.pipe(v.string(), v.minLength(1)),
  challenge: v.pipe(v.string(), v.minLength(1)),
  new_captcha: v.optional(v.union([v.boolean(), v.number()]), true),
});
export type GeetestRegister = v.InferOutput<typeof geetestRegister>;

/**
 * What geetest's SDK hands back once the person passed (`captchaObj.getValidate()`), merged as is
 * into the login and registration payloads (W1 handleLogin: `o = {...o, ...geetestVerify("login")}`).
 */
export interface GeetestResult {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/**
 * `/wps/verification/firebase`: the third-party (firebase-style) phone sign-in's answer, sent
 * on with the registration instead of the SMS code (spec §3 firebaseChannel / firebaseIdToken).
 */
export const firebaseVerified = v.looseObject({
  firebaseChannel: v.pipe(v.string(), v.minLength(1)),
  firebaseIdToken: v.pipe(v.string(), v.minLength(1)),
});

/** The member centre's security profile (masked by the gateway; "" = not bound). */
export const securityInfo = v.looseObject({
  account: v.string(),
  nickname: v.optional(v.nullable(v.string()), null),
  realName: v.optional(v.nullable(v.string()), null),
  mobile: v.optional(v.nullable(v.string()), null),
  email: v.optional(v.nullable(v.string()), null),
  regDate: v.optional(v.nullable(num), null),
  vipLabel: v.optional(v.nullable(v.string()), null),
});
export type SecurityInfoValue = v.InferOutput<typeof securityInfo>;

/** A mobile number or e-mail address just bound: the masked form. */
export const contactBound = v.looseObject({ masked: v.string() });

/** The banks and e-wallets the merchant pays out to. */
export const withdrawBanks = v.looseObject({
  list: v.array(v.looseObject({ bankCode: v.string(), bankName: v.string(), accountType: v.optional(v.string(), 'BANK') })),
});

/** A payout account just added, as the list shows it (masked number). */
export const addedBankCard = v.looseObject({
  id: id,
  accountType: v.optional(v.string(), 'BANK'),
  bankName: v.string(),
  accountName: v.string(),
  accountNumber: v.string(),
});
