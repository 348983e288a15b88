/**
 * quickSignUp (spec §2 names one-click login; the gateway's `PUT /wps/member/register/autoUsername`):
 * an account in one click, for a brand that turns it on (`brand.oneClickSignUp`) with username
 * registration (USERNAMEREG3). The session starts it from the login or register modal.
 *
 * It reads the brand's field rules first: when they require anything the player would have to
 * type (a mobile number, a real name, an e-mail, a captcha, an invitation code the link did not
 * bring), it says so and offers the sign-up form instead ('needsForm'). Otherwise the player
 * confirms their age and asks for the account; a password the brand's rule accepts is generated
 * (crypto, through the effect), the human check runs while GEETEST3 is on, and the gateway picks
 * the username. Both are shown once ('created'), with a copy, and the player confirms they saved
 * them before `session.authenticated` goes to the session, which logs them in.
 *
 * Failures keep the player where they were, with the message: the rules unreadable (a retry),
 * the gateway's refusal or a malformed answer (no username in it), a refused human check (a fresh
 * one), a failed copy (write them down). Nothing is lost: the credentials stay on screen until the
 * player says they saved them.
 */
import { and, assign, sendParent, sendTo, setup } from 'xstate';
import type { LoginValue } from '../../../gateway/account/schemas';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { RegisterRules } from '../../../gateway/schema';
import type { GeetestRegister, GeetestResult } from '../../../gateway/account/schemas';
import { errorInfo, errorOf, notProvided, toErrorInfo } from '../../shared/effect';
import { geetestFields, humanCheckFailure, HUMAN_CHECK_CANCELLED, isGeetestResult, isHumanCheckRefusal } from '../../shared/human-check/human-check';
import { enabledRuleFields } from '../../shared/registration-fields';
import type { FieldError } from '../../shared/validation';
import type { LoginOutputEvent } from '../login/login.machine';
import type { PasswordRequest, QuickRegisterInput } from './quick-sign-up.types';

export interface QuickSignUpInput {
  /** White-label flags: USERNAMEREG3 must be on. */
  flags: Record<string, boolean>;
  /** From the URL (?affiliateCode=…): goes with the sign-up. */
  affiliateCode?: string;
  domain: string;
  registerUrl: string;
  /** 18 or 21. */
  ageLimit: number;
  /** 'geetest' while the white-label module GEETEST3 is on. */
  challenge: 'none' | 'geetest';
  /** This device's id, sent as loginDeviceId (G1). */
  deviceId?: string;
}

export type QuickSignUpField = 'ageConfirmed' | 'saved';

export interface QuickSignUpContext {
  flags: Record<string, boolean>;
  affiliateCode: string;
  domain: string;
  registerUrl: string;
  ageLimit: number;
  challengeMode: 'none' | 'geetest';
  deviceId: string;
  rules: RegisterRules;
  rulesFailures: number;
  ageConfirmed: boolean;
  /** The generated password (journalled redacted), from the moment it is made until the player is logged in. */
  password: string;
  /** The username the gateway picked ('' until it answers). */
  username: string;
  /** The gateway's login-like answer, handed to the session once the player saved the credentials. */
  login: LoginValue | null;
  /** "I have saved them" is ticked. */
  saved: boolean;
  /** The last copy: done, failed, or not tried. */
  copy: 'idle' | 'copied' | 'failed';
  fieldErrors: Partial<Record<QuickSignUpField, FieldError>>;
  error: GatewayErrorInfo | null;
  challenge: GeetestRegister | null;
  challengeAnswer: GeetestResult | null;
}

export type QuickSignUpEvent =
  | { type: 'quick.retryRules' }
  | { type: 'quick.toggleAge' }
  | { type: 'form.submit' }
  | { type: 'form.dismiss' }
  | { type: 'quick.challengeAnswer'; x: number }
  | { type: 'quick.cancelChallenge' }
  | { type: 'quick.copy'; text: string }
  | { type: 'quick.toggleSaved' }
  | { type: 'quick.continue' }
  | { type: 'quick.cancel' };

// ---- pure helpers ---------------------------------------------------------------------------

/**
 * What the brand's rules ask the player to type that a one-click sign-up cannot give: the rule
 * fields and the mobile number it requires, a captcha, an invitation code the link did not bring.
 */
export function fieldsOnlyTheFormHas(rules: RegisterRules, affiliateCode: string): string[] {
  const needed = enabledRuleFields(rules)
    .filter((f) => f.required)
    .map((f) => f.field as string);
  if (rules.mobileNum?.enabled && rules.mobileNum.required) needed.push('mobileNum');
  if (rules.captcha?.enabled && rules.captcha.required) needed.push('captcha');
  if (rules.affiliateCode?.enabled && rules.affiliateCode.required && affiliateCode === '') needed.push('affiliateCode');
  return needed;
}

