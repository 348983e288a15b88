/**
 * Where each account call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { accountEndpoints } from './endpoints';

export const accountEvidence = {
  login: {
    verdict: 'contradicts',
    sources: ["W1 handleLogin (45068225465 @~95.3k)", "C1 WPS-api.js:69", "G1 api.js request()"],
    differs: "payload {username,password,captcha,type} matches; Croupier sends challenge:{id,x} where W1 merges geetest fields; no loginDeviceId (G1); no X-Digest (G1/G5 0.11)",
  },
  loginVerification: {
    verdict: 'path',
    sources: ["W2 loginVerify (enc)"],
    designed: "payload not in any source",
  },
  loginFreeplay: {
    verdict: 'contradicts',
    sources: ["W1b loginFreePlay (44310799120 @~65.3k)"],
    differs: "W1 body {os: tcg.lib.os, platform:\"W\", Encryption: RSA(reversed rndString), \"X-Gateway-Version\":3}; Croupier {os:\"web\", platform:\"W\"} only",
  },
  logout: {
    verdict: 'record',
    sources: ["W1b si.A.del(ri.A.logout) (@~57.6k)", "C1:78"],
    note: "DELETE with token",
  },
  captcha: {
    verdict: 'record',
    sources: ["W1 getCaptcha (@~100k) reads t.value base64", "G1 {t}"],
  },
  captchaSlider: {
    verdict: 'designed',
    designed: "geetest is not public; a slider answered by {id, x}",
  },
  smsNoLogin: {
    verdict: 'record',
    sources: ["W1 getSms (@~101k): {mobileNum,countryDialingCode} → value.expiredMinutes"],
    note: "Croupier may add challenge",
  },
  register: {
    verdict: 'record',
    sources: ["W1b register (@~62.5k): +registerUrl, affiliateCode, referralCode, domain, registerMethod:\"WEB\"", "C1:50"],
    note: "PUT enc; success value login-like",
  },
  registerMobile: {
    verdict: 'record',
    sources: ["W1 37374 registerMobile (enc)", "G1 71211145304: registerMobile (encrypted)"],
    note: "PUT enc (note W1b passes un-augmented t, a W1 bug)",
  },
  smsRegister: {
    verdict: 'contradicts',
    sources: ["W1b sendRegPhoneCode (@~96.5k), registry common.usernameRegSMS/mobileRegSMS"],
    differs: "Croupier adds regType:\"MOBILE\" (real client distinguishes only by modID); field mobileNo per notes",
  },
  firebaseVerify: {
    verdict: 'designed',
    designed: "the provider runs the SDK in the page; modelled as a call",
  },
  affiliate: {
    verdict: 'record',
    sources: ["W1 37374 affiliate", "C1:39"],
    note: "GET {code, domain}",
  },
  memberInfo: {
    verdict: 'record',
    sources: ["W1b storeInfo (@~68.5k) reads nickname, account, id, type", "G3 clubLabel.labelName, regDate, mobile"],
  },
  memberIcon: {
    verdict: 'path',
    sources: ['W1 45068225465 @~14k: registry login.icon /wps/member/info/icon, PROFPIC3, token: !0', 'W1b 44310799120 @~57k: icon = si.A.get(login.icon), no parameters; the Login store keeps one icon (null until read)'],
    designed: 'the answer: one address, the picture on the image CDN (or an inline raster image)',
  },
  changePassword: {
    verdict: 'record',
    sources: ["W1 37374 changePwd enc", "C1:430 (legacy plain)"],
    note: "POST enc",
  },
  forgotPasswordEmail: {
    verdict: 'record',
    sources: ["W1b formPost(forgetPwd) (@~58k)", "C1:442 JSON"],
    note: "form post {username,email}",
  },
  setPasswordByPhone: {
    verdict: 'record',
    sources: ["W1 37374 and W2 37001: setPasswordByPhone, encrypted"],
    note: "POST enc",
  },
  securityInfo: {
    verdict: 'designed',
    designed: "Not in the public record: /wps/member/info answers only id, account, nickname, type, label, regDate and the masked mobile. Designed as its sibling (like /wps/member/info/icon): {account, nickname, realName (masked), mobile (masked, \"\" when none), email (masked, \"\" when none), regDate, vipLabel}; the gateway masks, so whole numbers never reach the page.",
  },
  smsBind: {
    verdict: 'designed',
    designed: "Not in the public record; the twin of sms/noLogin and sms/register for a logged-in member: {mobileNum, countryDialingCode} → {expiredMinutes}. Refuses a number another member uses (exists.mobile.err, C4) and the same rate limits.",
  },
  bindMobile: {
    verdict: 'designed',
    designed: "Not in the public record. {mobileNum, countryDialingCode, verificationCode} (a code from sms/bind to that number) binds or replaces the mobile; answers the masked number. Refusals: the SMS code's (simulator/account/sms.ts), exists.mobile.err (C4), phone.format.invalid. Not encrypted: no password or money (the registration by mobile encrypts because it carries the password).",
  },
  emailCode: {
    verdict: 'designed',
    designed: "Not in the public record; shaped like sms/bind: {email} → {expiredMinutes}, a 6-digit code mailed to the address. Refusals: email.format.err, exists.email.err (C4), TOO_MANY_REQUEST (C4).",
  },
  bindEmail: {
    verdict: 'designed',
    designed: "Not in the public record; shaped like /wps/member/mobile: {email, verificationCode} → the masked address. Refusals: the code's, exists.email.err (C4), email.format.err.",
  },
  setPaymentPassword: {
    verdict: 'path',
    sources: ['C1:359 setWithdrawPassword: PUT /wps/member/paymentPassword, RSA + DES encrypted (Encryption header), the token'],
    designed: "Path, verb and encryption known (C1); the payload is in no source. We send {paymentPassword, confirmPaymentPassword}; refusals modify.new.confirm.diff (C4) and, designed where C4 has no code, payment.password.exists (one is set already: it is changed, not set) and payment.password.format (anything but 6 digits).",
  },
  changePaymentPassword: {
    verdict: 'path',
    sources: ['C1:372 changeWithdrawPassword: POST /wps/member/paymentPassword, the data as JSON text, the token; the encryption lines are commented out at C1:367-369: plain JSON'],
    designed: "Path, verb and the plain JSON body known (C1); the payload is in no source. We send {oldPaymentPassword, newPaymentPassword, confirmPaymentPassword}; refusals invalid.payment.pw (the old one is wrong, C4), modify.new.confirm.diff (C4) and, designed where C4 has no code, payment.password.not.set, payment.password.reuse, payment.password.format.",
  },
  withdrawBanks: {
    verdict: 'path',
    sources: ['C1:316 getWithdrawBanks: GET /wps/system/withdrawBanks with the token, no parameters'],
    designed: "Path known (C1), answer designed: {list: [{bankCode, bankName, accountType BANK | EWALLET}]}: the banks and e-wallets the merchant pays out to.",
  },
  addBankCard: {
    verdict: 'path',
    sources: [
      'C1:328 withdrawAddCard: PUT /wps/member/bankCard, RSA + DES encrypted (Encryption header), the token',
      'C4 exists.bank.card ("this bank card is bound already") and withdraw.bank.card.max ("the number of bound bank cards reached its limit")',
    ],
    designed: "Path, verb and encryption known (C1); the payload is in no source. We send {bankCode, accountName, accountNumber, paymentPassword} (the payment password guards where the money goes, as withdraw does); answers the new row as the list shows it (masked). Refusals, real (C4): withdraw.bank.card.max (the most accounts, PAYOUT_ACCOUNTS_MAX), exists.bank.card (the number is registered already), invalid.payment.pw; designed where C4 has no code: bank.card.name.mismatch (not the real name on file), bank.card.locked (the merchant lets only customer service change payout accounts: C4's withdraw.bank.card.fail says only that binding failed, not whom to ask), payment.password.not.set; request.param.err for a bank or number the merchant does not take.",
  },
} satisfies Record<keyof typeof accountEndpoints, Evidence>;
