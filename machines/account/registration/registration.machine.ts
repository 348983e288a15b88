/**
 * registration (spec §2 register modal, §3 registration user, §4 Registration, §5 Register):
 * one visit to the register modal. Tabs by white-label flag (USERNAMEREG3 → 'username',
 * MOBILENUMREG3 → 'mobile'; none → 'closed' with the notice `register.unavailable`). What the
 * user typed stays in context through every failure; each field is shown and validated only
 * when its rule (from the status or `/setting/register`) is enabled.
 *
 * The form never opens without field rules: when `/setting/register` fails and the input had
 * none, 'rulesUnavailable' shows the error and retries (by hand, and by itself with back-off).
 *
 * Submit: validate everything → check the invitation code (when one is given and not yet
 * checked) → the human check while GEETEST3 is on (geetest's register answer, the verifier; its
 * fields go with the registration, W1b register) → third-party phone verification (when
 * configured) → `register` → `session.authenticated` to the parent → final 'registered'.
 *
 * Children and effects the composition root provides:
 *  - invoke 'smsCode' (src 'smsCode', smsCodeMachine): needs its own `sendSms`, the REGISTER
 *    effect: `registrationMachine.provide({ actors: { smsCode: smsCodeWith(effects.sendRegisterSms), ... } })`.
 *    The view reaches it at `snapshot.children.smsCode` (countdown, error) and either sends
 *    `registration.sendCode` here (the number is validated first, then forwarded as `sms.send`)
 *    or `sms.send` straight to the child.
 *  - invokes 'fetchRegisterRules', 'checkAffiliate', 'fetchChallenge', 'verifyHuman', 'phoneVerification'
 *    (third-party sign-in, e.g. firebase; app-provided), 'register': same-named effects.
 */
import { and, assign, sendParent, sendTo, setup } from 'xstate';
import { RULE_FIELDS, type RuleField } from '../../../gateway/account/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { GeetestRegister, GeetestResult, LoginValue } from '../../../gateway/account/schemas';
import type { RegisterRule, RegisterRules } from '../../../gateway/schema';
import { notProvided, toErrorInfo, outputOf, errorOf } from '../../shared/effect';
import type { RegisterInput } from './registration.types';
import { geetestFields, humanCheckFailure, HUMAN_CHECK_CANCELLED, isGeetestResult, isHumanCheckRefusal } from '../../shared/human-check/human-check';
import type { LoginOutputEvent } from '../login/login.machine';
import { phoneError, smsCodeMachine, type SmsSendInput } from '../../shared/sms-code/sms-code.machine';
import { hasFieldErrors, typedValue } from '../../shared/form/form';
import { cleanedValue, enabledRuleFields, validateRuleValue } from '../../shared/registration-fields';
import { fixedRule, normalizeMobile, validateConfirm, validateField, validateMobile, type FieldError } from '../../shared/validation';

export type RegistrationTab = 'username' | 'mobile';

export type RegistrationTextField =
  'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'affiliateCode' | RuleField;
export type RegistrationField = RegistrationTextField | 'ageConfirmed';

export const TEXT_FIELDS: readonly RegistrationTextField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'countryDialingCode',
  'verificationCode',
  'affiliateCode',
  ...RULE_FIELDS,
];
/** The SMS code: max length 255 (spec §5) unless the server sends a rule for it. */
const VERIFICATION_CODE_RULE = fixedRule(0, { maxLength: 255 });

export interface PhoneVerificationInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}
export interface PhoneVerificationOutput {
  firebaseChannel: string;
  firebaseIdToken: string;
}

export interface RegistrationInput {
  /** White-label flags: USERNAMEREG3, MOBILENUMREG3, MOBILENUMPASSREG3, REGMOBVERF3. */
  flags: Record<string, boolean>;
  /** Field rules from the status; fetched with fetchRegisterRules when absent. */
  rules?: RegisterRules;
  /** Fetch the rules even when `rules` is given (the given ones stay if the fetch fails). */
  refreshRules?: boolean;
  /** From the URL (?affiliateCode=…): shows the field even when its rule is off. */
  affiliateCode?: string;
  domain: string;
  registerUrl: string;
  /** 18 or 21. */
  ageLimit: number;
  /** 'yyyy-MM-dd', from the app's clock. */
  today: string;
  /** 'geetest' while the white-label module GEETEST3 is on. */
  challenge: 'none' | 'geetest';
  /** This device's id, sent as loginDeviceId (G1). */
  deviceId?: string;
  defaultCountryCode: string;
  /** Phone verification by a third-party sign-in service (firebaseChannel / firebaseIdToken). */
  thirdPartyPhone?: boolean;
}

