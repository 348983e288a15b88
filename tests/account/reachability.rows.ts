/**
 * Reachability of the account machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import { bindContactMachine, type BindContactContext } from '../../machines/account/bind-contact/bind-contact.machine';
import { loginMachine } from '../../machines/account/login/login.machine';
import { memberLanguageMachine, type MemberLanguageContext } from '../../machines/account/member-language/member-language.machine';
import { changePasswordMachine } from '../../machines/account/password/change-password.machine';
import { forgotPasswordMachine } from '../../machines/account/password/forgot-password.machine';
import { paymentPasswordMachine, type PaymentPasswordContext } from '../../machines/account/payment-password/payment-password.machine';
import { payoutAccountMachine, type PayoutAccountContext } from '../../machines/account/payout-account/payout-account.machine';
import { registrationMachine, type RegistrationContext } from '../../machines/account/registration/registration.machine';
import { securityCenterMachine } from '../../machines/account/security-center/security-center.machine';
import { SESSION_CHILDREN, sessionMachine, type SessionContext } from '../../machines/account/session/session.machine';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { quickSignUpMachine, type QuickSignUpContext } from '../../machines/account/quick-sign-up/quick-sign-up.machine';
import { socialLoginMachine, type SocialLoginContext } from '../../machines/account/social-login/social-login.machine';
import { gatewayError, network } from '../support/fakes';
import { systemError, on, effect, change, sessionChanged, languageChanged, pick, storage, SYSTEM, loads, type Row } from '../support/reachability';

const loginValue = (customerType = 0) => ({ token: 't0k3n', firstTimeLogin: false, passwordExpired: false, customerType });
const member = { id: 7, account: 'player01', nickname: 'Lucky', type: 0 };
/** geetest's register answer, and the fields its verifier answers once the person passed. */
const challenge = { success: true, gt: 'gt1', challenge: 'c1', new_captcha: true };
const geetestPassed = { geetest_challenge: 'c1', geetest_validate: 'v1', geetest_seccode: 'v1|jordan' };
const securityProfile = {
  account: 'player01',
  nickname: 'Lucky',
  realName: 'L*** Player',
  mobile: '081****601',
  email: '',
  regDate: 0,
  vipLabel: 'Gold',
  hasPaymentPassword: false,
  accounts: [],
};
const registrationInput = {
  flags: { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: true },
  domain: 'croupier.test',
  registerUrl: 'http://croupier.test/register',
  ageLimit: 18,
  today: '2026-11-21',
  challenge: 'none',
  defaultCountryCode: '66',
};
const loginConfig = { smsLogin: true, challengeMode: 'geetest', defaultPassword: '123456', forceExpiredChange: true, defaultCountryCode: '66' };
const sessionInput = (urlToken: string | null) => ({
  storage: storage(),
  merchantCode: 'test',
  urlToken,
  defaultPassword: '123456',
  ageLimit: 18,
  phoneVerification: 'thirdParty' as const,
});

