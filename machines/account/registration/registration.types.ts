/** The registration workflow's domain types, read by its effects, machine, selectors and views. */

export interface RegisterInput {
  /** 'username' registers by username; 'mobile' by mobile number (the username is the number). */
  method: 'username' | 'mobile';
  /** The form's fields, with loginDeviceId and, after the human check, geetest's three fields. */
  fields: Record<string, string | boolean>;
}
/** Third-party phone verification (firebase-style): the number and the SMS code it was sent. */
export interface ThirdPartyPhoneInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}
/** What the registration sends on instead of the SMS code (spec §3). */
export interface ThirdPartyPhoneToken {
  firebaseChannel: string;
  firebaseIdToken: string;
}
