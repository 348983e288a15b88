/**
 * Reachability of every account-workflow machine (xstate/graph): each state node of the real
 * machines is reached from the initial state with the events the views and the gateway send.
 * The user-level models (login.model, registration.model, passwords.model, favourites.model,
 * launch.model tests) drive the real system; this is the machines' own coverage report: every
 * state reached, and transitions (state node × event type) reached / defined, printed as
 * "<machine>: states a/b, transitions c/d" with the guarded branches beside it.
 *
 * Machines that end with `sendParent` (login's named `authenticate`, the inline ones of
 * registration and forgotPassword) are walked with a stand-in parent (see reachability.ts).
 */
import { describe, expect, it } from 'vitest';
import { agentClockMachine } from '../../machines/agent/agent-clock/agent-clock.machine';
import { changePasswordMachine } from '../../machines/account/password/change-password.machine';
import { forgotPasswordMachine } from '../../machines/account/password/forgot-password.machine';
import { loginMachine } from '../../machines/account/login/login.machine';
import { registrationMachine, type RegistrationContext } from '../../machines/account/registration/registration.machine';
import { smsCodeMachine } from '../../machines/shared/sms-code/sms-code.machine';
import { createMemoryStorage } from '../../machines/shared/storage';
import { reachability, type Payload } from '../support/reachability';

const err = (code: string, detail?: unknown) => ({ kind: 'business', code, status: 200, serverMessage: undefined, messageKey: 'errors.unknown', ...(detail ? { detail } : {}) });
const loginValue = (customerType = 0) => ({ token: 't', firstTimeLogin: false, passwordExpired: false, customerType });
const challenge = { id: 'c1', width: 300, height: 150, pieceSize: 44, pieceY: 20, image: 'x', piece: 'y' };
const registrationInput = {
  flags: { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: true },
  domain: 'croupier.test',
  registerUrl: 'http://croupier.test/register',
  ageLimit: 18,
  today: '2026-11-21',
  challenge: 'none',
  defaultCountryCode: '66',
};
const loginConfig = { smsLogin: true, challengeMode: 'slider', defaultPassword: '123456', forceExpiredChange: true, defaultCountryCode: '66' };
const change = (prefix: string, fields: Record<string, string>): Payload[] =>
  Object.entries(fields).map(([field, value]) => ({ type: `form.change`, field, value, of: prefix }));

