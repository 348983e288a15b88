/**
 * bind contact (member centre, account security): bind or change the mobile number (a code by
 * SMS) or the e-mail address (a code by mail) — the shared smsCode machine sends the code and
 * counts down, throttled, with its warning for a refused send. The number or address is checked
 * as typed (format) and again before the code is asked for and before binding; the gateway's
 * refusals go under their field (the code wrong or expired → the code; the number or address
 * taken → that field), anything else in a banner; nothing typed is lost. Success tells the
 * security centre to read the profile again.
 *
 * Long-lived; a logout forgets it. Invokes 'bindContact' and, while the form is open, the smsCode
 * child (id 'smsCode', provided with the send of the kind being bound: see bind-contact.effects.ts).
 */
import { assign, sendTo, setup } from 'xstate';
import type { ContactKind } from '../../../gateway/account/security.contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { hasFieldErrors, typedValue, type FieldError, type FieldErrors } from '../../shared/form/form';
import { smsCodeMachine, type SmsSendInput } from '../../shared/sms-code/sms-code.machine';
import { normalizeMobile, validateMobile } from '../../shared/validation';

export type BindField = 'value' | 'countryDialingCode' | 'verificationCode';
const FIELDS: readonly BindField[] = ['value', 'countryDialingCode', 'verificationCode'];

export interface BindContactInput {
  /** The brand's dialing code, the number's default. */
  defaultCountryCode?: string;
}

export interface BindContactContext {
  kind: ContactKind;
  value: string;
  countryDialingCode: string;
  /** Named so the journal redacts it (machines/system/journal.ts). */
  verificationCode: string;
  defaultCountryCode: string;
  fieldErrors: FieldErrors<BindField>;
  error: GatewayErrorInfo | null;
  /** The masked number or address just bound. */
  bound: string | null;
}

