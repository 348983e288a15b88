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
    designed: "Not in the public record; the twin of sms/noLogin and sms/register for a logged-in member: {mobileNum, countryDialingCode} → {expiredMinutes}. Refuses a number another member uses (exists.mobile.err) and the same rate limits.",
  },
  bindMobile: {
    verdict: 'designed',
    designed: "Not in the public record. {mobileNum, countryDialingCode, verificationCode} (a code from sms/bind to that number) binds or replaces the mobile; answers the masked number. Refusals: code.invalid, code.expired, exists.mobile.err, phone.format.invalid. Not encrypted: no password or money (the registration by mobile encrypts because it carries the password).",
  },
  emailCode: {
    verdict: 'designed',
    designed: "Not in the public record; shaped like sms/bind: {email} → {expiredMinutes}, a 6-digit code mailed to the address. Refusals: email.format.err, exists.email.err, TOO_MANY_REQUEST.",
  },
  bindEmail: {
    verdict: 'designed',
    designed: "Not in the public record; shaped like /wps/member/mobile: {email, verificationCode} → the masked address. Refusals: code.invalid, code.expired, exists.email.err, email.format.err.",
  },
  setPaymentPassword: {
    verdict: 'path',
    sources: ["C1:359 PUT enc"],
    designed: "Path and method known (C1: PUT sets, encrypted). Payload designed {paymentPassword, confirmPaymentPassword}; refused with payment.password.exists when one is set, payment.password.format for anything but 6 digits, modify.new.confirm.diff.",
  },
  changePaymentPassword: {
    verdict: 'contradicts',
    sources: ["C1:372 POST plain (encryption commented out at C1:367-369)"],
    differs: "Croupier encrypts → real endpoint would receive {value:\"…\"} instead of its fields",
    designed: "Path and method known (C1: POST changes); the legacy client sent it plain, we encrypt it like every other call carrying a password. {oldPaymentPassword, newPaymentPassword, confirmPaymentPassword}; refusals invalid.payment.pw (old one wrong), payment.password.not.set, payment.password.reuse, payment.password.format, modify.new.confirm.diff.",
  },
  withdrawBanks: {
    verdict: 'path',
    sources: ["C1:316"],
    designed: "Path known (C1), answer designed: {list: [{bankCode, bankName, accountType BANK | EWALLET}]} — the banks and e-wallets the merchant pays out to.",
  },
  addBankCard: {
    verdict: 'contradicts',
    sources: ["C1:328 PUT enc", "C4 codes exists.bank.card, withdraw.bank.card.max"],
    differs: "payload designed; Croupier expects bank.card.exists / bank.card.limit (invented)",
    designed: "Path, method and encryption known (C1: PUT add, encrypted). Payload designed {bankCode, accountName, accountNumber, paymentPassword} (the payment password guards where the money goes, as withdraw does); answers the new row as the list shows it (masked). Refusals: bank.card.limit (the most accounts, PAYOUT_ACCOUNTS_MAX), bank.card.exists, bank.card.name.mismatch (not the real name on the account), invalid.payment.pw, payment.password.not.set, request.param.err.",
  },
} satisfies Record<keyof typeof accountEndpoints, Evidence>;
