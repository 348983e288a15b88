/**
 * session: who is logged in. The token comes from the URL query or session storage at start;
 * member info sets the agent and trial flags by type code. A 401 from any call ends the
 * session and keeps the page the user was on; logout clears session storage except the
 * merchant code and goes home.
 */
import { assign, emit, enqueueActions, raise, sendTo, setup } from 'xstate';
import { isAgentType, TRIAL_TYPE } from '../../../gateway/account/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LoginValue, MemberInfoValue } from '../../../gateway/account/schemas';
import type { RegisterRule } from '../../../gateway/schema';
import { notProvided, toErrorInfo } from '../../system/effects';
import { changePasswordMachine } from '../password/change-password.machine';
import { forgotPasswordMachine } from '../password/forgot-password.machine';
import { loginMachine, type LoginConfig, type LoginOutputEvent } from '../login/login.machine';
import { registrationMachine } from '../registration/registration.machine';
import type { AppStorage } from '../../shared/storage';
import { STORAGE_KEYS } from '../../shared/storage';
import { SESSION_LISTENERS, SYSTEM_IDS } from '../../system/system-ids';


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
  /** What the login attempt needs to know (brand and white-label flags). */
  loginConfig: LoginConfig;
  /** The password of this login, while a forced change may need it (redacted everywhere). */
  knownPassword: string | null;
  mustChangePassword: boolean;
  /** Logged in from the agent page: success goes to /agentHome. */
  agentLogin: boolean;
  /** The white-label flags (from bootstrap). */
  flags: Record<string, boolean>;
  /** The password rule of the registration settings, for the password forms. */
  passwordRule: RegisterRule | null;
  /** Registration verifies the phone through a third-party sign-in service. */
  thirdPartyPhone: boolean;
  /** What the open registration form was started with (from the view: URL, date). */
  registrationStart: { affiliateCode?: string; domain: string; registerUrl: string; today: string } | null;
  ageLimit: number;
  error: GatewayErrorInfo | null;
  failures: number;
}