/** The payload: the generated password twice, the sign-up's context, the invitation code, the device and the human check's fields. */
export function quickRegisterInput(ctx: QuickSignUpContext): QuickRegisterInput {
  const fields: QuickRegisterInput['fields'] = {
    password: ctx.password,
    confirmPassword: ctx.password,
    registerUrl: ctx.registerUrl,
    domain: ctx.domain,
  };
  if (ctx.affiliateCode) fields.affiliateCode = ctx.affiliateCode;
  if (ctx.deviceId) fields.loginDeviceId = ctx.deviceId;
  if (ctx.challengeAnswer) Object.assign(fields, geetestFields(ctx.challengeAnswer));
  return { fields };
}

/** The gateway's answer names the new username: without it the player could never log in again. */
export const MISSING_USERNAME = errorInfo('quick.username.missing', 'errors.unknown', 'malformed');

// ---- machine --------------------------------------------------------------------------------

export const quickSignUpMachine = setup({
  types: {
    context: {} as QuickSignUpContext,
    events: {} as QuickSignUpEvent,
    input: {} as QuickSignUpInput,
  },
  actors: {
    fetchRegisterRules: notProvided<void, RegisterRules>('fetchRegisterRules'),
    generatePassword: notProvided<PasswordRequest, string>('generatePassword'),
    fetchChallenge: notProvided<void, GeetestRegister>('fetchChallenge'),
    verifyHuman: notProvided<GeetestRegister, GeetestResult>('verifyHuman'),
    registerAutoUsername: notProvided<QuickRegisterInput, LoginValue>('registerAutoUsername'),
    copyText: notProvided<string, void>('copyText'),
  },
  delays: {
    /** 3 s, 6 s, 12 s ... capped at 30 s. */
    rulesRetry: ({ context }) => Math.min(30_000, 3_000 * 2 ** Math.max(0, context.rulesFailures - 1)),
  },
  guards: {
    usernameRegistrationOff: ({ context }) => !context.flags.USERNAMEREG3,
    formNeeded: ({ context }) => fieldsOnlyTheFormHas(context.rules, context.affiliateCode).length > 0,
    ageConfirmed: ({ context }) => context.ageConfirmed,
    usesSlider: ({ context }) => context.challengeMode === 'geetest',
    humanCheckPassed: ({ event }) => isGeetestResult((event as { output?: unknown }).output),
    humanCheckCancelled: ({ event }) => toErrorInfo(errorOf(event)).code === HUMAN_CHECK_CANCELLED,
    challengeRefused: ({ event }) => isHumanCheckRefusal(errorOf(event)),
    namesTheUsername: ({ event }) => Boolean((event as { output?: LoginValue }).output?.userName?.trim()),
    saved: ({ context }) => context.saved,
  },
  actions: {
    fail: assign(({ event }) => ({ error: toErrorInfo(errorOf(event)), challenge: null, challengeAnswer: null })),
  },
}).createMachine({
  id: 'quickSignUp',
  context: ({ input }) => ({
    flags: input.flags,
    affiliateCode: input.affiliateCode?.trim() ?? '',
    domain: input.domain,
    registerUrl: input.registerUrl,
    ageLimit: input.ageLimit,
    challengeMode: input.challenge,
    deviceId: input.deviceId ?? '',
    rules: {},
    rulesFailures: 0,
    ageConfirmed: false,
    password: '',
    username: '',
    login: null,
    saved: false,
    copy: 'idle',
    fieldErrors: {},
    error: null,
    challenge: null,
    challengeAnswer: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'usernameRegistrationOff', target: 'needsForm' }, { target: 'loadingRules' }],
    },
    /** The brand's field rules, read fresh: they decide whether one click can do. */
    loadingRules: {
      invoke: {
        id: 'fetchRegisterRules',
        src: 'fetchRegisterRules',
        onDone: { target: 'checkingRules', actions: assign({ rules: ({ event }) => event.output, rulesFailures: 0, error: null }) },
        onError: {
          target: 'rulesUnavailable',
          actions: assign(({ event, context }) => ({ error: toErrorInfo(event.error), rulesFailures: context.rulesFailures + 1 })),
        },
      },
      on: { 'quick.cancel': 'cancelled' },
    },
    rulesUnavailable: {
      after: { rulesRetry: 'loadingRules' },
      on: { 'quick.retryRules': 'loadingRules', 'quick.cancel': 'cancelled' },
    },
    checkingRules: {
      always: [{ guard: 'formNeeded', target: 'needsForm' }, { target: 'confirming' }],
    },
    /** The brand asks for more than one click can give: the view offers the sign-up form. */
    needsForm: {
      on: { 'quick.cancel': 'cancelled' },
    },
    /** The player confirms their age and asks for the account. */
    confirming: {
      on: {
        'quick.toggleAge': {
          actions: assign(({ context }) => ({ ageConfirmed: !context.ageConfirmed, fieldErrors: { ...context.fieldErrors, ageConfirmed: undefined } })),
        },
        'form.submit': [
          { guard: 'ageConfirmed', target: 'generating', actions: assign({ fieldErrors: {}, error: null, challenge: null, challengeAnswer: null }) },
          { actions: assign(({ context }) => ({ fieldErrors: { ageConfirmed: { key: 'validation.ageConfirm', params: { age: context.ageLimit } } } })) },
        ],
        'form.dismiss': { actions: assign({ error: null }) },
        'quick.cancel': 'cancelled',
      },
    },
    /** A password the brand's rule accepts; none fits it: the sign-up form. */
    generating: {
      invoke: {
        id: 'generatePassword',
        src: 'generatePassword',
        input: ({ context }) => (context.rules.password ? { rule: context.rules.password } : {}),
        onDone: { target: 'afterPassword', actions: assign({ password: ({ event }) => event.output }) },
        onError: { target: 'needsForm' },
      },
    },
    afterPassword: {
      always: [{ guard: 'usesSlider', target: 'challenge' }, { target: 'registering' }],
    },
    /** The human check: a fresh register answer each time; cancelling goes back to the confirmation. */
    challenge: {
      initial: 'loading',
      on: {
        'quick.cancelChallenge': { target: 'confirming', actions: assign({ challenge: null, challengeAnswer: null, error: null }) },
      },
      states: {
        loading: {
          invoke: {
            id: 'fetchChallenge',
            src: 'fetchChallenge',
            onDone: { target: 'awaiting', actions: assign({ challenge: ({ event }) => event.output }) },
            onError: { target: '#quickSignUp.confirming', actions: 'fail' },
          },
        },
        awaiting: {
          invoke: {
            id: 'humanCheck',
            systemId: 'quickSignUpHumanCheck',
            src: 'verifyHuman',
            input: ({ context }) => context.challenge!,
            onDone: [
              {
                guard: 'humanCheckPassed',
                target: '#quickSignUp.registering',
                actions: assign({ challengeAnswer: ({ event }) => geetestFields(event.output) }),
              },
              { target: 'loading', actions: assign(({ event }) => ({ error: humanCheckFailure(event.output), challenge: null })), reenter: true },
            ],
            onError: [
              { guard: 'humanCheckCancelled', target: '#quickSignUp.confirming', actions: assign({ challenge: null, challengeAnswer: null, error: null }) },
              { target: '#quickSignUp.confirming', actions: 'fail' },
            ],
          },
          on: {
            'quick.challengeAnswer': { actions: sendTo('humanCheck', ({ event }) => ({ type: 'humanCheck.answer', x: event.x })) },
          },
        },
      },
    },
    /** The gateway picks the username and opens the account. */
    registering: {
      entry: assign({ error: null }),
      invoke: {
        id: 'registerAutoUsername',
        src: 'registerAutoUsername',
        input: ({ context }) => quickRegisterInput(context),
        onDone: [
          {
            guard: 'namesTheUsername',
            target: 'created',
            actions: assign(({ event }) => ({ login: event.output, username: event.output.userName!.trim(), challenge: null, challengeAnswer: null })),
          },
          // The account may exist, but nobody could log into it: said as the malformed answer it is.
          { target: 'confirming', actions: assign({ error: MISSING_USERNAME, password: '', challenge: null, challengeAnswer: null }) },
        ],
        onError: [
          {
            guard: and(['usesSlider', 'challengeRefused']),
            target: 'challenge',
            actions: assign(({ event }) => ({ error: toErrorInfo(event.error), challenge: null, challengeAnswer: null })),
          },
          { target: 'confirming', actions: [assign({ password: '' }), 'fail'] },
        ],
      },
    },
    /** The account exists: its username and password, shown once, until the player saved them. */
    created: {
      initial: 'showing',
      on: {
        'quick.toggleSaved': { actions: assign(({ context }) => ({ saved: !context.saved, fieldErrors: {} })) },
        'quick.continue': [
          {
            guard: 'saved',
            target: 'done',
            actions: sendParent(({ context }): LoginOutputEvent => ({ type: 'session.authenticated', value: context.login!, username: context.username })),
          },
          { actions: assign({ fieldErrors: { saved: { key: 'quickSignUp.savedFirst' } } }) },
        ],
      },
      states: {
        showing: {
          on: { 'quick.copy': 'copying' },
        },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ event }) => (event as { text?: string }).text ?? '',
            onDone: { target: 'showing', actions: assign({ copy: 'copied' as const }) },
            onError: { target: 'showing', actions: assign({ copy: 'failed' as const }) },
          },
        },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
