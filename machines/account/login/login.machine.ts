/**
 * login (spec §2 login modal, §4 Login): one login attempt, alive while the session is logged out
 * (invoked by the session with systemId `login`).
 * - Tabs: username, and SMS when MOBILEVERCODELOGIN3 is on (mobile + code; the code goes in the
 *   password, the mobile in the username).
 * - Submit → validate → the human check while GEETEST3 is on (skipped for SMS, as W1 handleLogin
 *   does): geetest's register answer, the verifier, its three fields merged into the payload →
 *   call login, with the device's id as `loginDeviceId` (G1).
 * - A failure whose answer carries the captcha flag (`value.captcha`) shows the image captcha and,
 *   when the code sent was refused, says so under the field; its image loads from
 *   /wps/captcha, refresh is throttled to once a second, and a used code is never sent twice.
 * - Login from an unregistered IP (`login_verify_required`) asks for extra verification: SMS,
 *   bound email, bank account name or Google code.
 * - On the agent page a non-agent is refused; on the member login a non-member is refused.
 * - Success hands the token to the session, saying whether the password must change now
 *   (it equals the brand default, or it expired and PWDEXPFORCECHANGE3 is on; not for SMS).
 * What the user typed is kept through every failure.
 */
import { assign, raise, sendParent, sendTo, setup } from 'xstate';
import { isAgentType, MEMBER_TYPES } from '../../../gateway/account/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { GeetestRegister, GeetestResult, LoginValue } from '../../../gateway/account/schemas';
import { notProvided, toErrorInfo, outputOf, errorOf } from '../../shared/effect';
import type { LoginPayload, LoginVerificationInput } from './login.types';
import { geetestFields, humanCheckFailure, HUMAN_CHECK_CANCELLED, isGeetestResult } from '../../shared/human-check/human-check';
import { smsCodeMachine } from '../../shared/sms-code/sms-code.machine';
import type { AppStorage } from '../../shared/storage';
import { hasFieldErrors, typedValue, type FieldErrors } from '../../shared/form/form';
import { validateMobile } from '../../shared/validation';

export type LoginTab = 'username' | 'sms';
export type LoginVariant = 'member' | 'agent';
export type VerifyMethod = 'SMS' | 'EMAIL' | 'PAYEE_NAME' | 'GOOGLE';
export const LOGIN_FIELDS = ['username', 'password', 'mobile', 'countryDialingCode', 'smsCode', 'captcha', 'verifyValue', 'verifyMobile'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export const CAPTCHA_REFRESH_MS = 1_000;
export const REMEMBER_HOURS = 24;

export interface LoginConfig {
  smsLogin: boolean;
  /** 'geetest' while the white-label module GEETEST3 is on. */
  challengeMode: 'none' | 'geetest';
  defaultPassword: string;
  /** PWDEXPFORCECHANGE3 */
  forceExpiredChange: boolean;
  defaultCountryCode: string;
}

export interface LoginContext extends LoginConfig {
  storage: AppStorage;
  variant: LoginVariant;
  tab: LoginTab;
  username: string;
  password: string;
  mobile: string;
  countryDialingCode: string;
  smsCode: string;
  captcha: string;
  remember: boolean;
  captchaRequired: boolean;
  captchaImage: string | null;
  /** This device's id, sent as loginDeviceId (G1). */
  deviceId: string;
  /** geetest's register answer for the running check. */
  challenge: GeetestRegister | null;
  /** geetest's fields once the check passed, merged into the next login. */
  challengeAnswer: GeetestResult | null;
  verification: { methods: VerifyMethod[]; mobile: string | null; email: string | null } | null;
  verifyMethod: VerifyMethod | null;
  verifyValue: string;
  verifyMobile: string;
  /** Field → message key, shown under the input. */
  fieldErrors: FieldErrors<LoginField>;
  error: GatewayErrorInfo | null;
}

export type LoginEvent =
  | { type: 'form.change'; field: LoginField; value: string }
  | { type: 'login.tab'; tab: LoginTab }
  | { type: 'login.variant'; variant: LoginVariant }
  | { type: 'login.configure'; config: LoginConfig }
  | { type: 'login.toggleRemember' }
  | { type: 'form.submit' }
  | { type: 'login.refreshCaptcha' }
  /** Internal: the shown captcha code was sent, so a new image is needed (not throttled). */
  | { type: 'login.captchaSpent' }
  /** The stand-in verifier's answer (the piece's x), forwarded to it; geetest's own widget takes none. */
  | { type: 'login.challengeAnswer'; x: number }
  | { type: 'login.cancelChallenge' }
  | { type: 'login.verifyMethod'; method: VerifyMethod }
  | { type: 'form.dismiss' }
  | { type: 'form.reset' };

export interface LoginOutputEvent {
  type: 'session.authenticated';
  value: LoginValue;
  username: string;
  /** The password just used, so a forced change need not ask for it again (never journalled). */
  password?: string;
  mustChangePassword?: boolean;
  variant?: LoginVariant;
}

export function validateLogin(
  ctx: Pick<LoginContext, 'tab' | 'username' | 'password' | 'mobile' | 'smsCode' | 'captcha' | 'captchaRequired'>,
): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (ctx.tab === 'sms') {
    const mobileError = validateMobile(ctx.mobile);
    if (!ctx.mobile.trim()) errors.mobile = { key: 'validation.mobileRequired' };
    else if (mobileError) errors.mobile = mobileError;
    if (!ctx.smsCode.trim()) errors.smsCode = { key: 'validation.codeRequired' };
  } else {
    if (!ctx.username.trim()) errors.username = { key: 'validation.usernameRequired' };
    if (!ctx.password) errors.password = { key: 'validation.passwordRequired' };
    if (ctx.captchaRequired && !ctx.captcha.trim()) errors.captcha = { key: 'validation.captchaRequired' };
  }
  return errors;
}