export type RegistrationValues = Record<RegistrationTextField, string>;

export interface RegistrationContext extends RegistrationValues {
  /** The "I am over N" checkbox: always required. */
  ageConfirmed: boolean;
  flags: Record<string, boolean>;
  rules: RegisterRules;
  tabs: RegistrationTab[];
  tab: RegistrationTab | null;
  domain: string;
  registerUrl: string;
  ageLimit: number;
  today: string;
  challengeMode: 'none' | 'geetest';
  deviceId: string;
  thirdPartyPhone: boolean;
  affiliatePrefilled: boolean;
  /** Rules still to be fetched (none in the input, or a refresh asked for). */
  fetchRules: boolean;
  /** Failed rule fetches in a row; the automatic retry backs off with it. */
  rulesFailures: number;
  /** The last invitation-code check: for which code, and its answer. */
  affiliate: { code: string; valid: boolean } | null;
  /** Field → message key (+ params), shown under the input. */
  fieldErrors: Partial<Record<RegistrationField, FieldError>>;
  /** Banner (or the challenge's message while in 'challenge'). */
  error: GatewayErrorInfo | null;
  /** A notice instead of the form ('register.unavailable'). */
  notice: string | null;
  /** geetest's register answer for the running check. */
  challenge: GeetestRegister | null;
  /** geetest's fields once the check passed, merged into the registration. */
  challengeAnswer: GeetestResult | null;
  phoneToken: PhoneVerificationOutput | null;
}

export type RegistrationEvent =
  | { type: 'registration.tab'; tab: RegistrationTab }
  /** Fetch the field rules again now (they could not be read). */
  | { type: 'registration.retryRules' }
  | { type: 'form.change'; field: RegistrationTextField; value: string }
  | { type: 'form.blur'; field: RegistrationField }
  | { type: 'registration.toggleAge' }
  | { type: 'registration.sendCode' }
  | { type: 'form.submit' }
  /** The stand-in verifier's answer (the piece's x), forwarded to it. */
  | { type: 'registration.challengeAnswer'; x: number }
  | { type: 'registration.cancelChallenge' }
  | { type: 'form.dismiss' };

export interface RegistrationOutput {
  username: string;
}

// ---- pure helpers ---------------------------------------------------------------------------

export function availableTabs(flags: Record<string, boolean>): RegistrationTab[] {
  const tabs: RegistrationTab[] = [];
  if (flags.USERNAMEREG3) tabs.push('username');
  if (flags.MOBILENUMREG3) tabs.push('mobile');
  return tabs;
}

type Ctx = Pick<RegistrationContext, 'tab' | 'rules' | 'flags' | 'affiliatePrefilled' | 'thirdPartyPhone'>;

/** The mobile number takes part: the mobile tab, or a required mobile rule on the username tab. */
export function phoneInvolved(ctx: Ctx): boolean {
  return ctx.tab === 'mobile' || Boolean(ctx.rules.mobileNum?.enabled && ctx.rules.mobileNum.required);
}

/** The SMS code field is shown and required (REGMOBVERF3). */
export function smsRequired(ctx: Ctx): boolean {
  return Boolean(ctx.flags.REGMOBVERF3) && phoneInvolved(ctx);
}

export interface VisibleField {
  field: RegistrationTextField;
  required: boolean;
  rule?: RegisterRule;
}

/** The inputs of the current tab, in display order. `ageConfirmed` is always shown too. */
export function visibleFields(ctx: Ctx): VisibleField[] {
  const r = ctx.rules;
  const out: VisibleField[] = [];
  const password = () => {
    out.push({ field: 'password', required: true, rule: r.password });
    out.push({ field: 'confirmPassword', required: true });
  };
  const mobile = (required: boolean) => {
    out.push({ field: 'mobileNum', required, rule: r.mobileNum });
    out.push({ field: 'countryDialingCode', required });
    if (smsRequired(ctx)) out.push({ field: 'verificationCode', required: true, rule: r.verificationCode ?? VERIFICATION_CODE_RULE });
  };
  if (ctx.tab === 'username') {
    out.push({ field: 'username', required: true, rule: r.username });
    password();
    if (r.mobileNum?.enabled) mobile(r.mobileNum.required);
  } else if (ctx.tab === 'mobile') {
    mobile(true);
    if (ctx.flags.MOBILENUMPASSREG3) password();
  }
  // The labelled extras the brand turns on: the same rule code as the agent's direct registration.
  out.push(...enabledRuleFields(r));
  if (r.affiliateCode?.enabled || ctx.affiliatePrefilled) {
    out.push({ field: 'affiliateCode', required: Boolean(r.affiliateCode?.enabled && r.affiliateCode.required), rule: r.affiliateCode });
  }
  return out;
}

