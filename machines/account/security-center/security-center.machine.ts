/**
 * security centre (spec §2 member centre, account security): the member's masked profile, what
 * is set (payment password, mobile, e-mail, payout accounts) and so the security level. Loaded
 * when the page opens; read again when a form of the page succeeds (`security.changed`, told by
 * the payment-password, bind-contact and payout-account workflows) — what was shown stays on
 * screen while it reloads, and a failed reload keeps it with the error and a retry.
 *
 * Long-lived; a logout forgets it. Invokes 'fetchSecurityProfile'. No children.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { SecurityProfile } from './security-center.types';

export interface SecurityCenterContext {
  profile: SecurityProfile | null;
  loadError: GatewayErrorInfo | null;
}

export type SecurityCenterEvent = { type: 'security.open' } | { type: 'security.retry' } | { type: 'security.changed' } | SessionChanged;

const fresh = (): SecurityCenterContext => ({ profile: null, loadError: null });

export const securityCenterMachine = setup({
  types: { context: {} as SecurityCenterContext, events: {} as SecurityCenterEvent },
  actors: { fetchSecurityProfile: notProvided<void, SecurityProfile>('fetchSecurityProfile') },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
  },
}).createMachine({
  id: 'securityCenter',
  context: fresh,
  initial: 'idle',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.idle', actions: assign(fresh) },
  },
  states: {
    idle: { on: { 'security.open': 'loading' } },
    loading: {
      invoke: {
        id: 'fetchSecurityProfile',
        src: 'fetchSecurityProfile',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ profile: event.output, loadError: null })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
      },
    },
    /** Nothing to show yet, or a reload failed (the last profile stays on screen). */
    failed: {
      on: { 'security.retry': 'loading', 'security.open': 'loading', 'security.changed': 'loading' },
    },
    ready: {
      on: { 'security.open': 'loading', 'security.changed': 'loading' },
    },
  },
});
