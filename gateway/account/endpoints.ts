/** Session, login, registration and password calls (gateway-protocol §5.1, §5.3, §5.4). */
import { ENC, ep, T } from '../endpoint';
import { anyValue } from '../schema';
import * as s from './schemas';
import { securityEndpoints } from './security-endpoints';

export const accountEndpoints = {
  login: ep('POST', '/wps/session/login', 'COMM3', ENC, s.loginValue),
  loginVerification: ep('POST', '/wps/session/login/verification', 'LOGINIPVERF3', ENC, s.loginValue),
  loginFreeplay: ep('POST', '/wps/session/login/freeplay', 'FREEPLAY3', {}, s.loginValue),
  logout: ep('DELETE', '/wps/session/logout', 'COMM3', T, anyValue),
  captcha: ep('GET', '/wps/captcha', 'CAPTCHA3', {}, s.captchaImage),
  /** geetest v3's register answer for the human check (module GEETEST3); the SDK's result goes with the login. */
  captchaGeetest: ep('GET', '/wps/captcha/geetest', 'GEETEST3', {}, s.geetestRegister),
  smsNoLogin: ep('POST', '/wps/verification/sms/noLogin', 'MOBILEVERCODELOGIN3', {}, s.smsSent),

  register: ep('PUT', '/wps/member/register', 'USERNAMEREG3', ENC, s.loginValue),
  registerMobile: ep('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', ENC, s.loginValue),
  /**
   * One-click sign-up: the gateway picks the username (W2 registry, verb from G1); the rest is a
   * registration without one, and the answer is login-like with the new `userName`.
   */
  registerAutoUsername: ep('PUT', '/wps/member/register/autoUsername', 'USERNAMEREG3', ENC, s.loginValue),
  smsRegister: ep('POST', '/wps/verification/sms/register', 'REGMOBVERF3', {}, s.smsSent),
  /**
   * Third-party (firebase-style) phone verification: the SMS code sent by smsRegister in,
   * `{firebaseChannel, firebaseIdToken}` out, for the register call (spec §3, §4).
   */
  firebaseVerify: ep('POST', '/wps/verification/firebase', 'REGMOBVERF3', {}, s.firebaseVerified),
  affiliate: ep('GET', '/wps/agent/affiliate', 'AFFMAN3', {}, anyValue),

  memberInfo: ep('GET', '/wps/member/info', 'COMM3', T, s.memberInfo),
  memberIcon: ep('GET', '/wps/member/info/icon', 'PROFPIC3', T, anyValue),
  changePassword: ep('POST', '/wps/member/password', 'PASS3', { ...T, ...ENC }, anyValue),
  forgotPasswordEmail: ep('POST', '/wps/member/password/email', 'PASS3', { body: 'form' }, anyValue),
  setPasswordByPhone: ep('POST', '/wps/member/password/verification', 'CHNGPASSVERIF3', ENC, anyValue),
  /** The member's language, saved on every switch while logged in (W1 getUpdateLanguage, W2 updateLanguage). */
  memberLanguage: ep('POST', '/wps/member/language', 'COMM3', T, anyValue),
  ...securityEndpoints,
};