const cleaned = (ctx: RegistrationValues, field: RegistrationTextField): string => cleanedValue(field, ctx[field]);

/** Every visible field against its rule; an empty map means the form may be sent. */
export function validateRegistration(ctx: RegistrationContext): Partial<Record<RegistrationField, FieldError>> {
  const errors: Partial<Record<RegistrationField, FieldError>> = {};
  for (const { field, required, rule } of visibleFields(ctx)) {
    const value = cleaned(ctx, field);
    let error: FieldError | null;
    switch (field) {
      case 'confirmPassword':
        error = validateConfirm(ctx.password, ctx.confirmPassword);
        break;
      case 'affiliateCode':
        error =
          validateField(value, rule, { required }) ??
          (ctx.affiliate && ctx.affiliate.code === value && !ctx.affiliate.valid ? { key: 'validation.invitationCode' } : null);
        break;
      default:
        // The rule (pattern, length), the mobile's format, the birthday's age: the shared registration rules.
        error = validateRuleValue(field, value, { required, rule }, ctx);
    }
    if (error) errors[field] = error;
  }
  if (!ctx.ageConfirmed) errors.ageConfirmed = { key: 'validation.ageConfirm', params: { age: ctx.ageLimit } };
  return errors;
}

/** The username the new account logs in with (the number on the mobile tab). */
export function registeredUsername(ctx: RegistrationContext): string {
  return ctx.tab === 'mobile' ? normalizeMobile(ctx.mobileNum) : ctx.username.trim();
}

/** The register payload: every visible, filled field plus the context the gateway wants. */
export function registerInput(ctx: RegistrationContext): RegisterInput {
  const fields: Record<string, string | boolean> = { registerUrl: ctx.registerUrl, domain: ctx.domain };
  for (const { field } of visibleFields(ctx)) {
    const value = cleaned(ctx, field);
    if (value !== '') fields[field] = value;
  }
  if (ctx.tab === 'mobile') fields.username = normalizeMobile(ctx.mobileNum);
  const code = ctx.affiliateCode.trim();
  if (code) fields.affiliateCode = code;
  if (ctx.phoneToken) {
    fields.firebaseChannel = ctx.phoneToken.firebaseChannel;
    fields.firebaseIdToken = ctx.phoneToken.firebaseIdToken;
  }
  if (ctx.deviceId) fields.loginDeviceId = ctx.deviceId;
  if (ctx.challengeAnswer) Object.assign(fields, geetestFields(ctx.challengeAnswer));
  return { method: ctx.tab ?? 'username', fields };
}

/**
 * Gateway codes of `register` that belong under a field on screen (null: a banner). An age
 * refusal goes under the birthday, or under the age checkbox when there is no birthday.
 */
export function registerErrorField(ctx: RegistrationContext, e: unknown): { field: RegistrationField; error: FieldError } | null {
  const mapped = fieldOfRegisterError(ctx, e);
  if (!mapped) return null;
  if (mapped.field === 'ageConfirmed') return mapped;
  if (visibleFields(ctx).some((f) => f.field === mapped.field)) return mapped;
  return mapped.field === 'birthday' ? { ...mapped, field: 'ageConfirmed' } : null;
}

function fieldOfRegisterError(ctx: RegistrationContext, e: unknown): { field: RegistrationField; error: FieldError } | null {
  const info = toErrorInfo(e);
  switch (info.code) {
    case 'exists.username.err':
    case 'exists.account.err':
      return ctx.tab === 'mobile'
        ? { field: 'mobileNum', error: { key: 'errors.mobileExists' } }
        : { field: 'username', error: { key: 'errors.usernameExists' } };
    case 'exists.email.err':
      return { field: 'email', error: { key: 'errors.emailExists' } };
    case 'exists.mobile.err':
      return { field: 'mobileNum', error: { key: 'errors.mobileExists' } };
    case 'exists.qq.err':
      return { field: 'qqNum', error: { key: 'errors.qqExists' } };
    case 'invalid.affiliate.code':
      return { field: 'affiliateCode', error: { key: 'validation.invitationCode' } };
    case 'validate_verification_code_error':
    case 'validate_verification_code_invalid':
      return { field: 'verificationCode', error: { key: phoneError(info).messageKey } };
    case 'age.restricted':
      return { field: 'birthday', error: { key: 'validation.ageLimit', params: { age: ctx.ageLimit } } };
    default:
      return null;
  }
}

