/** The account's calls as the public clients make them: login, registration, passwords, the language and the profile picture. */
import { loginEffects } from '../../../machines/account/login/login.effects';
import { memberLanguageEffects } from '../../../machines/account/member-language/member-language.effects';
import { passwordEffects } from '../../../machines/account/password/password.effects';
import { profileEffects } from '../../../machines/account/profile/profile.effects';
import { quickSignUpEffects } from '../../../machines/account/quick-sign-up/quick-sign-up.effects';
import { registrationEffects } from '../../../machines/account/registration/registration.effects';
import { sessionEffects } from '../../../machines/account/session/session.effects';
import { run, type WireFixture } from './wire';

const DEVICE = '00000000-0000-4000-8000-000000000001';

export const accountWire: WireFixture[] = [
  {
    call: 'memberIcon',
    source: 'W1b 44310799120 @~57k: icon = si.A.get(login.icon), no parameters; registry PROFPIC3, token: !0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/member/info/icon', query: [], body: 'none' },
    drive: (client) => run(profileEffects(client).fetchMemberIcon, undefined),
  },
  {
    call: 'login',
    source:
      'W1 45068225465 @~95.3k handleLogin: {username, password, captcha, type}, encrypted (C1:69); G1 71211145304 adds loginDeviceId. ' +
      "While GEETEST3 is on, geetest's geetest_challenge, geetest_validate and geetest_seccode are merged in (the simulator's GEETEST3 is off here).",
    as: 'visitor',
    wire: {
      method: 'POST',
      path: '/wps/session/login',
      body: 'encrypted',
      fields: ['username', 'password', 'captcha', 'type', 'loginDeviceId'],
      headers: ['Encryption'],
    },
    drive: (client) => run(loginEffects(client).login, { username: 'player01', password: 'Player123', captcha: '', type: 'username', loginDeviceId: DEVICE }),
  },
  {
    call: 'loginVerification',
    source: 'W2 44714497568 registry 37001: loginVerify, /wps/session/login/verification, encrypted (the payload is designed)',
    as: 'visitor',
    wire: { method: 'POST', path: '/wps/session/login/verification', body: 'encrypted', headers: ['Encryption'] },
    drive: (client) => run(loginEffects(client).verifyLogin, { username: 'player01', password: 'wrong-password', method: 'GOOGLE', googleCode: '000000' }),
    refusedWith: 'login.cred.err',
  },
  {
    call: 'loginFreeplay',
    source: 'W1b 44310799120 @~65.3k loginFreePlay: plain JSON {os, platform: "W", Encryption: mi(), "X-Gateway-Version": 3}',
    as: 'visitor',
    wire: { method: 'POST', path: '/wps/session/login/freeplay', body: 'json', fields: ['os', 'platform', 'Encryption', 'X-Gateway-Version'] },
    drive: (client) => run(sessionEffects(client).freeplayLogin, undefined),
  },
  {
    call: 'logout',
    source: 'W1b 44310799120 @~57.6k: logout = si.A.del(ri.A.logout), with the token; C1:78',
    as: 'player02',
    wire: { method: 'DELETE', path: '/wps/session/logout', query: [], body: 'none' },
    drive: (client) => run(sessionEffects(client).logout, undefined),
  },
  {
    call: 'captcha',
    source: 'W1 45068225465 @~100k getCaptcha: GET /wps/captcha, value read as base64; G1 71211145304 sends t=<ms>',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/captcha', query: ['t'], body: 'none' },
    drive: (client) => run(loginEffects(client).fetchCaptcha, undefined),
  },
  {
    call: 'captchaGeetest',
    source: 'W1 45068225465 registry 37374: /wps/captcha/geetest (GEETEST3), a GET without parameters; G1 71211145304',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/captcha/geetest', query: [], body: 'none' },
    drive: (client) => run(loginEffects(client).fetchChallenge, undefined),
  },
  {
    call: 'smsNoLogin',
    source: 'W1 45068225465 @~101k getSms: getLoginCode {mobileNum, countryDialingCode}, plain JSON',
    as: 'visitor',
    wire: { method: 'POST', path: '/wps/verification/sms/noLogin', body: 'json', fields: ['mobileNum', 'countryDialingCode'] },
    drive: (client) => run(loginEffects(client).sendLoginSms, { mobile: '0812345601', countryDialingCode: '66' }),
  },
  {
    call: 'smsRegister',
    source:
      'W1b 44310799120 @~96.5k sendRegPhoneCode: the data alone (regType only picks the registry entry); body {mobileNo, countryDialingCode} per gateway-protocol §5.3',
    as: 'visitor',
    wire: { method: 'POST', path: '/wps/verification/sms/register', body: 'json', fields: ['mobileNo', 'countryDialingCode'] },
    drive: (client) => run(registrationEffects(client).sendRegisterSms, { mobile: '0899990001', countryDialingCode: '66' }),
  },
  {
    call: 'register',
    source: 'W1b 44310799120 @~62.5k register: the form plus registerUrl, affiliateCode, referralCode, domain, registerMethod "WEB", PUT encrypted; C1:50',
    as: 'visitor',
    // The form's fields follow the brand's rules: only the form is checked here.
    wire: { method: 'PUT', path: '/wps/member/register', body: 'encrypted', headers: ['Encryption'] },
    drive: (client) =>
      run(registrationEffects(client).register, {
        method: 'username',
        fields: {
          registerUrl: 'https://croupier.test/register',
          domain: 'croupier.test',
          username: 'conform01',
          password: 'Conform123',
          confirmPassword: 'Conform123',
          mobileNum: '0899990003',
          countryDialingCode: '66',
          verificationCode: '246810',
          loginDeviceId: DEVICE,
        },
      }),
  },
  {
    call: 'registerMobile',
    source: 'W1 45068225465 registry 37374: registerMobile, PUT /wps/member/register/mobile, encrypted; G1 71211145304',
    as: 'visitor',
    wire: { method: 'PUT', path: '/wps/member/register/mobile', body: 'encrypted', headers: ['Encryption'] },
    drive: (client) =>
      run(registrationEffects(client).register, {
        method: 'mobile',
        fields: {
          registerUrl: 'https://croupier.test/register',
          domain: 'croupier.test',
          mobileNum: '0899990002',
          password: 'Conform123',
          confirmPassword: 'Conform123',
          countryDialingCode: '66',
          verificationCode: '246810',
          loginDeviceId: DEVICE,
        },
      }),
  },
  {
    call: 'registerAutoUsername',
    source:
      'W2 44714497568 registry 37001: /wps/member/register/autoUsername; G1 71211145304 gives the verb PUT. The payload is designed: ' +
      "register's without username, encrypted (gateway/account/evidence.ts)",
    as: 'visitor',
    // The designed payload, and the verified mobile the simulated brand's rules require (REGMOBVERF3
    // is on in the seed): the gateway checks the same field rules as register. No username: the gateway picks it.
    wire: {
      method: 'PUT',
      path: '/wps/member/register/autoUsername',
      body: 'encrypted',
      fields: [
        'registerUrl',
        'domain',
        'password',
        'confirmPassword',
        'mobileNum',
        'countryDialingCode',
        'verificationCode',
        'loginDeviceId',
        'registerMethod',
        'login',
      ],
      headers: ['Encryption'],
    },
    drive: (client) =>
      run(quickSignUpEffects(client).registerAutoUsername, {
        fields: {
          registerUrl: 'https://croupier.test/register',
          domain: 'croupier.test',
          password: 'Conform123',
          confirmPassword: 'Conform123',
          mobileNum: '0899990004',
          countryDialingCode: '66',
          verificationCode: '246810',
          loginDeviceId: DEVICE,
        },
      }),
  },
  {
    call: 'affiliate',
    source: 'W1 45068225465 registry 37374: affiliate, GET /wps/agent/affiliate {code, domain}; C1:39',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/agent/affiliate', query: ['code', 'domain'], body: 'none' },
    drive: (client) => run(registrationEffects(client).checkAffiliate, { code: 'AG0001', domain: 'croupier.test' }),
  },
  {
    call: 'memberInfo',
    source: 'W1b 44310799120 @~68.5k loginInfo: GET /wps/member/info with the token, no parameters',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/member/info', query: [], body: 'none' },
    drive: (client) => run(sessionEffects(client).fetchMemberInfo, undefined),
  },
  {
    call: 'changePassword',
    source:
      'W1 45068225465 registry 37374: changePwd, POST /wps/member/password, encrypted; gateway-protocol §5.4 {oldPassword, newPassword, confirmNewPassword}',
    as: 'player01',
    wire: {
      method: 'POST',
      path: '/wps/member/password',
      body: 'encrypted',
      fields: ['oldPassword', 'newPassword', 'confirmNewPassword'],
      headers: ['Encryption'],
    },
    // A wrong current password: the call is read as sent, and player01 keeps the password the other fixtures use.
    drive: (client) => run(passwordEffects(client).changePassword, { oldPassword: 'not-it', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }),
    refusedWith: 'login.cred.err',
  },
  {
    call: 'forgotPasswordEmail',
    source: 'W1b 44310799120 @~58k: forgetPwd = si.A.formPost, form-encoded {username, email}',
    as: 'visitor',
    wire: { method: 'POST', path: '/wps/member/password/email', body: 'form', fields: ['username', 'email'] },
    drive: (client) => run(passwordEffects(client).resetPasswordByEmail, { username: 'player01', email: 'player01@croupier.test' }),
  },
  {
    call: 'setPasswordByPhone',
    source: 'W1 45068225465 registry 37374: setPasswordByPhone, POST /wps/member/password/verification, encrypted {newPassword, mobileNum, verificationCode}',
    as: 'visitor',
    wire: {
      method: 'POST',
      path: '/wps/member/password/verification',
      body: 'encrypted',
      fields: ['newPassword', 'mobileNum', 'verificationCode'],
      headers: ['Encryption'],
    },
    // A wrong code: read as sent, refused, and player02's password stays.
    drive: (client) => run(passwordEffects(client).resetPasswordByPhone, { mobileNum: '0812345602', verificationCode: '000000', newPassword: 'Fresh1234' }),
    refusedWith: 'validate_verification_code_error',
  },
  {
    call: 'memberLanguage',
    source:
      'W1 45068225465 @~44.9k getUpdateLanguage({language}) on a switch; W2 44714497568 updateLanguage: /wps/member/language, token (the verb is designed: POST)',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/member/language', body: 'json', fields: ['language'] },
    drive: (client) => run(memberLanguageEffects(client).saveMemberLanguage, { language: 'CN' }),
  },
];
