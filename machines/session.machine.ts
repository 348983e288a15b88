/**
 * session: who is logged in. The token comes from the URL query or session storage at start;
 * member info sets the agent and trial flags by type code. A 401 from any call ends the
 * session and keeps the page the user was on; logout clears session storage except the
 * merchant code and goes home.
 */
import { assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import type { GatewayErrorInfo } from '../gateway/errors';
import type { LoginValue, MemberInfoValue } from '../gateway/schemas';
import { notProvided, toErrorInfo } from './effects';
import { loginMachine, type LoginOutputEvent } from './login.machine';
import type { AppStorage } from './storage';
import { STORAGE_KEYS } from './storage';
import { SESSION_LISTENERS, SYSTEM_IDS } from './system-ids';

/** Account type codes (spec §4, §9). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export interface Member {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  vipLabel: string | null;
}

export type SessionEnd = 'logout' | 'expired' | null;

export interface SessionContext {
  storage: AppStorage;
  merchantCode: string;
  token: string | null;
  member: Member | null;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** How the last session ended: drives the "not logged in, please login" notice. */
  ended: SessionEnd;
  /** The login prompt (modal) is open. */
  loginPrompt: boolean;
  error: GatewayErrorInfo | null;
  failures: number;
}

export type SessionEvent =
  | LoginOutputEvent
  | { type: 'session.expired' }
  | { type: 'session.logout' }
  | { type: 'session.retry' }
  | { type: 'session.promptLogin' }
  | { type: 'session.dismissLogin' }
  | { type: 'session.acknowledgeEnd' };

export type SessionEmitted = { type: 'navigate'; to: string };

export interface SessionInput {
  storage: AppStorage;
  merchantCode: string;
  /** `?token=` from the URL at start, if any. */
  urlToken: string | null;
}

function toMember(v: MemberInfoValue): Member {
  return {
    id: String(v.id),
    account: v.account,
    nickname: v.nickname ?? null,
    type: v.type,
    vipLabel: v.clubLabel?.labelName ?? null,
  };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    login: loginMachine,
    fetchMemberInfo: notProvided<void, MemberInfoValue>('fetchMemberInfo'),
    logout: notProvided<void, unknown>('logout'),
  },
  actions: {
    storeToken: ({ context }) => {
      if (context.token) context.storage.setSession(STORAGE_KEYS.token, context.token);
      context.storage.setSession(STORAGE_KEYS.merchantCode, context.merchantCode);
      context.storage.setSession(STORAGE_KEYS.merchant, context.merchantCode);
    },
    storeAgentFlag: ({ context }) => context.storage.setSession(STORAGE_KEYS.isAgent, String(context.isAgent)),
    clearStorage: ({ context }) => context.storage.clearSession([STORAGE_KEYS.merchantCode]),
    clearSession: assign({
      token: null,
      member: null,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: false,
      passwordExpired: false,
      error: null,
      failures: 0,
    }),
    walletStart: sendTo(({ system }) => system.get(SYSTEM_IDS.wallet), { type: 'wallet.sessionStarted' }),
    walletEnd: sendTo(({ system }) => system.get(SYSTEM_IDS.wallet), { type: 'wallet.sessionEnded' }),
    refreshContent: sendTo(({ system }) => system.get(SYSTEM_IDS.content), { type: 'content.refresh' }),
    /** Tells every interested actor who is logged in now. */
    broadcast: enqueueActions(({ enqueue, context, system }, params: { loggedIn: boolean }) => {
      const event = {
        type: 'session.changed' as const,
        loggedIn: params.loggedIn,
        isTrial: params.loggedIn && context.isTrial,
        username: params.loggedIn ? (context.member?.account ?? null) : null,
      };
      for (const id of SESSION_LISTENERS) {
        const ref = system.get(id);
        if (ref) enqueue.sendTo(ref, event as never);
      }
    }),
  },
  delays: {
    retryBackoff: ({ context }) => Math.min(60_000, 3_000 * 2 ** Math.max(0, context.failures - 1)),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    isSessionError: ({ event }) => toErrorInfo((event as { error?: unknown }).error).kind === 'session',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    storage: input.storage,
    merchantCode: input.merchantCode,
    token: input.urlToken || input.storage.getSession(STORAGE_KEYS.token) || null,
    member: null,
    isAgent: input.storage.getSession(STORAGE_KEYS.isAgent) === 'true',
    isTrial: false,
    firstTimeLogin: false,
    passwordExpired: false,
    ended: null,
    loginPrompt: false,
    error: null,
    failures: 0,
  }),
  initial: 'starting',
  on: {
    'session.acknowledgeEnd': { actions: assign({ ended: null }) },
  },
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'loadingMember', actions: 'storeToken' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      entry: ['clearSession', 'clearStorage'],
      invoke: { id: 'login', systemId: SYSTEM_IDS.login, src: 'login' },
      on: {
        'session.authenticated': {
          target: 'loadingMember',
          actions: [
            assign(({ event }: { event: LoginOutputEvent }) => ({
              token: event.value.token,
              firstTimeLogin: event.value.firstTimeLogin,
              passwordExpired: event.value.passwordExpired,
              ended: null,
            })),
            'storeToken',
          ],
        },
        'session.promptLogin': { actions: assign({ loginPrompt: true }) },
        'session.dismissLogin': { actions: assign({ loginPrompt: false, ended: null }) },
      },
    },
    /** We hold a token; member info says who it belongs to ("load login info"). */
    loadingMember: {
      invoke: {
        id: 'fetchMemberInfo',
        src: 'fetchMemberInfo',
        onDone: {
          target: 'loggedIn',
          actions: [
            assign(({ event }) => {
              const member = toMember(event.output);
              return {
                member,
                isAgent: AGENT_TYPES.includes(member.type),
                isTrial: member.type === TRIAL_TYPE,
                error: null,
                failures: 0,
                loginPrompt: false,
              };
            }),
            'storeAgentFlag',
          ],
        },
        onError: [
          { guard: 'isSessionError', target: 'loggedOut', actions: assign({ ended: 'expired' as SessionEnd, loginPrompt: true }) },
          {
            target: 'memberUnavailable',
            actions: assign(({ event, context }) => ({ error: toErrorInfo(event.error), failures: context.failures + 1 })),
          },
        ],
      },
      on: { 'session.expired': { target: 'loggedOut', actions: assign({ ended: 'expired' as SessionEnd, loginPrompt: true }) } },
    },
    /** The token is kept; the member info could not be read (network, timeout). Retry. */
    memberUnavailable: {
      after: { retryBackoff: 'loadingMember' },
      on: {
        'session.retry': 'loadingMember',
        'session.logout': 'loggingOut',
        'session.expired': { target: 'loggedOut', actions: assign({ ended: 'expired' as SessionEnd, loginPrompt: true }) },
      },
    },
    loggedIn: {
      entry: ['walletStart', 'refreshContent', { type: 'broadcast', params: { loggedIn: true } }],
      exit: ['walletEnd', 'refreshContent', { type: 'broadcast', params: { loggedIn: false } }],
      on: {
        'session.logout': 'loggingOut',
        // A 401 from any call: the session is gone, the user stays on the page they were on.
        'session.expired': { target: 'loggedOut', actions: assign({ ended: 'expired' as SessionEnd, loginPrompt: true }) },
      },
    },
    /** Logging out always succeeds locally, whatever the gateway answers. */
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
      exit: [assign({ ended: 'logout' as SessionEnd }), emit({ type: 'navigate', to: '/' })],
    },
  },
});

export type { LoginValue };
