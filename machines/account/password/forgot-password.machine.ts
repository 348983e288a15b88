/**
 * forgot password (spec §2 forgot-password modal, §4 Forgot password, §5 Forgot password):
 * tabs 'email' and 'mobile' (mobile only when CHNGPASSVERIF3 is on).
 *  - email: username + email → resetPasswordByEmail → 'emailSent' (the view shows the success
 *    text; `forgotPassword.close` ends the actor).
 *  - mobile: number + SMS code + new password (rule) + confirmation → resetPasswordByPhone →
 *    automatic login with the new password (`login` effect, type 'username') →
 *    `session.authenticated` to the parent → final 'loggedIn'. When that login fails the reset
 *    still worked: 'resetDone' tells the user to log in with the new password.
 *
 * Children and effects the composition root provides:
 *  - invoke 'smsCode' (src 'smsCode', smsCodeMachine) while the form is open: needs the LOGIN
 *    SMS effect, `forgotPasswordMachine.provide({ actors: { smsCode: smsCodeWith(effects.sendLoginSms), ... } })`.
 *    The view reads `snapshot.children.smsCode`; `forgotPassword.sendCode` validates the number
 *    and forwards `sms.send` to it.
 *  - invokes 'resetPasswordByEmail', 'resetPasswordByPhone', 'login': same-named effects.
 */
import { and, assign, not, sendParent, sendTo, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LoginValue } from '../../../gateway/account/schemas';
import type { RegisterRule } from '../../../gateway/schema';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import type { LoginInput } from '../login/login.types';
import type { LoginOutputEvent } from '../login/login.machine';
import { phoneError, smsCodeMachine, type SmsSendInput } from '../../shared/sms-code/sms-code.machine';
import { hasFieldErrors, typedValue } from '../../shared/form/form';
import { fixedRule, normalizeMobile, validateConfirm, validateField, validateMobile, type FieldError } from '../../shared/validation';

export type ForgotPasswordTab = 'email' | 'mobile';
export type ForgotPasswordField = 'username' | 'email' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

export interface ForgotPasswordInput {
  /** CHNGPASSVERIF3: the mobile tab. */
  phoneEnabled: boolean;
  passwordRule?: RegisterRule;
  defaultCountryCode: string;
  /** This device's id, sent as loginDeviceId with the login after the reset (G1). */
  deviceId?: string;
}

export interface ForgotPasswordContext extends Record<ForgotPasswordField, string> {
  tabs: ForgotPasswordTab[];
  deviceId: string;
  tab: ForgotPasswordTab;
  passwordRule: RegisterRule | undefined;
  fieldErrors: Partial<Record<ForgotPasswordField, FieldError>>;
  error: GatewayErrorInfo | null;
  /** Why the automatic login after a phone reset failed (the reset itself worked). */
  autoLoginError: GatewayErrorInfo | null;
}

export type ForgotPasswordEvent =
  | { type: 'forgotPassword.tab'; tab: ForgotPasswordTab }
  | { type: 'form.change'; field: ForgotPasswordField; value: string }
  | { type: 'forgotPassword.sendCode' }
  | { type: 'form.submit' }
  | { type: 'form.dismiss' }
  | { type: 'forgotPassword.close' };

export const FORGOT_PASSWORD_FIELDS: readonly ForgotPasswordField[] = [
  'username',
  'email',
  'mobileNum',
  'countryDialingCode',
  'verificationCode',
  'newPassword',
  'confirmNewPassword',
];
const EMAIL_RULE = fixedRule(3);
const CODE_RULE = fixedRule(0, { maxLength: 255 });

type Ctx = Pick<ForgotPasswordContext, ForgotPasswordField | 'tab' | 'passwordRule'>;

export function validateForgotPassword(ctx: Ctx): Partial<Record<ForgotPasswordField, FieldError>> {
  const errors: Partial<Record<ForgotPasswordField, FieldError>> = {};
  const set = (field: ForgotPasswordField, error: FieldError | null) => {
    if (error) errors[field] = error;
  };
  if (ctx.tab === 'email') {
    set('username', validateField(ctx.username.trim(), undefined, { required: true }));
    set('email', validateField(ctx.email.trim(), EMAIL_RULE, { required: true }));
  } else {
    set('mobileNum', validateMobile(ctx.mobileNum));
    set('countryDialingCode', validateField(ctx.countryDialingCode.trim(), undefined, { required: true }));
    set('verificationCode', validateField(ctx.verificationCode.trim(), CODE_RULE, { required: true }));
    set('newPassword', validateField(ctx.newPassword, ctx.passwordRule, { required: true }));
    set('confirmNewPassword', validateConfirm(ctx.newPassword, ctx.confirmNewPassword));
  }
  return errors;
}

