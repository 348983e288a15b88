/**
 * Creates the one root actor with its effects provided, for the app, tests and replays alike.
 * Effects are provided into every nested machine here, so machines never see the gateway.
 */
import { createActor, fromPromise, type SimulatedClock, type ActorRefFrom, type AnyActorRef, type InspectionEvent, type Observer } from 'xstate';
import { bootstrapMachine } from '../shell/bootstrap/bootstrap.machine';
import { agentClockMachine } from '../agent/agent-clock/agent-clock.machine';
import { catalogueMachine } from '../games/catalogue/catalogue.machine';
import { contentMachine } from '../content/content.machine';
import { favouritesMachine } from '../games/favourites/favourites.machine';
import { jackpotMachine } from '../games/jackpot/jackpot.machine';
import { launcherMachine } from '../games/launcher/launcher.machine';
import { lobbyMachine } from '../games/lobby/lobby.machine';
import type { RuntimeConfig } from '../shared/config';
import { notProvided, type EffectName, type Effects } from './effects';
import type { JournalEntry } from './journal';
import { languageMachine } from '../shell/language/language.machine';
import { changePasswordMachine } from '../account/password/change-password.machine';
import { forgotPasswordMachine } from '../account/password/forgot-password.machine';
import { loginMachine } from '../account/login/login.machine';
import { registrationMachine, smsCodeWith } from '../account/registration/registration.machine';
import { smsCodeMachine } from '../shared/sms-code/sms-code.machine';
import { rootMachine } from './root.machine';
import { sessionMachine } from '../account/session/session.machine';
import type { AppStorage } from '../shared/storage';
import { SYSTEM_IDS } from './system-ids';
import { walletMachine } from '../member/wallet/wallet.machine';

/** What XState schedules with: the real clock or xstate's SimulatedClock. */
export type Clock = Pick<SimulatedClock, 'setTimeout' | 'clearTimeout'>;

export interface SystemOptions {
  effects: Effects;
  config: RuntimeConfig;
  storage: AppStorage;
  urlToken?: string | null;
  /** Seed of the jackpot ticker (default 1: fixed, for tests and replays). */
  jackpotSeed?: number;
  clock?: Clock;
  inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void);
}

export function provideEffects(effects: Effects) {
  return rootMachine.provide({
    actors: {
      bootstrap: bootstrapMachine.provide({
        actors: { fetchSystemStatus: effects.fetchSystemStatus, fetchWhitelabel: effects.fetchWhitelabel, fetchCountries: effects.fetchCountries },
      }),
      language: languageMachine,
      session: sessionMachine.provide({
        actors: {
          login: loginMachine.provide({
            actors: {
              login: effects.login,
              verifyLogin: effects.verifyLogin,
              fetchCaptcha: effects.fetchCaptcha,
              fetchChallenge: effects.fetchChallenge,
              smsCode: smsCodeMachine.provide({ actors: { sendSms: effects.sendLoginSms } }),
            },
          }),
          freeplayLogin: effects.freeplayLogin,
          registration: registrationMachine.provide({
            actors: {
              smsCode: smsCodeWith(effects.sendRegisterSms),
              fetchRegisterRules: effects.fetchRegisterRules,
              checkAffiliate: effects.checkAffiliate,
              fetchChallenge: effects.fetchChallenge,
              phoneVerification: effects.verifyPhoneThirdParty,
              register: effects.register,
            },
          }),
          forgotPassword: forgotPasswordMachine.provide({
            actors: {
              smsCode: smsCodeWith(effects.sendLoginSms),
              resetPasswordByEmail: effects.resetPasswordByEmail,
              resetPasswordByPhone: effects.resetPasswordByPhone,
              login: effects.login,
            },
          }),
          changePassword: changePasswordMachine.provide({ actors: { changePassword: effects.changePassword } }),
          fetchMemberInfo: effects.fetchMemberInfo,
          logout: effects.logout,
        },
      }),
      wallet: walletMachine.provide({ actors: { fetchBalance: effects.fetchBalance } }),
      content: contentMachine.provide({ actors: { fetchAnnouncements: effects.fetchAnnouncements, fetchHelp: effects.fetchHelp } }),
      catalogue: catalogueMachine.provide({
        actors: {
          fetchLanes: effects.fetchLanes,
          fetchHotGames: effects.fetchHotGames,
          fetchWinners: effects.fetchWinners,
          fetchRecentGames: effects.fetchRecentGames,
        },
      }),
      favourites: favouritesMachine.provide({
        actors: {
          fetchFavouriteIds: effects.fetchFavouriteIds,
          addFavourite: effects.addFavourite,
          removeFavourite: effects.removeFavourite,
        },
      }),
      launcher: launcherMachine.provide({
        actors: { launchGame: effects.launchGame, fetchHotGames: effects.fetchHotGames, fetchGames: effects.fetchGames },
      }),
      lobby: lobbyMachine.provide({
        actors: {
          fetchGames: effects.fetchGames,
          fetchHotGames: effects.fetchHotGames,
          fetchFavouriteList: effects.fetchFavouriteList,
          fetchRecentGames: effects.fetchRecentGames,
        },
      }),
      jackpot: jackpotMachine,
      agentClock: agentClockMachine,
    },
  });
}