const EMPTY_VALUES: RegistrationValues = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as RegistrationValues;

// ---- machine --------------------------------------------------------------------------------

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
  },
  actors: {
    smsCode: smsCodeMachine,
    fetchRegisterRules: notProvided<void, RegisterRules>('fetchRegisterRules'),
    checkAffiliate: notProvided<{ code: string; domain: string }, boolean>('checkAffiliate'),
    fetchChallenge: notProvided<void, GeetestRegister>('fetchChallenge'),
    verifyHuman: notProvided<GeetestRegister, GeetestResult>('verifyHuman'),
    phoneVerification: notProvided<PhoneVerificationInput, PhoneVerificationOutput>('phoneVerification'),
    register: notProvided<RegisterInput, LoginValue>('register'),
  },
  delays: {
    /** 3 s, 6 s, 12 s ... capped at 30 s. */
    rulesRetry: ({ context }) => Math.min(30_000, 3_000 * 2 ** Math.max(0, context.rulesFailures - 1)),
  },
  guards: {
    noTabs: ({ context }) => context.tabs.length === 0,
    needsRules: ({ context }) => context.fetchRules,
    /** Rules came with the input (the status'): the form can open on them. */
    hasRules: ({ context }) => Object.keys(context.rules).length > 0,
    isValid: ({ context }) => !hasFieldErrors(validateRegistration(context)),
    needsAffiliateCheck: ({ context }) => {
      const code = context.affiliateCode.trim();
      return code !== '' && context.affiliate?.code !== code;
    },
    usesSlider: ({ context }) => context.challengeMode === 'geetest',
    humanCheckPassed: ({ event }) => isGeetestResult((event as { output?: unknown }).output),
    humanCheckCancelled: ({ event }) => toErrorInfo(errorOf(event)).code === HUMAN_CHECK_CANCELLED,
    needsPhoneVerification: ({ context }) => context.thirdPartyPhone && phoneInvolved(context),
    /** The change is to one of this form's text inputs (anything else is ignored). */
    knownField: ({ event }) => event.type === 'form.change' && TEXT_FIELDS.includes(event.field),
    /** A tab this brand offers, other than the one already open. */
    otherTab: ({ context, event }) => event.type === 'registration.tab' && context.tabs.includes(event.tab) && context.tab !== event.tab,
    /** The mobile number is well-formed: an SMS code may be sent to it. */
    mobileValid: ({ context }) => validateMobile(context.mobileNum) === null,
    /** The user is typing in, or leaving, the invitation-code input. */
    onAffiliateField: ({ event }) => (event.type === 'form.change' || event.type === 'form.blur') && event.field === 'affiliateCode',
    /** The invitation-code check answered that the code is not valid. */
    affiliateRefused: ({ event }) => !outputOf<boolean>(event),
    /** `register` refused the slider answer (or wants one): a fresh challenge. */
    challengeRefused: ({ event }) => isHumanCheckRefusal(errorOf(event)),
    /** `register`'s refusal belongs under a field on screen (otherwise it is a banner). */
    errorOnField: ({ context, event }) => registerErrorField(context, errorOf(event)) !== null,
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, error: null }),
    /** What the user typed goes in as typed; that field's message goes away. */
    typed: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return {
        ...typedValue(context, event),
        ...(event.field === 'affiliateCode' ? { affiliate: null } : {}),
      };
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => {
    const tabs = availableTabs(input.flags);
    const affiliateCode = input.affiliateCode?.trim() ?? '';
    return {
      ...EMPTY_VALUES,
      countryDialingCode: input.defaultCountryCode,
      affiliateCode,
      ageConfirmed: false,
      flags: input.flags,
      rules: input.rules ?? {},
      fetchRules: !input.rules || Boolean(input.refreshRules),
      rulesFailures: 0,
      tabs,
      tab: tabs[0] ?? null,
      domain: input.domain,
      registerUrl: input.registerUrl,
      ageLimit: input.ageLimit,
      today: input.today,
      challengeMode: input.challenge,
      deviceId: input.deviceId ?? '',
      thirdPartyPhone: input.thirdPartyPhone ?? false,
      affiliatePrefilled: affiliateCode !== '',
      affiliate: null,
      fieldErrors: {},
      error: null,
      notice: null,
      challenge: null,
      challengeAnswer: null,
      phoneToken: null,
    };
  },
  initial: 'starting',
  output: ({ context }) => ({ username: registeredUsername(context) }),
  states: {
    starting: {
      always: [{ guard: 'noTabs', target: 'closed' }, { guard: 'needsRules', target: 'loadingRules' }, { target: 'form' }],
    },
    loadingRules: {
      invoke: {
        id: 'fetchRegisterRules',
        src: 'fetchRegisterRules',
        onDone: { target: 'form', actions: assign({ rules: ({ event }) => event.output, fetchRules: false, rulesFailures: 0, error: null }) },
        onError: [
          // The status' rules stand in; the gateway validates too.
          { guard: 'hasRules', target: 'form', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
          // No rules at all: a form without them would hide fields the server requires and be
          // refused. It does not open: the error, a retry, and an automatic retry with back-off.
          {
            target: 'rulesUnavailable',
            actions: assign(({ event, context }) => ({ error: toErrorInfo(event.error), rulesFailures: context.rulesFailures + 1 })),
          },
        ],
      },
    },
    rulesUnavailable: {
      after: { rulesRetry: 'loadingRules' },
      on: { 'registration.retryRules': 'loadingRules' },
    },
    /** No registration tab is enabled for this brand. */
    closed: {
      entry: assign({ notice: 'register.unavailable' }),
    },
    form: {
      invoke: {
        id: 'smsCode',
        systemId: 'registrationSms',
        src: 'smsCode',
        input: ({ context }) => ({ thirdParty: context.thirdPartyPhone }),
      },
      initial: 'editing',
      on: {
        'form.dismiss': { actions: assign({ error: null }) },
      },
      states: {
        editing: {
          initial: 'idle',
          on: {
            'form.change': { guard: 'knownField', actions: 'typed' },
            'registration.toggleAge': {
              actions: assign(({ context }) => ({ ageConfirmed: !context.ageConfirmed, fieldErrors: { ...context.fieldErrors, ageConfirmed: undefined } })),
            },
            'registration.tab': {
              guard: 'otherTab',
              actions: [assign({ tab: ({ event }) => event.tab }), 'clearErrors'],
            },
            'registration.sendCode': [
              {
                guard: 'mobileValid',
                actions: sendTo('smsCode', ({ context }): SmsSendInput & { type: 'sms.send' } => ({
                  type: 'sms.send',
                  mobile: normalizeMobile(context.mobileNum),
                  countryDialingCode: context.countryDialingCode,
                })),
              },
              {
                actions: assign(({ context }) => ({
                  fieldErrors: { ...context.fieldErrors, mobileNum: validateMobile(context.mobileNum) ?? undefined },
                })),
              },
            ],
            'form.submit': [
              {
                guard: 'isValid',
                target: 'afterValidation',
                actions: assign({ fieldErrors: {}, error: null, challenge: null, challengeAnswer: null, phoneToken: null }),
              },
              { actions: assign(({ context }) => ({ fieldErrors: validateRegistration(context), error: null })) },
            ],
          },
          states: {
            idle: {
              on: {
                'form.blur': { guard: and(['onAffiliateField', 'needsAffiliateCheck']), target: 'checkingAffiliate' },
              },
            },
            /** The invitation code is checked as the user leaves the field. */
            checkingAffiliate: {
              invoke: {
                id: 'checkAffiliate',
                src: 'checkAffiliate',
                input: ({ context }) => ({ code: context.affiliateCode.trim(), domain: context.domain }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const code = context.affiliateCode.trim();
                    return {
                      affiliate: { code, valid: event.output },
                      fieldErrors: { ...context.fieldErrors, affiliateCode: event.output ? undefined : { key: 'validation.invitationCode' } },
                    };
                  }),
                },
                // Not known now: the submit checks again.
                onError: { target: 'idle' },
              },
              on: {
                // The code changed while its check ran: the answer no longer applies. Other
                // fields fall through to the editing handler and the check goes on.
                'form.change': { guard: 'onAffiliateField', target: 'idle', actions: 'typed' },
              },
            },
          },
        },
        afterValidation: {
          always: [{ guard: 'needsAffiliateCheck', target: 'verifyingAffiliate' }, { target: 'afterAffiliate' }],
        },
        verifyingAffiliate: {
          invoke: {
            id: 'checkAffiliate',
            src: 'checkAffiliate',
            input: ({ context }) => ({ code: context.affiliateCode.trim(), domain: context.domain }),
            onDone: [
              {
                guard: 'affiliateRefused',
                target: 'editing',
                actions: assign(({ context }) => ({
                  affiliate: { code: context.affiliateCode.trim(), valid: false },
                  fieldErrors: { ...context.fieldErrors, affiliateCode: { key: 'validation.invitationCode' } },
                })),
              },
              { target: 'afterAffiliate', actions: assign(({ context }) => ({ affiliate: { code: context.affiliateCode.trim(), valid: true } })) },
            ],
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
          },
        },
        afterAffiliate: {
          always: [{ guard: 'usesSlider', target: 'challenge' }, { target: 'afterChallenge' }],
        },
        /** The human check: a fresh register answer each time; cancelling goes back to the form. */
        challenge: {
          initial: 'loading',
          on: {
            'registration.cancelChallenge': { target: 'editing', actions: assign({ challenge: null, challengeAnswer: null, error: null }) },
          },
          states: {
            loading: {
              invoke: {
                id: 'fetchChallenge',
                src: 'fetchChallenge',
                onDone: { target: 'awaiting', actions: assign({ challenge: ({ event }) => event.output }) },
                onError: { target: '#registration.form.editing', actions: assign(({ event }) => ({ challenge: null, error: toErrorInfo(event.error) })) },
              },
            },
            awaiting: {
              invoke: {
                id: 'humanCheck',
                // Named in the system: the journal records the stand-in's own steps (machines/system/journal.ts).
                systemId: 'registrationHumanCheck',
                src: 'verifyHuman',
                input: ({ context }) => context.challenge!,
                onDone: [
                  {
                    guard: 'humanCheckPassed',
                    target: '#registration.form.afterChallenge',
                    actions: assign({ challengeAnswer: ({ event }) => geetestFields(event.output) }),
                  },
                  // Not passed: a fresh check, with the message.
                  { target: 'loading', actions: assign(({ event }) => ({ error: humanCheckFailure(event.output), challenge: null })), reenter: true },
                ],
                onError: [
                  {
                    guard: 'humanCheckCancelled',
                    target: '#registration.form.editing',
                    actions: assign({ challenge: null, challengeAnswer: null, error: null }),
                  },
                  { target: '#registration.form.editing', actions: assign(({ event }) => ({ challenge: null, error: toErrorInfo(event.error) })) },
                ],
              },
              on: {
                'registration.challengeAnswer': { actions: sendTo('humanCheck', ({ event }) => ({ type: 'humanCheck.answer', x: event.x })) },
              },
            },
          },
        },
        afterChallenge: {
          always: [{ guard: 'needsPhoneVerification', target: 'verifyingPhone' }, { target: 'submitting' }],
        },
        /** Third-party phone verification (firebase-style sign-in). */
        verifyingPhone: {
          invoke: {
            id: 'phoneVerification',
            src: 'phoneVerification',
            input: ({ context }) => ({
              mobileNum: normalizeMobile(context.mobileNum),
              countryDialingCode: context.countryDialingCode,
              verificationCode: context.verificationCode.trim(),
            }),
            onDone: { target: 'submitting', actions: assign({ phoneToken: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: phoneError(event.error), challengeAnswer: null })) },
          },
        },
        submitting: {
          entry: assign({ error: null }),
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => registerInput(context),
            onDone: {
              target: '#registration.registered',
              actions: sendParent(({ context, event }): LoginOutputEvent => ({
                type: 'session.authenticated',
                value: event.output,
                username: registeredUsername(context),
              })),
            },
            onError: [
              {
                // The answer was refused: a fresh challenge, with the message.
                guard: and(['usesSlider', 'challengeRefused']),
                target: 'challenge',
                actions: assign(({ event }) => ({ error: phoneError(event.error), challenge: null, challengeAnswer: null, phoneToken: null })),
              },
              {
                // Under a field only when that field is on screen; otherwise a banner.
                guard: 'errorOnField',
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const { field, error } = registerErrorField(context, event.error)!;
                  return {
                    fieldErrors: { ...context.fieldErrors, [field]: error },
                    challengeAnswer: null,
                    phoneToken: null,
                    ...(field === 'affiliateCode' ? { affiliate: { code: context.affiliateCode.trim(), valid: false } } : {}),
                  };
                }),
              },
              {
                target: 'editing',
                actions: assign(({ event }) => ({ error: toErrorInfo(event.error), challengeAnswer: null, phoneToken: null })),
              },
            ],
          },
        },
      },
    },
    registered: { type: 'final' },
  },
});