export const rows: Row[] = [
  {
    machine: profileMachine,
    opts: {
      payloads: {
        ...sessionChanged('member', 'visitor'),
        // A picture; none; a failed read.
        ...effect('fetchMemberIcon', ['https://cdn.example/avatar.png', null], [network]),
        ...on('profile.imageFailed', {}),
      },
    },
  },
  {
    machine: sessionMachine,
    opts: {
      // A visitor, and a token in the URL (straight to the member info).
      inputs: [sessionInput(null), sessionInput('t0k3n')],
      systemIds: SYSTEM,
      key: pick<SessionContext>((c) => [c.mustChangePassword, c.loginVariant]),
      limit: 20_000,
      payloads: {
        ...on('session.openLogin', {}, { variant: 'agent' }, { variant: 'member' }),
        ...on('session.openRegister', { affiliateCode: 'AG0001', domain: 'croupier.test', registerUrl: 'http://croupier.test/register', today: '2026-11-21' }),
        ...on('session.openQuickSignUp', { affiliateCode: 'AG0001', domain: 'croupier.test', registerUrl: 'http://croupier.test/login' }),
        ...on('session.closeForm', {}),
        ...on('session.closeQuickSignUp', {}),
        ...on(
          'session.authenticated',
          { value: loginValue(0), username: 'player01', password: 'Player123', mustChangePassword: false, variant: 'member' },
          { value: loginValue(1), username: 'agent01', password: '123456', mustChangePassword: true, variant: 'agent' },
        ),
        ...on('bootstrap.configured', { flags: { MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true, CHNGPASSVERIF3: true, GEETEST3: true }, launchCdns: [] }),
        // A switch while logged in saves the member's language (in the background).
        ...languageChanged,
        ...loads(...SESSION_CHILDREN),
        ...effect('freeplayLogin', [{ ...loginValue(4), userName: 'trial0001' }], [systemError]),
        ...effect('fetchMemberInfo', [member], [gatewayError('session.expired', { kind: 'session', messageKey: 'errors.notLoggedIn' }), network]),
        ...effect('reloadMemberInfo', [member], [network]),
        ...effect('registration', [{ username: 'newbie01' }]),
        ...effect('quickSignUp', [undefined]),
        ...effect('forgotPassword', [undefined]),
        ...effect('changePassword', [{ changed: true }, { changed: false }]),
        ...effect('logout', [{}], [network]),
      },
    },
  },
  {
    machine: memberLanguageMachine,
    opts: {
      input: { language: 'EN' },
      key: pick<MemberLanguageContext>((c) => [c.loggedIn, c.language]),
      payloads: {
        ...sessionChanged('member', 'visitor'),
        // The language in use (nothing to save), and another one.
        ...on('language.changed', { lang: 'EN' }, { lang: 'TH' }),
      },
    },
  },
  {
    // A graph walk has no parent to hand the token to: the hand-over is a no-op here.
    machine: loginMachine.provide({ actions: { authenticate: () => {} } }),
    opts: {
      // With the human check (GEETEST3) and without (a username login then goes straight to the gateway).
      inputs: (['geetest', 'none'] as const).map((challengeMode) => ({ storage: storage(), config: { ...loginConfig, challengeMode } })),
      key: pick<{ username: string; password: string; tab: string; variant: string; verifyValue: string; captchaRequired: boolean }>((c) => [
        Boolean(c.username),
        Boolean(c.password),
        c.tab,
        c.variant,
        Boolean(c.verifyValue),
        c.captchaRequired,
      ]),
      payloads: {
        ...change('login', { username: 'player01', password: 'Player123', verifyValue: '135790' }),
        ...on('login.tab', { tab: 'username' }),
        ...on('login.variant', { variant: 'agent' }),
        ...on('login.challengeAnswer', { x: 100 }),
        ...on('login.verifyMethod', { method: 'GOOGLE' }),
        ...effect('fetchChallenge', [challenge]),
        // The verifier: passed, the stand-in's refusal (as its output), closed, or failed.
        ...effect('humanCheck', [geetestPassed, { failure: gatewayError('challenge.failed') }], [gatewayError('challenge.cancelled'), systemError]),
        ...effect('fetchCaptcha', ['img']),
        ...effect(
          'login',
          [loginValue(0), loginValue(9)],
          [
            gatewayError('login.cred.err', { detail: { captcha: true } }),
            gatewayError('login_verify_required', { detail: { methods: ['GOOGLE'] } }),
            gatewayError('challenge.failed'),
            gatewayError('login.cred.err'),
          ],
        ),
        ...effect('verifyLogin', [loginValue(0)]),
        ...on('login.configure', { config: { ...loginConfig, smsLogin: true } }),
      },
    },
  },
  {
    machine: changePasswordMachine,
    opts: {
      // Voluntary, and forced after a login with the default password (no cancel, old one known).
      inputs: [{ forced: false }, { forced: true, knownOldPassword: '123456' }],
      key: pick<{ oldPassword: string; newPassword: string; confirmNewPassword: string; forced: boolean; oldPasswordHidden: boolean }>((c) => [
        c.forced,
        c.oldPasswordHidden,
        Boolean(c.oldPassword),
        Boolean(c.newPassword),
        Boolean(c.confirmNewPassword),
      ]),
      payloads: {
        ...change('changePassword', { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }),
        ...effect('changePassword', [null], [gatewayError('login.cred.err'), systemError]),
      },
    },
  },
  {
    machine: registrationMachine,
    opts: {
      inputs: [
        // Rules fetched, the human check, third-party phone verification.
        { ...registrationInput, challenge: 'geetest', thirdPartyPhone: true },
        // Rules from the status, no human check, no third party.
        { ...registrationInput, rules: {}, challenge: 'none' },
        // No registration tab for this brand.
        { ...registrationInput, flags: {} },
        // Rules from the status and a refresh asked for: a failed refresh opens the form on them.
        {
          ...registrationInput,
          flags: { USERNAMEREG3: true },
          rules: { username: { enabled: true, required: true, acceptedPattern: '', patternId: 0, minLength: 4, maxLength: 16 } },
          refreshRules: true,
          challenge: 'none',
        },
      ],
      key: pick<RegistrationContext>((c) => {
        const filled = (['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'affiliateCode'] as const).map((f) => Boolean(c[f]));
        return [c.tab, c.ageConfirmed, filled, c.affiliate?.valid ?? null, c.challengeMode, c.thirdPartyPhone, c.fetchRules];
      }),
      limit: 200_000,
      payloads: {
        ...change('registration', {
          username: 'newbie01',
          password: 'Secret12',
          confirmPassword: 'Secret12',
          mobileNum: '0899999999',
          verificationCode: '246810',
          affiliateCode: 'AG0001',
        }),
        ...on('registration.tab', { tab: 'mobile' }, { tab: 'username' }),
        ...on('registration.retryRules', {}),
        ...on('form.blur', { field: 'affiliateCode' }),
        ...on('registration.challengeAnswer', { x: 100 }),
        ...effect('fetchRegisterRules', [{}], [systemError]),
        ...effect('checkAffiliate', [true, false], [systemError]),
        ...effect('fetchChallenge', [challenge], [systemError]),
        ...effect('humanCheck', [geetestPassed, { failure: gatewayError('challenge.failed') }], [gatewayError('challenge.cancelled'), systemError]),
        ...effect('phoneVerification', [{ firebaseChannel: 'sms', firebaseIdToken: 'tok' }], [gatewayError('popup.closed')]),
        ...effect('register', [loginValue(0)], [gatewayError('challenge.failed'), gatewayError('exists.username.err'), systemError]),
      },
    },
  },
  {
    machine: quickSignUpMachine,
    opts: {
      inputs: [
        // The human check on, an invitation code from the link.
        {
          flags: { USERNAMEREG3: true },
          affiliateCode: 'AG0001',
          domain: 'croupier.test',
          registerUrl: 'http://croupier.test/login',
          ageLimit: 18,
          challenge: 'geetest',
        },
        // No human check.
        { flags: { USERNAMEREG3: true }, domain: 'croupier.test', registerUrl: 'http://croupier.test/login', ageLimit: 18, challenge: 'none' },
        // No username registration: the form.
        { flags: { MOBILENUMREG3: true }, domain: 'croupier.test', registerUrl: 'http://croupier.test/login', ageLimit: 18, challenge: 'none' },
      ],
      key: pick<QuickSignUpContext>((c) => [c.ageConfirmed, c.saved, c.copy, c.challengeMode, Boolean(c.password), Boolean(c.error)]),
      limit: 50_000,
      payloads: {
        ...on('quick.retryRules', {}),
        ...on('quick.toggleAge', {}),
        ...on('form.submit', {}),
        ...on('form.dismiss', {}),
        ...on('quick.challengeAnswer', { x: 100 }),
        ...on('quick.cancelChallenge', {}),
        ...on('quick.copy', { text: 'Username: u40718263' }),
        ...on('quick.toggleSaved', {}),
        ...on('quick.continue', {}),
        ...on('quick.cancel', {}),
        // Rules one click can satisfy, and rules that ask for a mobile number.
        ...effect(
          'fetchRegisterRules',
          [{}, { mobileNum: { enabled: true, required: true, acceptedPattern: '', patternId: 6, minLength: 6, maxLength: 15 } }],
          [systemError],
        ),
        ...effect('generatePassword', ['Kp7mWq3rTz9x'], [gatewayError('quick.password.unfit')]),
        ...effect('fetchChallenge', [challenge], [systemError]),
        ...effect('humanCheck', [geetestPassed, { failure: gatewayError('challenge.failed') }], [gatewayError('challenge.cancelled'), systemError]),
        ...effect(
          'registerAutoUsername',
          [{ ...loginValue(0), userName: 'u40718263' }, loginValue(0)],
          [gatewayError('challenge.failed'), gatewayError('function.not.available'), systemError],
        ),
        ...effect('copyText', [undefined], [gatewayError('clipboard.unavailable')]),
      },
    },
  },
  {
    machine: forgotPasswordMachine,
    opts: {
      input: { phoneEnabled: true, defaultCountryCode: '66' },
      key: pick<Record<string, unknown>>((c) => [
        c.tab,
        ...['username', 'email', 'mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'].map((f) => Boolean(c[f])),
      ]),
      limit: 50_000,
      payloads: {
        ...change('forgotPassword', {
          username: 'player01',
          email: 'player01@croupier.test',
          mobileNum: '0812345602',
          verificationCode: '246810',
          newPassword: 'Fresh1234',
          confirmNewPassword: 'Fresh1234',
        }),
        ...on('forgotPassword.tab', { tab: 'mobile' }, { tab: 'email' }),
        ...effect('resetPasswordByEmail', ['password has been sent'], [gatewayError('not.exists.mail')]),
        ...effect('resetPasswordByPhone', [{ userName: 'player02' }], [gatewayError('validate_verification_code_error'), systemError]),
        ...effect('login', [loginValue(0)], [gatewayError('login.cred.err')]),
      },
    },
  },
  {
    machine: securityCenterMachine,
    opts: {
      key: pick<{ profile: unknown; loadError: unknown }>((c) => [c.profile !== null, c.loadError !== null]),
      payloads: {
        ...on('security.open', {}),
        ...on('security.retry', {}),
        ...on('security.changed', {}),
        ...sessionChanged('visitor'),
        ...effect('fetchSecurityProfile', [securityProfile], [network]),
      },
    },
  },
  {
    machine: paymentPasswordMachine,
    opts: {
      key: pick<PaymentPasswordContext>((c) => [c.mode, c.oldPassword, c.newPassword, c.confirmPassword, Boolean(c.error)]),
      limit: 50_000,
      payloads: {
        ...on('paymentPassword.open', { mode: 'set' }, { mode: 'change' }),
        // Good values; a letter typed (refused at once); another field's name.
        ...on(
          'form.change',
          { field: 'oldPassword', value: '246810' },
          { field: 'newPassword', value: '135790' },
          { field: 'confirmPassword', value: '135790' },
          { field: 'newPassword', value: '12a' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('setPaymentPassword', [null], [gatewayError('modify.new.confirm.diff'), gatewayError('payment.password.exists'), systemError]),
        ...effect('changePaymentPassword', [null], [gatewayError('invalid.payment.pw'), gatewayError('payment.password.not.set'), systemError]),
      },
    },
  },
  {
    machine: bindContactMachine,
    opts: {
      key: pick<BindContactContext>((c) => [c.kind, c.value, c.verificationCode, Boolean(c.error), c.bound]),
      limit: 50_000,
      payloads: {
        ...on('bind.open', { kind: 'mobile' }, { kind: 'email' }),
        ...on('bind.sendCode', {}),
        // A good number, a good address, a bad one, the code.
        ...on(
          'form.change',
          { field: 'value', value: '0898765432' },
          { field: 'value', value: 'me@example.test' },
          { field: 'value', value: 'x@' },
          { field: 'verificationCode', value: '123456' },
          { field: 'countryDialingCode', value: '66' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('bindContact', [{ masked: '089****432' }], [gatewayError('validate_verification_code_invalid'), systemError]),
      },
    },
  },
  {
    machine: payoutAccountMachine,
    opts: {
      key: pick<PayoutAccountContext>((c) => [c.count, c.banks.length, c.accountName, c.accountNumber, c.paymentPassword, Boolean(c.error), c.added !== null]),
      limit: 50_000,
      payloads: {
        // Room for another account; at the limit.
        ...on('payout.open', { count: 1 }, { count: 5 }),
        ...on('payout.retry', {}),
        ...on(
          'form.change',
          { field: 'bankCode', value: 'KBANK' },
          { field: 'accountName', value: 'Lucky Player' },
          { field: 'accountNumber', value: '1234567890' },
          { field: 'accountNumber', value: '12ab' },
          { field: 'paymentPassword', value: '246810' },
          { field: 'other', value: 'x' },
        ),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...on('form.dismiss', {}),
        ...sessionChanged('visitor'),
        ...effect('fetchBanks', [[{ code: 'KBANK', name: 'Kasikornbank', type: 'BANK' }]], [network]),
        ...effect(
          'addPayoutAccount',
          [{ id: 'BC1-3', bankName: 'Kasikornbank', accountNumber: '****7890' }],
          [gatewayError('exists.bank.card'), gatewayError('withdraw.bank.card.max'), systemError],
        ),
      },
    },
  },
  {
    machine: socialLoginMachine,
    opts: {
      systemIds: SYSTEM,
      key: pick<SocialLoginContext>((c) => [c.provider, c.idToken !== null, c.error !== null]),
      payloads: {
        ...sessionChanged('member', 'visitor'),
        ...on('social.start', { provider: 'google', url: '/sim/social/google' }),
        ...on('social.cancel', {}),
        ...on('social.dismiss', {}),
        ...effect('signInWithProvider', [{ idToken: 'sim.google.player01.00000000' }], [gatewayError('social.popup.closed')]),
        ...effect(
          'socialLogin',
          [{ token: 't', userName: 'player01', firstTimeLogin: false, passwordExpired: false }],
          [gatewayError('social.account.unbound')],
        ),
      },
    },
  },
];
