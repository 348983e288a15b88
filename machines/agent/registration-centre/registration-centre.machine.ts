/**
 * registrationCentre (spec §2 registration centre): an agent registers a direct downline and
 * hands out its referral links. Two regions while the page has been opened:
 *
 * - links: the referral links (a player link and an agent link carrying the agent's invitation
 *   code) — loading, ready, or failed with a retry.
 * - form: the registration rules first (the member registration's, from the server: the same
 *   `validateField` rules and messages), then the form — the kind of downline (player or agent),
 *   username, password and its confirmation, each checked as typed on submit and by the server
 *   again; a taken username lands under the username with everything typed kept; any other
 *   refusal is a banner. Registered: the new account, and the downline list (if it is open) reads
 *   its page again so the new downline is there; "register another" starts a fresh form.
 *
 * A logout forgets everything (back to idle). Invokes fetchRegisterRules, fetchReferralLinks and
 * registerDownline.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { RegisterRules } from '../../../gateway/schema';
import { tell, type SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import { gatewayFieldError, hasFieldErrors, typedValue, type FieldErrors } from '../../shared/form/form';
import { validateConfirm, validateField } from '../../shared/validation';
import { DOWNLINE_KINDS, type DownlineKind, type DownlineRegistration, type ReferralLinks, type RegisteredDownline } from './registration-centre.effects';

export type DownlineField = 'kind' | 'username' | 'password' | 'confirmPassword';

export interface RegistrationCentreContext {
  kind: DownlineKind;
  username: string;
  password: string;
  confirmPassword: string;
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
  | { type: 'centre.open' }
  | { type: 'form.change'; field: DownlineField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.dismiss' }
  | { type: 'form.reset' }
  | { type: 'rules.retry' }
  | { type: 'links.retry' };

/** Every field against the server's rules; an empty map means the form may be sent. */
export function validateDownline(c: Pick<RegistrationCentreContext, 'kind' | 'username' | 'password' | 'confirmPassword' | 'rules'>): FieldErrors<DownlineField> {
  const errors: FieldErrors<DownlineField> = {};
  if (!DOWNLINE_KINDS.includes(c.kind)) errors.kind = { key: 'validation.required' };
  const username = validateField(c.username.trim(), c.rules?.username, { required: true });
  if (username) errors.username = username;
  // A password is checked exactly as typed (never trimmed).
  const password = validateField(c.password, c.rules?.password, { required: true });
  if (password) errors.password = password;
  const confirm = validateConfirm(c.password, c.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}

/** Refusals that belong under a field. */
const FIELD_CODES = {
  'exists.username.err': { field: 'username', key: 'errors.usernameExists' },
  'exists.account.err': { field: 'username', key: 'errors.usernameExists' },
} as const satisfies Record<string, { field: DownlineField; key: string }>;
const fieldRefusal = (e: unknown) => gatewayFieldError<DownlineField>(FIELD_CODES, toErrorInfo(e).code);

const EMPTY_FORM = { kind: 'PLAYER' as DownlineKind, username: '', password: '', confirmPassword: '', fieldErrors: {}, error: null, registered: null };
const fresh = (): RegistrationCentreContext => ({ ...EMPTY_FORM, rules: null, rulesError: null, links: null, linksError: null });

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
      (event.field === 'kind' ? (DOWNLINE_KINDS as readonly string[]).includes(event.value) : ['username', 'password', 'confirmPassword'].includes(event.field)),
    valid: ({ context }) => !hasFieldErrors(validateDownline(context)),
    onField: ({ event }) => fieldRefusal((event as { error?: unknown }).error) !== null,
  },
  actions: {
    typed: assign(({ context, event }) => (event.type === 'form.change' ? typedValue(context, event) : {})),
  },
}).createMachine({
  id: 'registrationCentre',
  context: fresh,
  initial: 'idle',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.idle', actions: assign(fresh) },
  },
  states: {
    idle: {
      on: { 'centre.open': 'open' },
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
                input: ({ context }) => ({ kind: context.kind, username: context.username.trim(), password: context.password, confirmPassword: context.confirmPassword }),
                onDone: {
                  target: 'registered',
                  actions: [assign(({ event }) => ({ registered: event.output, password: '', confirmPassword: '' })), tell('downlines', { type: 'query.refresh' })],
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
              on: { 'form.reset': { target: 'editing', actions: assign(({ context }) => ({ ...EMPTY_FORM, kind: context.kind })) } },
            },
          },
        },
      },
    },
  },
});
