/**
 * registrationCentre (spec §2 registration centre): an agent registers a direct downline and
 * hands out its referral links. Two regions while the page has been opened:
 *
 * - links: the referral links (a player link and an agent link carrying the agent's invitation
 *   code) — loading, ready, or failed with a retry.
 * - form: the registration rules first (the member registration's, from the server), then the
 *   form — the kind of downline (player or agent), username, password and its confirmation, and
 *   every field the brand turns on, required as its rule says (mobile number, payment password,
 *   e-mail, real name, …: machines/shared/registration-fields.ts, the player registration's own
 *   rule code), each checked on submit and by the server again; a taken username, e-mail or mobile
 *   and an under-age birthday land under their field with everything typed kept; any other refusal
 *   is a banner. The SMS code, the captcha and the invitation code are a visitor's sign-up steps:
 *   the agent is logged in and is the upline. Registered: the new account, and the downline list
 *   (if it is open) reads its page again so the new downline is there; "register another" starts
 *   a fresh form.
 *
 * `centre.open` brings today and the brand's age limit (the birthday's age check). A logout
 * forgets everything (back to idle). Invokes fetchRegisterRules, fetchReferralLinks and
 * registerDownline.
 */
import { assign, setup } from 'xstate';
import { RULE_FIELDS, type RuleField } from '../../../gateway/account/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { RegisterRules } from '../../../gateway/schema';
import { tell, type SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { gatewayFieldError, hasFieldErrors, typedValue, type FieldErrors } from '../../shared/form/form';
import { cleanedValue, enabledRuleFields, mobileField, validateRuleValue, type RuleFieldSpec } from '../../shared/registration-fields';
import { validateConfirm, validateField } from '../../shared/validation';
import { DOWNLINE_KINDS, type DownlineKind, type DownlineRegistration, type ReferralLinks, type RegisteredDownline } from './registration-centre.types';

/** The fields the brand's rules may add: the mobile number (with its dialing code) and the labelled rule fields. */
export type ExtraField = 'mobileNum' | 'countryDialingCode' | RuleField;
const EXTRA_FIELDS: readonly ExtraField[] = ['mobileNum', 'countryDialingCode', ...RULE_FIELDS];
export type DownlineField = 'kind' | 'username' | 'password' | 'confirmPassword' | ExtraField;

export interface RegistrationCentreContext extends Record<ExtraField, string> {
  kind: DownlineKind;
  username: string;
  password: string;
  confirmPassword: string;
  /** Today ('yyyy-MM-dd', from `centre.open`) and the brand's age limit: the birthday's check. */
  today: string;
  ageLimit: number;
  rules: RegisterRules | null;
  fieldErrors: FieldErrors<DownlineField>;
  /** The form's banner (a refusal that belongs under no field). */
  error: GatewayErrorInfo | null;
  /** The rules could not be read. */
  rulesError: GatewayErrorInfo | null;
  registered: RegisteredDownline | null;
  links: ReferralLinks | null;
  linksError: GatewayErrorInfo | null;
}

export type RegistrationCentreEvent =
  | SessionChanged
  | { type: 'centre.open'; today?: string; ageLimit?: number }
  | { type: 'form.change'; field: DownlineField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.dismiss' }
  | { type: 'form.reset' }
  | { type: 'rules.retry' }
  | { type: 'links.retry' };

/**
 * The fields the brand's rules add to the credentials, in display order: the mobile number when
 * its rule is on, then the labelled rule fields it turns on; each required as its rule says.
 */
export function extraFields(rules: RegisterRules | null): RuleFieldSpec<Exclude<ExtraField, 'countryDialingCode'>>[] {
  if (!rules) return [];
  const mobile = mobileField(rules);
  return [...(mobile ? [mobile] : []), ...enabledRuleFields(rules)];
}

type Checked = Pick<RegistrationCentreContext, 'kind' | 'username' | 'password' | 'confirmPassword' | 'rules' | 'today' | 'ageLimit'> &
  Record<ExtraField, string>;

/** Every field against the server's rules; an empty map means the form may be sent. */
export function validateDownline(c: Checked): FieldErrors<DownlineField> {
  const errors: FieldErrors<DownlineField> = {};
  if (!DOWNLINE_KINDS.includes(c.kind)) errors.kind = { key: 'validation.required' };
  const username = validateField(c.username.trim(), c.rules?.username, { required: true });
  if (username) errors.username = username;
  // A password is checked exactly as typed (never trimmed).
  const password = validateField(c.password, c.rules?.password, { required: true });
  if (password) errors.password = password;
  const confirm = validateConfirm(c.password, c.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  for (const spec of extraFields(c.rules)) {
    const error = validateRuleValue(spec.field, cleanedValue(spec.field, c[spec.field]), spec, c);
    if (error) errors[spec.field] = error;
  }
  return errors;
}

/** What is sent: the credentials, and every shown extra field that was filled (cleaned as the registration cleans it). */
export function downlineInput(c: Checked): DownlineRegistration {
  const fields: Record<string, string> = {};
  for (const { field } of extraFields(c.rules)) {
    const value = cleanedValue(field, c[field]);
    if (value !== '') fields[field] = value;
  }
  if (fields.mobileNum) fields.countryDialingCode = c.countryDialingCode;
  return { kind: c.kind, username: c.username.trim(), password: c.password, confirmPassword: c.confirmPassword, fields };
}

/** Refusals that belong under a field (as the player registration places them). */
const FIELD_CODES = {
  'exists.username.err': { field: 'username', key: 'errors.usernameExists' },
  'exists.account.err': { field: 'username', key: 'errors.usernameExists' },
  'exists.email.err': { field: 'email', key: 'errors.emailExists' },
  'exists.mobile.err': { field: 'mobileNum', key: 'errors.mobileExists' },
  'age.restricted': { field: 'birthday', key: 'errors.ageRestricted' },
} as const satisfies Record<string, { field: DownlineField; key: string }>;
const fieldRefusal = (e: unknown) => gatewayFieldError<DownlineField>(FIELD_CODES, toErrorInfo(e).code);

/** The home dialing code, as the player registration and the contact binding start with. */
const DEFAULT_DIALING_CODE = '66';
const emptyForm = () => ({
  kind: 'PLAYER' as DownlineKind,
  username: '',
  password: '',
  confirmPassword: '',
  ...(Object.fromEntries(EXTRA_FIELDS.map((f) => [f, ''])) as Record<ExtraField, string>),
  countryDialingCode: DEFAULT_DIALING_CODE,
  fieldErrors: {},
  error: null,
  registered: null,
});
const fresh = (ageLimit: number): RegistrationCentreContext => ({
  ...emptyForm(),
  today: '',
  ageLimit,
  rules: null,
  rulesError: null,
  links: null,
  linksError: null,
});

export const registrationCentreMachine = setup({
  types: {
    context: {} as RegistrationCentreContext,
    events: {} as RegistrationCentreEvent,
  },
  actors: {
    fetchRegisterRules: notProvided<void, RegisterRules>('fetchRegisterRules'),
    fetchReferralLinks: notProvided<void, ReferralLinks>('fetchReferralLinks'),
    registerDownline: notProvided<DownlineRegistration, RegisteredDownline>('registerDownline'),
  },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    /** One of the form's fields; the kind only as one of the kinds. */
    knownChange: ({ event }) =>
      event.type === 'form.change' &&
      (event.field === 'kind'
        ? (DOWNLINE_KINDS as readonly string[]).includes(event.value)
        : ['username', 'password', 'confirmPassword', ...EXTRA_FIELDS].includes(event.field)),
    valid: ({ context }) => !hasFieldErrors(validateDownline(context)),
    onField: ({ event }) => fieldRefusal(errorOf(event)) !== null,
  },
  actions: {
    typed: assign(({ context, event }) => (event.type === 'form.change' ? typedValue(context, event) : {})),
    opened: assign(({ context, event }) =>
      event.type === 'centre.open' ? { today: event.today ?? context.today, ageLimit: event.ageLimit ?? context.ageLimit } : {},
    ),
  },
}).createMachine({
  id: 'registrationCentre',
  context: () => fresh(18),
  initial: 'idle',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.idle', actions: assign(({ context }) => fresh(context.ageLimit)) },
    // The page opened (again): today and the age limit for the birthday's check.
    'centre.open': { actions: 'opened' },
  },
  states: {
    idle: {
      on: { 'centre.open': { target: 'open', actions: 'opened' } },
    },
    open: {
      type: 'parallel',
      states: {
        links: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchReferralLinks',
                src: 'fetchReferralLinks',
                onDone: { target: 'ready', actions: assign(({ event }) => ({ links: event.output, linksError: null })) },
                onError: { target: 'failed', actions: assign(({ event }) => ({ linksError: toErrorInfo(event.error) })) },
              },
            },
            ready: {},
            failed: { on: { 'links.retry': 'loading' } },
          },
        },
        form: {
          initial: 'loadingRules',
          states: {
            loadingRules: {
              invoke: {
                id: 'fetchRegisterRules',
                src: 'fetchRegisterRules',
                onDone: { target: 'editing', actions: assign(({ event }) => ({ rules: event.output, rulesError: null })) },
                onError: { target: 'rulesFailed', actions: assign(({ event }) => ({ rulesError: toErrorInfo(event.error) })) },
              },
            },
            rulesFailed: { on: { 'rules.retry': 'loadingRules' } },
            editing: {
              on: {
                'form.change': { guard: 'knownChange', actions: 'typed' },
                'form.submit': [
                  { guard: 'valid', target: 'sending', actions: assign({ fieldErrors: {}, error: null }) },
                  { actions: assign(({ context }) => ({ fieldErrors: validateDownline(context), error: null })) },
                ],
                'form.dismiss': { actions: assign({ error: null }) },
              },
            },
            sending: {
              invoke: {
                id: 'registerDownline',
                src: 'registerDownline',
                input: ({ context }) => downlineInput(context),
                onDone: {
                  target: 'registered',
                  actions: [
                    assign(({ event }) => ({ registered: event.output, password: '', confirmPassword: '', paymentPassword: '' })),
                    tell('downlines', { type: 'query.refresh' }),
                  ],
                },
                onError: [
                  {
                    guard: 'onField',
                    target: 'editing',
                    actions: assign(({ context, event }) => {
                      const { field, error } = fieldRefusal(event.error)!;
                      return { fieldErrors: { ...context.fieldErrors, [field]: error } };
                    }),
                  },
                  { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
                ],
              },
            },
            registered: {
              on: {
                'form.reset': {
                  target: 'editing',
                  actions: assign(({ context }) => ({ ...emptyForm(), kind: context.kind, countryDialingCode: context.countryDialingCode })),
                },
              },
            },
          },
        },
      },
    },
  },
});