export type SessionEvent =
  | LoginOutputEvent
  | { type: 'session.configure'; flags: Record<string, boolean>; passwordRule?: RegisterRule }
  | { type: 'session.freeplay' }
  | { type: 'session.changePassword' }
  | { type: 'session.passwordChanged' }
  | { type: 'session.cancelPasswordChange' }
  | { type: 'session.openRegister'; affiliateCode?: string; domain: string; registerUrl: string; today: string }
  | { type: 'session.openForgotPassword' }
  | { type: 'session.closeForm' }
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
  defaultPassword: string;
  challengeMode?: 'none' | 'slider';
  defaultCountryCode?: string;
  ageLimit?: number;
  /** How registration verifies the phone: our SMS code, or a third-party sign-in service. */
  phoneVerification?: 'sms' | 'thirdParty';
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
    freeplayLogin: notProvided<void, LoginValue>('freeplayLogin'),
    registration: registrationMachine,
    forgotPassword: forgotPasswordMachine,
    changePassword: changePasswordMachine,
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
    loginConfig: {
      smsLogin: false,
      challengeMode: input.challengeMode ?? 'none',
      defaultPassword: input.defaultPassword,
      forceExpiredChange: false,
      defaultCountryCode: input.defaultCountryCode ?? '66',
    },
    knownPassword: null,
    mustChangePassword: false,
    agentLogin: false,
    flags: {},
    passwordRule: null,
    thirdPartyPhone: input.phoneVerification === 'thirdParty',
    registrationStart: null,
    ageLimit: input.ageLimit ?? 18,
    error: null,
    failures: 0,
  }),
  initial: 'starting',
  on: {
    'session.acknowledgeEnd': { actions: assign({ ended: null }) },
    'session.configure': {
      actions: [
        assign(({ context, event }) => ({
          flags: event.flags,
          passwordRule: event.passwordRule ?? context.passwordRule,
          loginConfig: {
            ...context.loginConfig,
            smsLogin: event.flags.MOBILEVERCODELOGIN3 === true,
            forceExpiredChange: event.flags.PWDEXPFORCECHANGE3 === true,
          },
        })),
        // A login already on screen learns it too, keeping what was typed.
        sendTo(({ system }) => system.get(SYSTEM_IDS.login), ({ context }) => ({ type: 'login.configure' as const, config: context.loginConfig })),
      ],
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'loadingMember', actions: 'storeToken' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      entry: ['clearSession', 'clearStorage'],
      type: 'parallel',
      states: {
        trial: {
          initial: 'idle',
          states: {
            idle: { on: { 'session.freeplay': 'freeplay' } },
            /** Free-play (trial) login, FREEPLAY3: a generated trial account. */
            freeplay: {
              invoke: {
                id: 'freeplayLogin',
                src: 'freeplayLogin',
                onDone: {
                  actions: raise(({ event }) => ({ type: 'session.authenticated' as const, value: event.output, username: event.output.userName ?? '' })),
                },
                onError: { target: 'idle', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
              },
            },
          },
        },
        /** The registration and forgot-password forms, one at a time. */
        forms: {
          initial: 'none',
          on: {
            'session.openRegister': {
              target: '.registering',
              actions: assign(({ event }) => ({
                registrationStart: { affiliateCode: event.affiliateCode, domain: event.domain, registerUrl: event.registerUrl, today: event.today },
              })),
            },
            'session.openForgotPassword': '.recovering',
            'session.closeForm': '.none',
          },
          states: {
            none: {},
            registering: {
              invoke: {
                id: 'registration',
                systemId: SYSTEM_IDS.registration,
                src: 'registration',
                input: ({ context }) => ({
                  flags: context.flags,
                  refreshRules: true,
                  ...(context.registrationStart?.affiliateCode ? { affiliateCode: context.registrationStart.affiliateCode } : {}),
                  domain: context.registrationStart?.domain ?? '',
                  registerUrl: context.registrationStart?.registerUrl ?? '',
                  ageLimit: context.ageLimit,
                  today: context.registrationStart?.today ?? '',
                  challenge: context.loginConfig.challengeMode,
                  defaultCountryCode: context.loginConfig.defaultCountryCode,
                  thirdPartyPhone: context.thirdPartyPhone,
                }),
                onDone: 'none',
              },
            },
            recovering: {
              invoke: {
                id: 'forgotPassword',
                systemId: SYSTEM_IDS.forgotPassword,
                src: 'forgotPassword',
                input: ({ context }) => ({
                  phoneEnabled: context.flags.CHNGPASSVERIF3 === true,
                  defaultCountryCode: context.loginConfig.defaultCountryCode,
                  ...(context.passwordRule ? { passwordRule: context.passwordRule } : {}),
                }),
                onDone: 'none',
              },
            },
          },
        },
      },
      invoke: {
        id: 'login',
        systemId: SYSTEM_IDS.login,
        src: 'login',
        input: ({ context }) => ({ storage: context.storage, config: context.loginConfig }),
      },
      on: {
        'session.authenticated': {
          target: 'loadingMember',
          actions: [
            assign(({ event }: { event: LoginOutputEvent }) => ({
              token: event.value.token,
              firstTimeLogin: event.value.firstTimeLogin,
              passwordExpired: event.value.passwordExpired,
              mustChangePassword: event.mustChangePassword ?? false,
              knownPassword: event.mustChangePassword ? (event.password ?? null) : null,
              agentLogin: event.variant === 'agent',
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
                isAgent: isAgentType(member.type),
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
      entry: [
        'walletStart',
        'refreshContent',
        { type: 'broadcast', params: { loggedIn: true } },
        // From the agent login page, success goes to the agent centre.
        enqueueActions(({ context, enqueue }) => {
          if (context.agentLogin) enqueue.emit({ type: 'navigate', to: '/agentHome' });
        }),
      ],
      exit: ['walletEnd', 'refreshContent', { type: 'broadcast', params: { loggedIn: false } }],
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: ({ context }) => context.mustChangePassword, target: 'changingPassword' }, { target: 'active' }],
        },
        active: { on: { 'session.changePassword': 'changingPassword' } },
        /** Forced after a login with the default or an expired password; or chosen by the member. */
        changingPassword: {
          invoke: {
            id: 'changePassword',
            systemId: SYSTEM_IDS.changePassword,
            src: 'changePassword',
            input: ({ context }) => ({
              ...(context.knownPassword ? { knownOldPassword: context.knownPassword } : {}),
              forced: context.mustChangePassword,
              ...(context.passwordRule ? { passwordRule: context.passwordRule } : {}),
            }),
            onDone: [
              {
                // Changed: reload login info, close, go home (spec §4).
                guard: ({ event }) => (event.output as { changed?: boolean } | undefined)?.changed === true,
                target: 'reloading',
                actions: [assign({ mustChangePassword: false, knownPassword: null, passwordExpired: false }), emit({ type: 'navigate', to: '/' })],
              },
              { target: 'active' },
            ],
          },
        },
        reloading: {
          invoke: {
            id: 'reloadMemberInfo',
            src: 'fetchMemberInfo',
            onDone: { target: 'active', actions: assign(({ event }) => ({ member: toMember(event.output) })) },
            onError: { target: 'active' },
          },
        },
      },
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
