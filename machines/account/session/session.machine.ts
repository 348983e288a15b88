/**
 * session: who is logged in. The token comes from the URL query or session storage at start;
 * member info sets the agent and trial flags by type code. A 401 from any call ends the
 * session and keeps the page the user was on; logout clears session storage except the
 * merchant code and goes home.
 */
import { and, assign, enqueueActions, not, raise, sendTo, setup } from 'xstate';
import { isAgentType, TRIAL_TYPE } from '../../../gateway/account/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LoginValue, MemberInfoValue } from '../../../gateway/account/schemas';
import type { RegisterRule } from '../../../gateway/schema';
import { broadcast, navigate, tell, type BootstrapConfigured } from '../../shared/broadcasts';
import { lazyChild, notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import type { AppStorage } from '../../shared/storage';
import { STORAGE_KEYS } from '../../shared/storage';
import type { loginMachine, LoginConfig, LoginOutputEvent, LoginVariant } from '../login/login.machine';
import type { changePasswordMachine } from '../password/change-password.machine';
import type { forgotPasswordMachine } from '../password/forgot-password.machine';
import type { registrationMachine } from '../registration/registration.machine';
import type { quickSignUpMachine } from '../quick-sign-up/quick-sign-up.machine';

/** The short-lived workflows the session starts, each loaded when first needed (machines/system/lazy.ts). */
export const SESSION_CHILDREN = ['login', 'registration', 'quickSignUp', 'forgotPassword', 'changePassword'] as const;

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
  /** The login form's variant: the member modal or the agent page. */
  loginVariant: LoginVariant;
  /** A workflow whose code failed to load (spec §8 module load failure), until retried. */
  loadError: GatewayErrorInfo | null;
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
  | BootstrapConfigured
  /** A login form is on screen: load and start the login workflow (with the agent page's variant). */
  | { type: 'session.openLogin'; variant?: LoginVariant }
  | { type: 'session.freeplay' }
  | { type: 'session.changePassword' }
  | { type: 'session.passwordChanged' }
  | { type: 'session.cancelPasswordChange' }
  | { type: 'session.openRegister'; affiliateCode?: string; domain: string; registerUrl: string; today: string }
  /** The one-click sign-up (the login or register modal's button): it takes the registration form's place. */
  | { type: 'session.openQuickSignUp'; affiliateCode?: string; domain: string; registerUrl: string }
  /** The one-click sign-up's dialog closed before its workflow ran (its code loading, or failed to load). */
  | { type: 'session.closeQuickSignUp' }
  | { type: 'session.openForgotPassword' }
  | { type: 'session.closeForm' }
  | { type: 'session.expired' }
  | { type: 'session.logout' }
  | { type: 'session.retry' }
  | { type: 'session.promptLogin' }
  | { type: 'session.dismissLogin' }
  | { type: 'session.acknowledgeEnd' }
  /** A workflow's code could not be loaded: try again. */
  | { type: 'session.retryLoad' };

export interface SessionInput {
  storage: AppStorage;
  merchantCode: string;
  /** `?token=` from the URL at start, if any. */
  urlToken: string | null;
  defaultPassword: string;
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

/** A workflow loaded on demand: load it, then run it; a failed load waits for a retry. `whileAbsent`: events handled until it runs. */
function loadThen(name: (typeof SESSION_CHILDREN)[number], running: object, extra: { whileAbsent?: object } = {}) {
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        on: { ...extra.whileAbsent },
        invoke: {
          id: `load.${name}`,
          src: 'loadWorkflow' as const,
          input: { name },
          onDone: { target: 'running' },
          onError: { target: 'loadFailed', actions: 'rememberLoadError' as const },
        },
      },
      loadFailed: { on: { 'session.retryLoad': { target: 'loading', actions: 'clearLoadError' as const }, ...extra.whileAbsent } },
      running,
    },
  };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadWorkflow: notProvided<{ name: string }, void>('loadWorkflow'),
    login: lazyChild<typeof loginMachine>('login'),
    registration: lazyChild<typeof registrationMachine>('registration'),
    quickSignUp: lazyChild<typeof quickSignUpMachine>('quickSignUp'),
    forgotPassword: lazyChild<typeof forgotPasswordMachine>('forgotPassword'),
    changePassword: lazyChild<typeof changePasswordMachine>('changePassword'),
    fetchMemberInfo: notProvided<void, MemberInfoValue>('fetchMemberInfo'),
    freeplayLogin: notProvided<void, LoginValue>('freeplayLogin'),
    logout: notProvided<void, unknown>('logout'),
  },
  actions: {
    storeToken: ({ context }) => {
      if (context.token) context.storage.setSession(STORAGE_KEYS.token, context.token);
      context.storage.setSession(STORAGE_KEYS.merchantCode, context.merchantCode);
      context.storage.setSession(STORAGE_KEYS.merchant, context.merchantCode);
    },
    /** Spec §3 storage: the merchant code is kept locally too (beside the session's copy), for the next visit. */
    rememberMerchant: ({ context }) => context.storage.setLocal(STORAGE_KEYS.merchantCode, context.merchantCode),
    storeAgentFlag: ({ context }) => context.storage.setSession(STORAGE_KEYS.isAgent, String(context.isAgent)),
    clearStorage: ({ context }) => context.storage.clearSession([STORAGE_KEYS.merchantCode]),
    /**
     * The session's flags (popups closed, ...) end with it, before anyone hears of the logout: a
     * listener that reads them on `session.changed` must see the new session's. The token stays
     * until the gateway has been told (the logout call carries it); `clearStorage` takes it then.
     */
    endSessionFlags: ({ context }) => context.storage.clearSession([STORAGE_KEYS.merchantCode, STORAGE_KEYS.token]),
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
    rememberLoadError: assign({ loadError: ({ event }) => toErrorInfo(errorOf(event)) }),
    clearLoadError: assign({ loadError: null }),
    /** The session ended by itself (a 401): the user stays on the page, with "not logged in, please login". */
    markExpired: assign({ ended: 'expired' as SessionEnd, loginPrompt: true }),
    /** Tells every interested actor who is logged in now (wallet, content, games, ...). */
    announceLogin: broadcast(({ context }) => ({
      type: 'session.changed',
      loggedIn: true,
      isTrial: context.isTrial,
      isAgent: context.isAgent,
      username: context.member?.account ?? null,
      firstLogin: context.firstTimeLogin,
    })),
    announceLogout: broadcast(() => ({ type: 'session.changed', loggedIn: false, isTrial: false, isAgent: false, username: null })),
    navigateToAgentCentre: enqueueActions(({ context, enqueue }) => {
      if (context.agentLogin) enqueue(navigate('/agentHome'));
    }),
    /** A login form already on screen learns the new variant, keeping what was typed. */
    tellLoginVariant: sendTo('login', ({ context }) => ({ type: 'login.variant' as const, variant: context.loginVariant })),
  },
  delays: {
    retryBackoff: ({ context }) => Math.min(60_000, 3_000 * 2 ** Math.max(0, context.failures - 1)),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    isSessionError: ({ event }) => toErrorInfo(errorOf(event)).kind === 'session',
    mustChangePassword: ({ context }) => context.mustChangePassword,
    passwordChanged: ({ event }) => (event as { output?: { changed?: boolean } }).output?.changed === true,
    fromAgentPage: ({ context }) => context.agentLogin,
    /** The login form is asked for with a variant (member or agent). */
    variantGiven: ({ event }) => event.type === 'session.openLogin' && event.variant !== undefined,
    /** The login form is asked for with the variant it already has. */
    sameVariant: ({ context, event }) => event.type === 'session.openLogin' && event.variant === context.loginVariant,
    /** The login form on screen is asked for with another variant: it switches, keeping what was typed. */
    newVariant: and(['variantGiven', not('sameVariant')]),
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
      challengeMode: 'none',
      defaultPassword: input.defaultPassword,
      forceExpiredChange: false,
      defaultCountryCode: input.defaultCountryCode ?? '66',
    },
    knownPassword: null,
    mustChangePassword: false,
    agentLogin: false,
    loginVariant: 'member',
    loadError: null,
    flags: {},
    passwordRule: null,
    thirdPartyPhone: input.phoneVerification === 'thirdParty',
    registrationStart: null,
    ageLimit: input.ageLimit ?? 18,
    error: null,
    failures: 0,
  }),
  entry: 'rememberMerchant',
  initial: 'starting',
  on: {
    'session.acknowledgeEnd': { actions: assign({ ended: null }) },
    'bootstrap.configured': {
      actions: [
        assign(({ context, event }) => ({
          flags: event.flags,
          passwordRule: event.passwordRule ?? context.passwordRule,
          loginConfig: {
            ...context.loginConfig,
            smsLogin: event.flags.MOBILEVERCODELOGIN3 === true,
            forceExpiredChange: event.flags.PWDEXPFORCECHANGE3 === true,
            // The human check runs while the brand turns geetest's module on (W1/W2 registry GEETEST3).
            challengeMode: event.flags.GEETEST3 === true ? 'geetest' : 'none',
          },
        })),
        // A login already on screen learns it too, keeping what was typed.
        tell('login', ({ context }) => ({ type: 'login.configure', config: context.loginConfig })),
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
        /** The login form's workflow: loaded when a login form first shows, then kept while logged out. */
        login: {
          initial: 'dormant',
          states: {
            dormant: {
              on: {
                'session.openLogin': { target: 'loading', actions: assign(({ context, event }) => ({ loginVariant: event.variant ?? context.loginVariant })) },
                'session.promptLogin': { target: 'loading', actions: assign({ loginPrompt: true, loginVariant: 'member' as LoginVariant }) },
              },
            },
            ...loadThen('login', {
              invoke: {
                id: 'login',
                systemId: 'login',
                src: 'login',
                input: ({ context }: { context: SessionContext }) => ({ storage: context.storage, config: context.loginConfig, variant: context.loginVariant }),
              },
              on: {
                'session.openLogin': { guard: 'newVariant', actions: [assign(({ event }) => ({ loginVariant: event.variant! })), 'tellLoginVariant'] },
                // The header's Login after the agent page: the running form becomes the member's again.
                'session.promptLogin': { actions: [assign({ loginPrompt: true, loginVariant: 'member' as LoginVariant }), 'tellLoginVariant'] },
              },
            }).states,
          },
          on: {
            // Also while the form's workflow is still loading: the form starts with the variant asked last.
            'session.promptLogin': { actions: assign({ loginPrompt: true, loginVariant: 'member' as LoginVariant }) },
            'session.openLogin': { guard: 'variantGiven', actions: assign(({ event }) => ({ loginVariant: event.variant! })) },
          },
        },
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
            'session.openQuickSignUp': {
              target: '.quickSigningUp',
              actions: assign(({ event }) => ({
                registrationStart: { affiliateCode: event.affiliateCode, domain: event.domain, registerUrl: event.registerUrl, today: '' },
              })),
            },
            'session.openForgotPassword': '.recovering',
            'session.closeForm': '.none',
          },
          states: {
            none: {},
            registering: loadThen('registration', {
              invoke: {
                id: 'registration',
                systemId: 'registration',
                src: 'registration',
                input: ({ context }: { context: SessionContext }) => ({
                  flags: context.flags,
                  refreshRules: true,
                  ...(context.registrationStart?.affiliateCode ? { affiliateCode: context.registrationStart.affiliateCode } : {}),
                  domain: context.registrationStart?.domain ?? '',
                  registerUrl: context.registrationStart?.registerUrl ?? '',
                  ageLimit: context.ageLimit,
                  today: context.registrationStart?.today ?? '',
                  challenge: context.loginConfig.challengeMode,
                  deviceId: context.storage.deviceId(),
                  defaultCountryCode: context.loginConfig.defaultCountryCode,
                  thirdPartyPhone: context.thirdPartyPhone,
                }),
                onDone: '#session.loggedOut.forms.none',
              },
            }),
            quickSigningUp: {
              ...loadThen(
                'quickSignUp',
                {
                  invoke: {
                    id: 'quickSignUp',
                    systemId: 'quickSignUp',
                    src: 'quickSignUp',
                    input: ({ context }: { context: SessionContext }) => ({
                      flags: context.flags,
                      ...(context.registrationStart?.affiliateCode ? { affiliateCode: context.registrationStart.affiliateCode } : {}),
                      domain: context.registrationStart?.domain ?? '',
                      registerUrl: context.registrationStart?.registerUrl ?? '',
                      ageLimit: context.ageLimit,
                      challenge: context.loginConfig.challengeMode,
                      deviceId: context.storage.deviceId(),
                    }),
                    onDone: '#session.loggedOut.forms.none',
                  },
                },
                { whileAbsent: { 'session.closeQuickSignUp': '#session.loggedOut.forms.none' } },
              ),
              on: {
                // The register modal that started it closes as it takes its place; the one-click
                // sign-up ends only by its own cancel or finish (an account may be being created).
                'session.closeForm': {},
              },
            },
            recovering: loadThen('forgotPassword', {
              invoke: {
                id: 'forgotPassword',
                systemId: 'forgotPassword',
                src: 'forgotPassword',
                input: ({ context }: { context: SessionContext }) => ({
                  phoneEnabled: context.flags.CHNGPASSVERIF3 === true,
                  defaultCountryCode: context.loginConfig.defaultCountryCode,
                  deviceId: context.storage.deviceId(),
                  ...(context.passwordRule ? { passwordRule: context.passwordRule } : {}),
                }),
                onDone: '#session.loggedOut.forms.none',
              },
            }),
          },
        },
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
              error: null,
            })),
            'storeToken',
          ],
        },
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
          // A token that turned out dead: nobody is logged in, as the listeners waiting to know are told.
          { guard: 'isSessionError', target: 'loggedOut', actions: ['markExpired', 'endSessionFlags', 'announceLogout'] },
          {
            target: 'memberUnavailable',
            actions: assign(({ event, context }) => ({ error: toErrorInfo(event.error), failures: context.failures + 1 })),
          },
        ],
      },
      on: { 'session.expired': { target: 'loggedOut', actions: ['markExpired', 'endSessionFlags', 'announceLogout'] } },
    },
    /** The token is kept; the member info could not be read (network, timeout). Retry. */
    memberUnavailable: {
      after: { retryBackoff: 'loadingMember' },
      on: {
        'session.retry': 'loadingMember',
        'session.logout': 'loggingOut',
        'session.expired': { target: 'loggedOut', actions: ['markExpired', 'endSessionFlags', 'announceLogout'] },
      },
    },
    loggedIn: {
      entry: [
        'announceLogin',
        // From the agent login page, success goes to the agent centre.
        'navigateToAgentCentre',
      ],
      exit: ['endSessionFlags', 'announceLogout'],
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'mustChangePassword', target: 'changingPassword' }, { target: 'active' }],
        },
        active: { on: { 'session.changePassword': 'changingPassword' } },
        /** Forced after a login with the default or an expired password; or chosen by the member. */
        changingPassword: loadThen(
          'changePassword',
          {
            invoke: {
              id: 'changePassword',
              systemId: 'changePassword',
              src: 'changePassword',
              input: ({ context }: { context: SessionContext }) => ({
                ...(context.knownPassword ? { knownOldPassword: context.knownPassword } : {}),
                forced: context.mustChangePassword,
                ...(context.passwordRule ? { passwordRule: context.passwordRule } : {}),
              }),
              onDone: [
                {
                  // Changed: reload login info, close, go home (spec §4).
                  guard: 'passwordChanged',
                  target: '#session.loggedIn.reloading',
                  actions: [assign({ mustChangePassword: false, knownPassword: null, passwordExpired: false }), navigate('/')],
                },
                { target: '#session.loggedIn.active' },
              ],
            },
          },
          // A chosen change can be given up while its form loads (or if it could not); a forced one cannot.
          {
            whileAbsent: {
              'session.cancelPasswordChange': { guard: not('mustChangePassword'), target: '#session.loggedIn.active', actions: 'clearLoadError' },
            },
          },
        ),
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
        'session.expired': { target: 'loggedOut', actions: 'markExpired' },
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
      exit: [assign({ ended: 'logout' as SessionEnd }), navigate('/')],
    },
  },
});

export type { LoginValue };
