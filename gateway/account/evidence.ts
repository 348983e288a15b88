/**
 * Where each account call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { accountEndpoints } from './endpoints';

export const accountEvidence = {
  login: {
    verdict: 'record',
    sources: [
      'W1 45068225465 @~95.3k handleLogin: {username, password, captcha, type:"username"|"sms"}, the SMS code in password and the mobile in username; for username logins geetestVerify("login")\'s result merged in ({...o, ...i})',
      'W1 45068225465 @~99k loginMethod: a failure whose value.captcha is truthy shows the image captcha',
      'G1 71211145304: loginDeviceId (the SHELL_deviceId UUID) in the login payload',
      'C1:69 POST /wps/session/login encrypted',
      'W1 45068225465 @~99.8k loginByFirebaseDelegate(channel) → loginFirebaseV2({channel, afterLogin: handleAfterLogin}): the social buttons\' sign-in; handleAfterLogin skips the forced password change for the types ["sms", "firebase"]',
    ],
    note: "geetest's three fields (geetest_challenge, geetest_validate, geetest_seccode) are geetest v3's documented SDK result, since the provider's geetest mixin is not public. X-Digest/X-RSA (G1, G5 0.11) are the go444 build's own and are not sent. A social sign-in (facebook, google, line) is this call with type \"firebase\": its payload is designed (W1's firebase mixin is not public) as {username: '', password: '', type: 'firebase', firebaseChannel: <PROVIDER>, firebaseIdToken: <the provider's ID token>}, the two fields named as the registration's third-party sign-in names them (spec §3).",
  },
  loginVerification: {
    verdict: 'path',
    sources: ['W2 loginVerify (enc)'],
    designed: 'payload not in any source',
  },
  loginFreeplay: {
    verdict: 'record',
    sources: [
      'W1b 44310799120 @~65.3k loginFreePlay: plain JSON {os: tcg.lib.os, platform:"W", Encryption: mi() (the RSA of the reversed random key, as the Encryption header), "X-Gateway-Version": 3}',
    ],
    note: 'os is "web" (tcg.lib.os\'s value is in the missing TCG library; the Device header says web, W3/G1).',
  },
  logout: {
    verdict: 'record',
    sources: ['W1b si.A.del(ri.A.logout) (@~57.6k)', 'C1:78'],
    note: 'DELETE with token',
  },
  captcha: {
    verdict: 'record',
    sources: ['W1 getCaptcha (@~100k) reads t.value base64', 'G1 {t}'],
  },
  captchaGeetest: {
    verdict: 'path',
    sources: [
      'W1 45068225465 registry 37374: /wps/captcha/geetest, module GEETEST3',
      'W2 44714497568 registry 37001: the same entry',
      'G1 71211145304: GET /wps/captcha/geetest',
    ],
    designed:
      "The answer is geetest v3's register answer {success, gt, challenge, new_captcha}, as geetest's server SDK documents it and its browser SDK (initGeetest) takes it: the provider's mixin that reads it is not public.",
  },
  smsNoLogin: {
    verdict: 'record',
    sources: ['W1 45068225465 @~101k getSms: {mobileNum, countryDialingCode} → value.expiredMinutes, no human check'],
    note: "geetest's fields go along only when an owner ran the check before the send (none does, as W1).",
  },
  register: {
    verdict: 'record',
    sources: [
      'W1b 44310799120 @~62.5k register: the form plus registerUrl, affiliateCode, referralCode, domain, registerMethod:"WEB"',
      'C1:50',
      'G1 71211145304: loginDeviceId in the register payload',
    ],
    note: "PUT enc; success value login-like; geetest's fields merged while GEETEST3 is on (gateway-protocol §5.3).",
  },
  registerMobile: {
    verdict: 'record',
    sources: ['W1 37374 registerMobile (enc)', 'G1 71211145304: registerMobile (encrypted)'],
    note: 'PUT enc (note W1b passes un-augmented t, a W1 bug)',
  },
  smsRegister: {
    verdict: 'record',
    sources: [
      'W1b 44310799120 @~96.5k sendRegPhoneCode: {data, regType} picks the registry entry (getMobileRegSMS or getUsernameRegSMS) and sends data alone: regType never reaches the gateway',
      'W1 45068225465 registry 37374: common.usernameRegSMS / mobileRegSMS, one path, module ids differ',
    ],
    note: "Body {mobileNo, countryDialingCode} (gateway-protocol §5.3); the register form's data itself is in the register component, not in W1b.",
  },
  firebaseVerify: {
    verdict: 'designed',
    designed: 'the provider runs the SDK in the page; modelled as a call',
  },
  affiliate: {
    verdict: 'record',
    sources: ['W1 37374 affiliate', 'C1:39'],
    note: 'GET {code, domain}',
  },
  memberInfo: {
    verdict: 'record',
    sources: ['W1b storeInfo (@~68.5k) reads nickname, account, id, type', 'G3 clubLabel.labelName, regDate, mobile'],
  },
  memberIcon: {
    verdict: 'path',
    sources: [
      'W1 45068225465 @~14k: registry login.icon /wps/member/info/icon, PROFPIC3, token: !0',
      'W1b 44310799120 @~57k: icon = si.A.get(login.icon), no parameters; the Login store keeps one icon (null until read)',
    ],
    designed: 'the answer: one address, the picture on the image CDN (or an inline raster image)',
  },
  changePassword: {
    verdict: 'record',
    sources: ['W1 37374 changePwd enc', 'C1:430 (legacy plain)'],
    note: 'POST enc',
  },
  forgotPasswordEmail: {
    verdict: 'record',
    sources: ['W1b formPost(forgetPwd) (@~58k)', 'C1:442 JSON'],
    note: 'form post {username,email}',
  },
  setPasswordByPhone: {
    verdict: 'record',
    sources: ['W1 37374 and W2 37001: setPasswordByPhone, encrypted'],
    note: 'POST enc',
  },
  memberLanguage: {
    verdict: 'path',
    sources: [
      'W1 45068225465 @~44.9k getUpdateLanguage({language}) on every language switch',
      'W2 44714497568 registry 37001 updateLanguage: /wps/member/language, COMM3, token',
    ],
    designed:
      'The verb is in the missing TCG library: POST, one of gateway-protocol §2.2\'s "POST/PUT" (designed). Body {language} in the gateway\'s spelling (ZH, EN, TH). Called on every switch while logged in, never blocking it; not after login, since /wps/member/info carries no saved language to compare with and the Language header already tells every call.',
  },
  securityInfo: {
    verdict: 'designed',
    designed:
      'Not in the public record: /wps/member/info answers only id, account, nickname, type, label, regDate and the masked mobile. Designed as its sibling (like /wps/member/info/icon): {account, nickname, realName (masked), mobile (masked, "" when none), email (masked, "" when none), regDate, vipLabel}; the gateway masks, so whole numbers never reach the page.',
  },
  smsBind: {
    verdict: 'designed',
    designed:
      'Not in the public record; the twin of sms/noLogin and sms/register for a logged-in member: {mobileNum, countryDialingCode} → {expiredMinutes}. Refuses a number another member uses (exists.mobile.err, C4) and the same rate limits.',
  },
  bindMobile: {
    verdict: 'designed',
    designed:
      'Not in the public record. {mobileNum, countryDialingCode, verificationCode} (a code from sms/bind to that number) binds or replaces the mobile; answers the masked number. Refusals: validate_verification_code_error, validate_verification_code_invalid, exists.mobile.err (C4), PARAMETER_ERROR. Not encrypted: no password or money (the registration by mobile encrypts because it carries the password).',
  },
  emailCode: {
    verdict: 'designed',
    designed:
      'Not in the public record; shaped like sms/bind: {email} → {expiredMinutes}, a 6-digit code mailed to the address. Refusals: email.format.err, exists.email.err (C4), TOO_MANY_REQUEST (C4).',
  },
  bindEmail: {
    verdict: 'designed',
    designed:
      'Not in the public record; shaped like /wps/member/mobile: {email, verificationCode} → the masked address. Refusals: validate_verification_code_error, validate_verification_code_invalid, exists.email.err (C4), email.format.err.',
  },
  setPaymentPassword: {
    verdict: 'path',
    sources: ['C1:359 setWithdrawPassword: PUT /wps/member/paymentPassword, RSA + DES encrypted (Encryption header), the token'],
    designed:
      'Path, verb and encryption known (C1); the payload is in no source. We send {paymentPassword, confirmPaymentPassword}; refusals modify.new.confirm.diff (C4) and, designed where C4 has no code, payment.password.exists (one is set already: it is changed, not set) and payment.password.format (anything but 6 digits).',
  },
  changePaymentPassword: {
    verdict: 'path',
    sources: [
      'C1:372 changeWithdrawPassword: POST /wps/member/paymentPassword, the data as JSON text, the token; the encryption lines are commented out at C1:367-369: plain JSON',
    ],
    designed:
      'Path, verb and the plain JSON body known (C1); the payload is in no source. We send {oldPaymentPassword, newPaymentPassword, confirmPaymentPassword}; refusals invalid.payment.pw (the old one is wrong, C4), modify.new.confirm.diff (C4) and, designed where C4 has no code, payment.password.not.set, payment.password.reuse, payment.password.format.',
  },
  withdrawBanks: {
    verdict: 'path',
    sources: ['C1:316 getWithdrawBanks: GET /wps/system/withdrawBanks with the token, no parameters'],
    designed: 'Path known (C1), answer designed: {list: [{bankCode, bankName, accountType BANK | EWALLET}]}: the banks and e-wallets the merchant pays out to.',
  },
  addBankCard: {
    verdict: 'path',
    sources: [
      'C1:328 withdrawAddCard: PUT /wps/member/bankCard, RSA + DES encrypted (Encryption header), the token',
      'C4 exists.bank.card ("this bank card is bound already") and withdraw.bank.card.max ("the number of bound bank cards reached its limit")',
    ],
    designed:
      "Path, verb and encryption known (C1); the payload is in no source. We send {bankCode, accountName, accountNumber, paymentPassword} (the payment password guards where the money goes, as withdraw does); answers the new row as the list shows it (masked). Refusals, real (C4): withdraw.bank.card.max (the most accounts, PAYOUT_ACCOUNTS_MAX), exists.bank.card (the number is registered already), invalid.payment.pw; designed where C4 has no code: bank.card.name.mismatch (not the real name on file), bank.card.locked (the merchant lets only customer service change payout accounts: C4's withdraw.bank.card.fail says only that binding failed, not whom to ask), payment.password.not.set; request.param.err for a bank or number the merchant does not take.",
  },
} satisfies Record<keyof typeof accountEndpoints, Evidence>;