const cases: { name: string; machine: Parameters<typeof reachability>[0]; opts: Parameters<typeof reachability>[1] }[] = [
  {
    name: 'login',
    // A graph walk has no parent to hand the token to: the hand-over is a no-op here.
    machine: loginMachine.provide({ actions: { authenticate: () => {} } }),
    opts: {
      // With the slider and without (a username login then goes straight to the gateway).
      inputs: (['slider', 'none'] as const).map((challengeMode) => ({ storage: createMemoryStorage(), config: { ...loginConfig, challengeMode } })),
      key: (s) => {
        const c = s.context as { username: string; password: string; tab: string; variant: string; verifyValue: string; captchaRequired: boolean };
        return [Boolean(c.username), Boolean(c.password), c.tab, c.variant, Boolean(c.verifyValue), c.captchaRequired];
      },
      payloads: {
        'form.change': change('login', { username: 'player01', password: 'Player123', verifyValue: '135790' }),
        'login.tab': [{ type: 'login.tab', tab: 'username' }],
        'login.variant': [{ type: 'login.variant', variant: 'agent' }],
        'login.challengeAnswer': [{ type: 'login.challengeAnswer', x: 100 }],
        'login.verifyMethod': [{ type: 'login.verifyMethod', method: 'GOOGLE' }],
        'xstate.done.actor.fetchChallenge': [{ type: 'xstate.done.actor.fetchChallenge', output: challenge }],
        'xstate.done.actor.fetchCaptcha': [{ type: 'xstate.done.actor.fetchCaptcha', output: 'img' }],
        'xstate.done.actor.login': [
          { type: 'xstate.done.actor.login', output: loginValue(0) },
          { type: 'xstate.done.actor.login', output: loginValue(9) },
        ],
        'xstate.error.actor.login': [
          { type: 'xstate.error.actor.login', error: err('login.cred.err', { captcha: true }) },
          { type: 'xstate.error.actor.login', error: err('login_verify_required', { methods: ['GOOGLE'] }) },
          { type: 'xstate.error.actor.login', error: err('challenge.failed') },
          { type: 'xstate.error.actor.login', error: err('login.cred.err') },
        ],
        'xstate.done.actor.verifyLogin': [{ type: 'xstate.done.actor.verifyLogin', output: loginValue(0) }],
        'login.configure': [{ type: 'login.configure', config: { ...loginConfig, smsLogin: true } }],
      },
    },
  },
  {
    name: 'smsCode',
    machine: smsCodeMachine,
    opts: {
      input: {},
      // Every second of the countdown apart, so its last tick (back to ready) is reached.
      key: (s) => (s.context as { remaining: number }).remaining,
      limit: 10_000,
      payloads: {
        'sms.send': [
          { type: 'sms.send', mobile: '0812345601', countryDialingCode: '66' },
          { type: 'sms.send', mobile: ' ', countryDialingCode: '66' },
        ],
        'xstate.done.actor.sendSms': [{ type: 'xstate.done.actor.sendSms', output: { expiredMinutes: 1 } }],
        'xstate.error.actor.sendSms': [
          { type: 'xstate.error.actor.sendSms', error: err('phone.format.invalid') },
          { type: 'xstate.error.actor.sendSms', error: err('too.many.requests') },
        ],
      },
    },
  },
  {
    name: 'changePassword',
    machine: changePasswordMachine,
    opts: {
      // Voluntary, and forced after a login with the default password (no cancel, old one known).
      inputs: [{ forced: false }, { forced: true, knownOldPassword: '123456' }],
      key: (s) => {
        const c = s.context as { oldPassword: string; newPassword: string; confirmNewPassword: string; forced: boolean; oldPasswordHidden: boolean };
        return [c.forced, c.oldPasswordHidden, Boolean(c.oldPassword), Boolean(c.newPassword), Boolean(c.confirmNewPassword)];
      },
      payloads: {
        'form.change': change('changePassword', { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }),
        'xstate.done.actor.changePassword': [{ type: 'xstate.done.actor.changePassword', output: null }],
        'xstate.error.actor.changePassword': [
          { type: 'xstate.error.actor.changePassword', error: err('login.cred.err') },
          { type: 'xstate.error.actor.changePassword', error: err('unknown.system.err') },
        ],
      },
    },
  },
  {
    name: 'registration',
    machine: registrationMachine,
    opts: {
      inputs: [
        // Rules fetched, the slider, third-party phone verification.
        { ...registrationInput, challenge: 'slider', thirdPartyPhone: true },
        // Rules from the status, no slider, no third party.
        { ...registrationInput, rules: {}, challenge: 'none' },
        // No registration tab for this brand.
        { ...registrationInput, flags: {} },
      ],
      key: (s) => {
        const c = s.context as RegistrationContext;
        const filled = (['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'affiliateCode'] as const).map((f) => Boolean(c[f]));
        return [c.tab, c.ageConfirmed, filled, c.affiliate?.valid ?? null, c.challengeMode, c.thirdPartyPhone, c.fetchRules];
      },
      limit: 200_000,
      payloads: {
        'form.change': change('registration', {
          username: 'newbie01',
          password: 'Secret12',
          confirmPassword: 'Secret12',
          mobileNum: '0899999999',
          verificationCode: '246810',
          affiliateCode: 'AG0001',
        }),
        'registration.tab': [
          { type: 'registration.tab', tab: 'mobile' },
          { type: 'registration.tab', tab: 'username' },
        ],
        'form.blur': [{ type: 'form.blur', field: 'affiliateCode' }],
        'registration.challengeAnswer': [{ type: 'registration.challengeAnswer', x: 100 }],
        'xstate.done.actor.fetchRegisterRules': [{ type: 'xstate.done.actor.fetchRegisterRules', output: {} }],
        'xstate.error.actor.fetchRegisterRules': [{ type: 'xstate.error.actor.fetchRegisterRules', error: err('unknown.system.err') }],
        'xstate.done.actor.checkAffiliate': [
          { type: 'xstate.done.actor.checkAffiliate', output: true },
          { type: 'xstate.done.actor.checkAffiliate', output: false },
        ],
        'xstate.error.actor.checkAffiliate': [{ type: 'xstate.error.actor.checkAffiliate', error: err('unknown.system.err') }],
        'xstate.done.actor.fetchChallenge': [{ type: 'xstate.done.actor.fetchChallenge', output: challenge }],
        'xstate.error.actor.fetchChallenge': [{ type: 'xstate.error.actor.fetchChallenge', error: err('unknown.system.err') }],
        'xstate.done.actor.phoneVerification': [{ type: 'xstate.done.actor.phoneVerification', output: { firebaseChannel: 'sms', firebaseIdToken: 'tok' } }],
        'xstate.error.actor.phoneVerification': [{ type: 'xstate.error.actor.phoneVerification', error: err('popup.closed') }],
        'xstate.done.actor.register': [{ type: 'xstate.done.actor.register', output: loginValue(0) }],
        'xstate.error.actor.register': [
          { type: 'xstate.error.actor.register', error: err('challenge.failed') },
          { type: 'xstate.error.actor.register', error: err('exists.username.err') },
          { type: 'xstate.error.actor.register', error: err('unknown.system.err') },
        ],
      },
    },
  },
  {
    name: 'forgotPassword',
    machine: forgotPasswordMachine,
    opts: {
      input: { phoneEnabled: true, defaultCountryCode: '66' },
      key: (s) => {
        const c = s.context as Record<string, unknown>;
        return [c.tab, ...['username', 'email', 'mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'].map((f) => Boolean(c[f]))];
      },
      limit: 50_000,
      payloads: {
        'form.change': change('forgotPassword', {
          username: 'player01',
          email: 'player01@croupier.test',
          mobileNum: '0812345602',
          verificationCode: '246810',
          newPassword: 'Fresh1234',
          confirmNewPassword: 'Fresh1234',
        }),
        'forgotPassword.tab': [
          { type: 'forgotPassword.tab', tab: 'mobile' },
          { type: 'forgotPassword.tab', tab: 'email' },
        ],
        'xstate.done.actor.resetPasswordByEmail': [{ type: 'xstate.done.actor.resetPasswordByEmail', output: 'password has been sent' }],
        'xstate.error.actor.resetPasswordByEmail': [{ type: 'xstate.error.actor.resetPasswordByEmail', error: err('not.exists.mail') }],
        'xstate.done.actor.resetPasswordByPhone': [{ type: 'xstate.done.actor.resetPasswordByPhone', output: { userName: 'player02' } }],
        'xstate.error.actor.resetPasswordByPhone': [
          { type: 'xstate.error.actor.resetPasswordByPhone', error: err('code.invalid') },
          { type: 'xstate.error.actor.resetPasswordByPhone', error: err('unknown.system.err') },
        ],
        'xstate.done.actor.login': [{ type: 'xstate.done.actor.login', output: loginValue(0) }],
        'xstate.error.actor.login': [{ type: 'xstate.error.actor.login', error: err('login.cred.err') }],
      },
    },
  },
  {
    name: 'agentClock',
    machine: agentClockMachine,
    opts: {
      payloads: {
        'clock.start': [{ type: 'clock.start', now: 0 }],
        'clock.sync': [{ type: 'clock.sync', now: 1000 }],
      },
    },
  },
];

describe('account machines reachability', () => {
  for (const c of cases) {
    it(`${c.name}: every state and every transition is reachable`, () => {
      const r = reachability(c.machine, c.opts);
      console.info(r.report);
      expect(r.all.filter((id) => !r.reached.includes(id))).toEqual([]);
      expect(r.definedTransitions.filter((t) => !r.reachedTransitions.includes(t))).toEqual([]);
      expect(r.definedBranches.filter((b) => !r.reachedBranches.includes(b))).toEqual([]);
    });
  }
});