export function createCroupierSystem(opts: SystemOptions) {
  // An effect the caller did not provide fails loudly when used, instead of leaving an
  // undefined actor in the tree (which breaks the whole system when it stops).
  const effects = { ...missingEffects(), ...Object.fromEntries(Object.entries(opts.effects).filter(([, v]) => v)) } as Effects;
  return createActor(provideEffects(effects), {
    systemId: SYSTEM_IDS.root,
    input: { config: opts.config, storage: opts.storage, urlToken: opts.urlToken ?? null, jackpotSeed: opts.jackpotSeed ?? 1 },
    ...(opts.clock ? { clock: opts.clock as never } : {}),
    ...(opts.inspect ? { inspect: opts.inspect } : {}),
  });
}

export type RootActor = ReturnType<typeof createCroupierSystem>;
export type BootstrapRef = ActorRefFrom<typeof bootstrapMachine>;
export type LanguageRef = ActorRefFrom<typeof languageMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type WalletRef = ActorRefFrom<typeof walletMachine>;
export type LoginRef = ActorRefFrom<typeof loginMachine>;
export type RegistrationRef = ActorRefFrom<typeof registrationMachine>;
export type ForgotPasswordRef = ActorRefFrom<typeof forgotPasswordMachine>;
export type ChangePasswordRef = ActorRefFrom<typeof changePasswordMachine>;
export type ContentRef = ActorRefFrom<typeof contentMachine>;
export type CatalogueRef = ActorRefFrom<typeof catalogueMachine>;
export type FavouritesRef = ActorRefFrom<typeof favouritesMachine>;
export type LauncherRef = ActorRefFrom<typeof launcherMachine>;
export type LobbyRef = ActorRefFrom<typeof lobbyMachine>;
export type JackpotRef = ActorRefFrom<typeof jackpotMachine>;
export type AgentClockRef = ActorRefFrom<typeof agentClockMachine>;

/** The long-lived actors live as long as the root, so these casts are safe. */
export function actorsOf(root: AnyActorRef) {
  const get = <T>(id: string) => root.system.get(id) as T;
  return {
    bootstrap: get<BootstrapRef>(SYSTEM_IDS.bootstrap),
    language: get<LanguageRef>(SYSTEM_IDS.language),
    session: get<SessionRef>(SYSTEM_IDS.session),
    wallet: get<WalletRef>(SYSTEM_IDS.wallet),
    content: get<ContentRef>(SYSTEM_IDS.content),
    catalogue: get<CatalogueRef>(SYSTEM_IDS.catalogue),
    favourites: get<FavouritesRef>(SYSTEM_IDS.favourites),
    launcher: get<LauncherRef>(SYSTEM_IDS.launcher),
    lobby: get<LobbyRef>(SYSTEM_IDS.lobby),
    jackpot: get<JackpotRef>(SYSTEM_IDS.jackpot),
    agentClock: get<AgentClockRef>(SYSTEM_IDS.agentClock),
  };
}