/** The login answer or error asks for the image captcha. */
function captchaFlagged(detail: unknown): boolean {
  return Boolean(detail && typeof detail === 'object' && (detail as { captcha?: unknown }).captcha);
}

function loginPayload(ctx: LoginContext): LoginPayload {
  // W1 handleLogin sends captcha on every login, empty until a failure asked for one.
  const captcha = ctx.captchaRequired ? ctx.captcha.trim() : '';
  if (ctx.tab === 'sms') return { username: ctx.mobile.trim(), password: ctx.smsCode.trim(), captcha, type: 'sms', loginDeviceId: ctx.deviceId };
  return {
    username: ctx.username.trim(),
    password: ctx.password,
    captcha,
    type: 'username',
    loginDeviceId: ctx.deviceId,
    ...(ctx.challengeAnswer ? geetestFields(ctx.challengeAnswer) : {}),
  };
}

/** A refusal that flagged the captcha and is not about the credentials: the code sent (or its absence) was refused. */
function captchaRefused(error: GatewayErrorInfo): boolean {
  return captchaFlagged(error.detail) && error.code !== 'login.cred.err';
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { storage: AppStorage; config: LoginConfig; variant?: LoginVariant },
  },
  actors: {
    login: notProvided<LoginPayload, LoginValue>('login'),
    verifyLogin: notProvided<LoginVerificationInput, LoginValue>('verifyLogin'),
    fetchCaptcha: notProvided<void, string>('fetchCaptcha'),
    fetchChallenge: notProvided<void, GeetestRegister>('fetchChallenge'),
    verifyHuman: notProvided<GeetestRegister, GeetestResult>('verifyHuman'),
    smsCode: smsCodeMachine,
  },
  delays: { captchaCooldown: CAPTCHA_REFRESH_MS },
  guards: {
    isInvalid: ({ context }) => hasFieldErrors(validateLogin(context)),
    needsChallenge: ({ context }) => context.challengeMode === 'geetest' && context.tab === 'username',
    /** The verifier ended with geetest's fields (the stand-in ends with a failure as its output). */
    humanCheckPassed: ({ event }) => isGeetestResult((event as { output?: unknown }).output),
    humanCheckCancelled: ({ event }) => toErrorInfo(errorOf(event)).code === HUMAN_CHECK_CANCELLED,
    isVerifyRequired: ({ event }) => toErrorInfo(errorOf(event)).code === 'login_verify_required',
    captchaFlagged: ({ event }) => captchaFlagged(toErrorInfo(errorOf(event)).detail),
    challengeFailed: ({ event }) => toErrorInfo(errorOf(event)).code.startsWith('challenge.'),
    notAgent: ({ context, event }) => context.variant === 'agent' && !isAgentType(outputOf<LoginValue>(event).customerType),
    notMember: ({ context, event }) => {
      const t = outputOf<LoginValue>(event).customerType;
      return context.variant === 'member' && t !== undefined && !MEMBER_TYPES.includes(t);
    },
    smsEnabled: ({ context, event }) => event.type === 'login.tab' && (event.tab === 'username' || context.smsLogin),
    /** Nothing was entered to prove the user's identity from an unregistered IP. */
    verifyValueMissing: ({ context }) => !context.verifyValue.trim(),
    /** A failed login asked for the image captcha: a spent code needs a new image. */
    captchaRequired: ({ context }) => context.captchaRequired,
  },
  actions: {
    authenticate: sendParent(({ context, event }): LoginOutputEvent => {
      const value = outputOf<LoginValue>(event);
      const sms = context.tab === 'sms';
      const mustChangePassword = !sms && (context.password === context.defaultPassword || (value.passwordExpired && context.forceExpiredChange));
      return {
        type: 'session.authenticated',
        value,
        username: sms ? context.mobile.trim() : context.username.trim(),
        ...(sms ? {} : { password: context.password }),
        mustChangePassword,
        variant: context.variant,
      };
    }),
    saveRemembered: ({ context }) => {
      if (context.tab !== 'username' || context.variant === 'agent') return;
      context.storage.setRemembered(context.remember ? { username: context.username.trim() } : null, REMEMBER_HOURS);
    },
    /** A captcha code is used once: cleared and a new image loaded after every attempt that sent one. */
    spendCaptcha: assign({ captcha: '' }),
    fail: assign(({ event }) => ({ error: toErrorInfo(errorOf(event)) })),
    /** The captcha code sent was refused (G8: "Please Enter The Correct Captcha Code"): said under the field. */
    failCaptcha: assign(({ event }) => {
      const error = toErrorInfo(errorOf(event));
      return captchaRefused(error) ? { error: null, fieldErrors: { captcha: { key: 'errors.captchaWrong' } } } : { error };
    }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => {
    const remembered = input.storage.getRemembered();
    return {
      ...input.config,
      storage: input.storage,
      deviceId: input.storage.deviceId(),
      variant: input.variant ?? 'member',
      tab: 'username',
      username: remembered?.username ?? '',
      // Never remembered by the app: the browser's credential store fills it (decision 0011).
      password: '',
      mobile: '',
      countryDialingCode: input.config.defaultCountryCode,
      smsCode: '',
      captcha: '',
      remember: Boolean(remembered),
      captchaRequired: false,
      captchaImage: null,
      challenge: null,
      challengeAnswer: null,
      verification: null,
      verifyMethod: null,
      verifyValue: '',
      verifyMobile: '',
      fieldErrors: {},
      error: null,
    };
  },
  type: 'parallel',
  on: {
    'form.change': {
      actions: assign(({ context, event }) => typedValue(context, event)),
    },
    'login.variant': { actions: assign({ variant: ({ event }) => event.variant, tab: 'username' as LoginTab, error: null }) },
    'login.configure': { actions: assign(({ event }) => ({ ...event.config })) },
  },
  states: {
    form: {
      initial: 'editing',
      // "Send code" for the SMS tab and for SMS verification (the view sends sms.send to it).
      invoke: { id: 'smsCode', systemId: 'loginSms', src: 'smsCode', input: { thirdParty: false } },
      states: {
        editing: {
          on: {
            'login.tab': { guard: 'smsEnabled', actions: assign({ tab: ({ event }) => event.tab, fieldErrors: {}, error: null }) },
            'login.toggleRemember': { actions: assign({ remember: ({ context }) => !context.remember }) },
            'form.submit': [
              { guard: 'isInvalid', actions: assign(({ context }) => ({ fieldErrors: validateLogin(context), error: null })) },
              { guard: 'needsChallenge', target: 'challenge' },
              { target: 'submitting' },
            ],
            'form.dismiss': { actions: assign({ error: null }) },
            'form.reset': { actions: assign({ password: '', smsCode: '', captcha: '', fieldErrors: {}, error: null }) },
          },
        },
        /** The human check (username logins only): geetest's register answer, then the verifier. */
        challenge: {
          initial: 'loading',
          entry: assign({ challenge: null, challengeAnswer: null, error: null }),
          on: { 'login.cancelChallenge': 'editing' },
          states: {
            loading: {
              invoke: {
                id: 'fetchChallenge',
                src: 'fetchChallenge',
                onDone: { target: 'waiting', actions: assign({ challenge: ({ event }) => event.output }) },
                onError: { target: '#login.form.editing', actions: 'fail' },
              },
            },
            waiting: {
              invoke: {
                id: 'humanCheck',
                // Named in the system: the journal records the stand-in's own steps (machines/system/journal.ts).
                systemId: 'loginHumanCheck',
                src: 'verifyHuman',
                input: ({ context }) => context.challenge!,
                onDone: [
                  {
                    guard: 'humanCheckPassed',
                    target: '#login.form.submitting',
                    actions: assign({ challengeAnswer: ({ event }) => geetestFields(event.output) }),
                  },
                  { target: '#login.form.editing', actions: assign(({ event }) => ({ error: humanCheckFailure(event.output) })) },
                ],
                onError: [
                  { guard: 'humanCheckCancelled', target: '#login.form.editing' },
                  { target: '#login.form.editing', actions: 'fail' },
                ],
              },
              on: {
                'login.challengeAnswer': { actions: sendTo('humanCheck', ({ event }) => ({ type: 'humanCheck.answer', x: event.x })) },
              },
            },
          },
        },
        submitting: {
          entry: assign({ error: null, fieldErrors: {} }),
          // geetest's fields serve one login.
          exit: assign({ challenge: null, challengeAnswer: null }),
          on: { 'form.change': {} }, // inputs are read-only while the call runs
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => loginPayload(context),
            onDone: [
              {
                guard: 'notAgent',
                target: 'refused',
                actions: assign({ error: { kind: 'business', code: 'non.agent', status: undefined, serverMessage: undefined, messageKey: 'errors.nonAgent' } }),
              },
              {
                guard: 'notMember',
                target: 'refused',
                actions: assign({
                  error: { kind: 'business', code: 'non.member', status: undefined, serverMessage: undefined, messageKey: 'errors.nonMember' },
                }),
              },
              { target: 'succeeded', actions: ['saveRemembered', 'authenticate'] },
            ],
            onError: [
              {
                guard: 'isVerifyRequired',
                target: 'verifying',
                actions: assign(({ event }) => {
                  const d = (toErrorInfo(event.error).detail ?? {}) as { methods?: VerifyMethod[]; mobile?: string; email?: string };
                  const methods = (d.methods?.length ? d.methods : ['SMS', 'EMAIL', 'PAYEE_NAME', 'GOOGLE']) as VerifyMethod[];
                  return { verification: { methods, mobile: d.mobile ?? null, email: d.email ?? null }, verifyMethod: methods[0]!, verifyValue: '' };
                }),
              },
              { guard: 'challengeFailed', target: 'editing', actions: ['fail', 'spendCaptcha', raise({ type: 'login.captchaSpent' })] },
              {
                guard: 'captchaFlagged',
                target: 'editing',
                actions: ['failCaptcha', 'spendCaptcha', assign({ captchaRequired: true }), raise({ type: 'login.captchaSpent' })],
              },
              { target: 'editing', actions: ['fail', 'spendCaptcha', raise({ type: 'login.captchaSpent' })] },
            ],
          },
        },
        /** Unregistered IP: one more proof of identity before the login completes. */
        verifying: {
          initial: 'editing',
          on: {
            'login.verifyMethod': { actions: assign({ verifyMethod: ({ event }) => event.method, verifyValue: '', fieldErrors: {}, error: null }) },
            'login.cancelChallenge': { target: 'editing', actions: assign({ verification: null, verifyMethod: null }) },
          },
          states: {
            editing: {
              on: {
                'form.submit': [
                  { guard: 'verifyValueMissing', actions: assign({ fieldErrors: { verifyValue: { key: 'validation.required' } } }) },
                  { target: 'checking' },
                ],
                'form.dismiss': { actions: assign({ error: null }) },
              },
            },
            checking: {
              invoke: {
                id: 'verifyLogin',
                src: 'verifyLogin',
                input: ({ context }) => {
                  const v = context.verifyValue.trim();
                  const method = context.verifyMethod!;
                  return {
                    username: context.username.trim(),
                    password: context.password,
                    method,
                    ...(method === 'SMS' ? { code: v } : method === 'EMAIL' ? { email: v } : method === 'PAYEE_NAME' ? { payeeName: v } : { googleCode: v }),
                  };
                },
                onDone: { target: '#login.form.succeeded', actions: ['saveRemembered', 'authenticate'] },
                onError: { target: 'editing', actions: 'fail' },
              },
            },
          },
        },
        /** A non-agent on the agent page, or a non-member on the member login. */
        refused: {
          on: {
            'form.dismiss': { target: 'editing', actions: assign({ error: null, password: '' }) },
            'form.change': { target: 'editing', actions: assign(({ event }) => ({ [event.field]: event.value, error: null })) },
            'login.variant': { target: 'editing', actions: assign({ variant: ({ event }) => event.variant, error: null }) },
          },
        },
        succeeded: {},
      },
    },
    /** The image captcha, shown once a failed login asked for it. */
    captcha: {
      initial: 'hidden',
      on: { 'login.captchaSpent': { guard: 'captchaRequired', target: '.loading' } },
      states: {
        hidden: {},
        loading: {
          invoke: {
            id: 'fetchCaptcha',
            src: 'fetchCaptcha',
            onDone: { target: 'cooling', actions: assign({ captchaImage: ({ event }) => event.output }) },
            onError: { target: 'cooling', actions: assign({ captchaImage: null }) },
          },
        },
        /** Refreshing is throttled to once a second. */
        cooling: { after: { captchaCooldown: 'shown' } },
        shown: { on: { 'login.refreshCaptcha': 'loading' } },
      },
    },
  },
});