export type BindContactEvent =
  | { type: 'bind.open'; kind: ContactKind }
  | { type: 'bind.sendCode' }
  | { type: 'form.change'; field: BindField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.dismiss' }
  | SessionChanged;

export interface BindRequest {
  kind: ContactKind;
  value: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** The country code `SmsSendInput` carries for an e-mail address (the send effect mails the code instead). */
export const EMAIL_CHANNEL = 'email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^[0-9]{4,8}$/;

export function validateContact(kind: ContactKind, value: string): FieldError | null {
  if (kind === 'mobile') return validateMobile(value);
  if (value.trim() === '') return { key: 'forms:validation.required' };
  return EMAIL.test(value.trim()) ? null : { key: 'account:security.errors.emailFormat' };
}

export function validateBind(c: Pick<BindContactContext, 'kind' | 'value' | 'verificationCode'>): FieldErrors<BindField> {
  const errors: FieldErrors<BindField> = {};
  const value = validateContact(c.kind, c.value);
  if (value) errors.value = value;
  if (c.verificationCode.trim() === '') errors.verificationCode = { key: 'forms:validation.verificationCodeRequired' };
  else if (!CODE.test(c.verificationCode.trim())) errors.verificationCode = { key: 'forms:validation.verificationCodeInvalid' };
  return errors;
}

const FIELD_CODES: Record<string, { field: BindField; error: FieldError }> = {
  validate_verification_code_error: { field: 'verificationCode', error: { key: 'errors.phone.invalidCode' } },
  validate_verification_code_invalid: { field: 'verificationCode', error: { key: 'errors.phone.codeExpired' } },
  'exists.mobile.err': { field: 'value', error: { key: 'errors.mobileExists' } },
  'exists.email.err': { field: 'value', error: { key: 'errors.emailExists' } },
  PARAMETER_ERROR: { field: 'value', error: { key: 'errors.phone.invalidFormat' } },
  'email.format.err': { field: 'value', error: { key: 'account:security.errors.emailFormat' } },
};
export const bindFieldError = (e: unknown) => FIELD_CODES[toErrorInfo(e).code] ?? null;

const fresh = (defaultCountryCode: string, kind: ContactKind = 'mobile'): BindContactContext => ({
  kind,
  value: '',
  countryDialingCode: defaultCountryCode,
  verificationCode: '',
  defaultCountryCode,
  fieldErrors: {},
  error: null,
  bound: null,
});

export const bindContactMachine = setup({
  types: { context: {} as BindContactContext, events: {} as BindContactEvent, input: {} as BindContactInput | undefined },
  actors: {
    smsCode: smsCodeMachine,
    bindContact: notProvided<BindRequest, { masked: string }>('bindContact'),
  },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    knownField: ({ event }) => event.type === 'form.change' && FIELDS.includes(event.field),
    contactValid: ({ context }) => validateContact(context.kind, context.value) === null,
    isValid: ({ context }) => !hasFieldErrors(validateBind(context)),
    errorOnField: ({ event }) => bindFieldError(errorOf(event)) !== null,
  },
  actions: {
    /** A format mistake in the number or address shows as soon as it is typed (an empty field waits for the submit). */
    checkTyped: assign(({ context, event }) => {
      if (event.type !== 'form.change' || event.field !== 'value' || event.value.trim() === '') return {};
      const wrong = validateContact(context.kind, event.value);
      return wrong && wrong.key !== 'forms:validation.required' ? { fieldErrors: { ...context.fieldErrors, value: wrong } } : {};
    }),
  },
}).createMachine({
  id: 'bindContact',
  context: ({ input }) => fresh(input?.defaultCountryCode ?? '66'),
  initial: 'closed',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.closed', actions: assign(({ context }) => fresh(context.defaultCountryCode)) },
  },
  states: {
    closed: {
      on: { 'bind.open': { target: 'open', actions: assign(({ context, event }) => fresh(context.defaultCountryCode, event.kind)) } },
    },
    open: {
      invoke: { id: 'smsCode', src: 'smsCode', input: { thirdParty: false } },
      initial: 'editing',
      on: {
        'form.cancel': { target: 'closed', actions: assign(({ context }) => fresh(context.defaultCountryCode)) },
      },
      states: {
        editing: {
          on: {
            'form.change': { guard: 'knownField', actions: [assign(({ context, event }) => ({ ...typedValue(context, event), error: null })), 'checkTyped'] },
            'bind.sendCode': [
              {
                guard: 'contactValid',
                actions: sendTo('smsCode', ({ context }): SmsSendInput & { type: 'sms.send' } => ({
                  type: 'sms.send',
                  mobile: context.kind === 'mobile' ? normalizeMobile(context.value) : context.value.trim(),
                  countryDialingCode: context.kind === 'mobile' ? context.countryDialingCode : EMAIL_CHANNEL,
                })),
              },
              {
                actions: assign(({ context }) => ({
                  fieldErrors: { ...context.fieldErrors, value: validateContact(context.kind, context.value) ?? undefined },
                })),
              },
            ],
            'form.submit': [
              { guard: 'isValid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
              { actions: assign(({ context }) => ({ fieldErrors: validateBind(context), error: null })) },
            ],
            'form.dismiss': { actions: assign({ error: null }) },
          },
        },
        submitting: {
          invoke: {
            id: 'bindContact',
            src: 'bindContact',
            input: ({ context }) => ({
              kind: context.kind,
              value: context.kind === 'mobile' ? normalizeMobile(context.value) : context.value.trim(),
              countryDialingCode: context.countryDialingCode,
              verificationCode: context.verificationCode.trim(),
            }),
            onDone: {
              target: '#bindContact.done',
              actions: [assign(({ event }) => ({ bound: event.output.masked })), tell('securityCenter', { type: 'security.changed' })],
            },
            onError: [
              {
                guard: 'errorOnField',
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const { field, error } = bindFieldError(event.error)!;
                  return { fieldErrors: { ...context.fieldErrors, [field]: error } };
                }),
              },
              { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
            ],
          },
        },
      },
    },
    /** Bound: the page shows the masked value until the member closes it or opens a form again. */
    done: {
      on: {
        'bind.open': { target: 'open', actions: assign(({ context, event }) => fresh(context.defaultCountryCode, event.kind)) },
        'form.cancel': { target: 'closed', actions: assign(({ context }) => fresh(context.defaultCountryCode)) },
      },
    },
  },
});