/** The short-lived login attempt, present only while logged out. */
export function loginActorOf(root: AnyActorRef): LoginRef | undefined {
  return root.system.get(SYSTEM_IDS.login) as LoginRef | undefined;
}

export const LONG_LIVED_IDS = [
  SYSTEM_IDS.bootstrap,
  SYSTEM_IDS.language,
  SYSTEM_IDS.session,
  SYSTEM_IDS.wallet,
  SYSTEM_IDS.content,
  SYSTEM_IDS.catalogue,
  SYSTEM_IDS.favourites,
  SYSTEM_IDS.launcher,
  SYSTEM_IDS.lobby,
  SYSTEM_IDS.jackpot,
  SYSTEM_IDS.agentClock,
] as const;

/** Every effect's name: the catalogue the stand-ins below are made from. */
const EFFECT_NAMES: EffectName[] = ['fetchSystemStatus', 'fetchWhitelabel', 'login', 'logout', 'fetchMemberInfo', 'fetchBalance', 'fetchAnnouncements', 'fetchHelp',
    'fetchLanes', 'fetchHotGames', 'fetchGames', 'fetchRecentGames', 'fetchFavouriteIds', 'fetchFavouriteList',
    'addFavourite', 'removeFavourite', 'launchGame', 'fetchWinners',
    'fetchCaptcha', 'fetchChallenge', 'sendLoginSms', 'sendRegisterSms', 'verifyLogin', 'freeplayLogin',
    'fetchRegisterRules', 'checkAffiliate', 'register', 'changePassword', 'resetPasswordByEmail', 'resetPasswordByPhone',
    'verifyPhoneThirdParty', 'fetchCountries'];

/** Effects that never settle: a replay feeds their outcomes from the journal instead. */
export function journalEffects(): Effects {
  const pending = () => fromPromise<never, never>(() => new Promise<never>(() => {}));
  return Object.fromEntries(EFFECT_NAMES.map((n) => [n, pending()])) as unknown as Effects;
}

/** Placeholders that reject with a plain error (the machines' onError paths handle it). */
function missingEffects(): Effects {
  return Object.fromEntries(EFFECT_NAMES.map((n) => [n, notProvided(n)])) as unknown as Effects;
}

/**
 * Moves a simulated clock to `to` in small steps. A timer that re-arms itself (a countdown tick)
 * schedules from the clock's current time, so one big jump would fire it only once.
 */
export function advanceClock(clock: { now(): number; set(ms: number): void }, to: number, step = 100): void {
  while (clock.now() < to) clock.set(Math.min(to, clock.now() + step));
}

/**
 * Replays a journal: a fresh system whose effects never settle, the clock moved to each
 * entry's time, and each recorded event sent to its systemId.
 */
export function replayJournal(
  entries: readonly JournalEntry[],
  opts: Omit<SystemOptions, 'effects' | 'clock'> & {
    clock: Clock & { now(): number; set(ms: number): void };
    /** The recording's clock time at its end: time that passed after the last event counts too. */
    until?: number;
  },
): RootActor {
  const root = createCroupierSystem({ ...opts, effects: journalEffects() });
  root.start();
  for (const entry of entries) {
    if (entry.at > opts.clock.now()) advanceClock(opts.clock, entry.at);
    const target = root.system.get(entry.to) as AnyActorRef | undefined;
    target?.send(entry.event);
  }
  if (opts.until !== undefined) advanceClock(opts.clock, opts.until);
  return root;
}