/** Gateway codes of the phone reset that belong under a field (null: a banner). */
export function phoneResetErrorField(e: unknown): { field: ForgotPasswordField; error: FieldError } | null {
  const info = toErrorInfo(e);
  switch (info.code) {
    case 'validate_verification_code_error':
    case 'validate_verification_code_invalid':
      return { field: 'verificationCode', error: { key: phoneError(info).messageKey } };
    case 'PARAMETER_ERROR':
    case 'phone.not.registered':
      return { field: 'mobileNum', error: { key: phoneError(info).messageKey } };
    case 'not.exists.user':
    case 'not.exists.account.err':
      return { field: 'mobileNum', error: { key: 'errors.userNotFound' } };
    case 'password.reuse':
      return { field: 'newPassword', error: { key: 'validation.passwordReuse' } };
    case 'modify.new.confirm.diff':
      return { field: 'confirmNewPassword', error: { key: 'validation.inconsistentTwice' } };
    default:
      return null;
  }
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
  },
  actors: {
    smsCode: smsCodeMachine,
    resetPasswordByEmail: notProvided<{ username: string; email: string }, unknown>('resetPasswordByEmail'),
    resetPasswordByPhone: notProvided<{ mobileNum: string; verificationCode: string; newPassword: string }, unknown>('resetPasswordByPhone'),
    login: notProvided<LoginInput, LoginValue>('login'),
  },
  guards: {
    isValid: ({ context }) => !hasFieldErrors(validateForgotPassword(context)),
    byEmail: ({ context }) => context.tab === 'email',
    /** The mobile tab is open (the only other tab). */
    byPhone: not('byEmail'),
    /** The change is to one of this form's inputs (anything else is ignored). */
    knownField: ({ event }) => event.type === 'form.change' && FORGOT_PASSWORD_FIELDS.includes(event.field),
    /** A tab this brand offers, other than the one already open. */
    otherTab: ({ context, event }) => event.type === 'forgotPassword.tab' && context.tabs.includes(event.tab) && context.tab !== event.tab,
    /** The mobile number is well-formed: an SMS code may be sent to it. */
    mobileValid: ({ context }) => validateMobile(context.mobileNum) === null,
    /** The phone reset's refusal belongs under a field (otherwise it is a banner). */
    errorOnField: ({ event }) => phoneResetErrorField(errorOf(event)) !== null,
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    tabs: input.phoneEnabled ? ['email', 'mobile'] : ['email'],
    deviceId: input.deviceId ?? '',
    tab: 'email',
    username: '',
    email: '',
    mobileNum: '',
    countryDialingCode: input.defaultCountryCode,
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
    passwordRule: input.passwordRule,
    fieldErrors: {},
    error: null,
    autoLoginError: null,
  }),
  initial: 'form',
  states: {
    form: {
      invoke: { id: 'smsCode', systemId: 'recoverySms', src: 'smsCode', input: { thirdParty: false } },
      initial: 'editing',
      on: {
        'form.dismiss': { actions: assign({ error: null }) },
      },
      states: {
        editing: {
          on: {
            'form.change': { guard: 'knownField', actions: assign(({ context, event }) => typedValue(context, event)) },
            'forgotPassword.tab': {
              guard: 'otherTab',
              actions: assign({ tab: ({ event }) => event.tab, fieldErrors: {}, error: null }),
            },
            'forgotPassword.sendCode': [
              {
                guard: and(['byPhone', 'mobileValid']),
                actions: sendTo('smsCode', ({ context }): SmsSendInput & { type: 'sms.send' } => ({
                  type: 'sms.send',
                  mobile: normalizeMobile(context.mobileNum),
                  countryDialingCode: context.countryDialingCode,
                })),
              },
              {
                guard: 'byPhone',
                actions: assign(({ context }) => ({
                  fieldErrors: { ...context.fieldErrors, mobileNum: validateMobile(context.mobileNum) ?? undefined },
                })),
              },
            ],
            'form.submit': [
              { guard: 'isValid', target: 'sending', actions: assign({ fieldErrors: {}, error: null }) },
              { actions: assign(({ context }) => ({ fieldErrors: validateForgotPassword(context), error: null })) },
            ],
          },
        },
        sending: {
          always: [{ guard: 'byEmail', target: 'sendingEmail' }, { target: 'resettingByPhone' }],
        },
        sendingEmail: {
          invoke: {
            id: 'resetPasswordByEmail',
            src: 'resetPasswordByEmail',
            input: ({ context }) => ({ username: context.username.trim(), email: context.email.trim() }),
            onDone: { target: '#forgotPassword.emailSent' },
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
          },
        },
        resettingByPhone: {
          invoke: {
            id: 'resetPasswordByPhone',
            src: 'resetPasswordByPhone',
            input: ({ context }) => ({
              mobileNum: normalizeMobile(context.mobileNum),
              verificationCode: context.verificationCode.trim(),
              newPassword: context.newPassword,
            }),
            onDone: { target: '#forgotPassword.loggingIn' },
            onError: [
              {
                guard: 'errorOnField',
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const { field, error } = phoneResetErrorField(event.error)!;
                  return { fieldErrors: { ...context.fieldErrors, [field]: error } };
                }),
              },
              { target: 'editing', actions: assign(({ event }) => ({ error: phoneError(event.error) })) },
            ],
          },
        },
      },
    },
    /** The email with the new password is on its way: the view says so, then closes. */
    emailSent: {
      on: { 'forgotPassword.close': 'closed' },
    },
    /** The password is set: log in with it. */
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }): LoginInput => ({
          username: normalizeMobile(context.mobileNum),
          password: context.newPassword,
          type: 'username',
          loginDeviceId: context.deviceId,
        }),
        onDone: {
          target: 'loggedIn',
          actions: sendParent(({ context, event }): LoginOutputEvent => ({
            type: 'session.authenticated',
            value: event.output,
            username: normalizeMobile(context.mobileNum),
          })),
        },
        onError: { target: 'resetDone', actions: assign(({ event }) => ({ autoLoginError: toErrorInfo(event.error) })) },
      },
    },
    /** The reset worked but the automatic login did not: "log in with your new password". */
    resetDone: {
      on: { 'forgotPassword.close': 'closed' },
    },
    loggedIn: { type: 'final' },
    closed: { type: 'final' },
  },
});
