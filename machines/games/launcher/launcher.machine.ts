/**
 * launcher (spec §4 game start): every way a game or a vendor starts, and the game popup.
 * - Logged out: the login popup (a free trial of a game that offers one still plays).
 * - A trial (free-play) account is told to register a real account.
 * - Vendor routing: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, LOTT/ELOTT → /lottery,
 *   RNG → /rng; isGame VASSALAGE opens the vendor's game list; anything else launches directly.
 *   A lottery vendor's game goes to its lottery page with its game code: the lottery launches from
 *   there (launchMode LOTT, with the page to come back to).
 * - A game under maintenance is told by the maintenance window its refusal carries (the effect
 *   marks it), not by an error code.
 * - The launch URL is resolved against a launch CDN chosen at random (the random number comes
 *   in with the event, so a replay chooses the same one).
 * - A game under maintenance shows its end time and suggests other games.
 * Closing the game refreshes the balance.
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { maintenanceWindow } from '../../../gateway/shell/maintenance.contract';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import type { GamePage, GameQuery } from '../games.types';
import type { LaunchInput, LotteryLaunch } from './launcher.types';
import { launchUrl, LOTTERY_ROUTES, pickCdn, vendorRoute, type Game, type Vendor } from '../rules';
import { navigate, tell, type BootstrapConfigured, type LanguageChanged, type SessionChanged } from '../../shared/broadcasts';

export type LaunchMode = 'real' | 'trial';

export interface LauncherContext {
  loggedIn: boolean;
  isTrialAccount: boolean;
  language: string;
  launchCdns: string[];
  /** What is being launched. */
  game: Game | null;
  mode: LaunchMode;
  /** The random number that picks the CDN. */
  random: number;
  /** A lottery launch's prize mode, area, game code and the page to come back to. */
  lottery: LotteryLaunch | null;
  url: string | null;
  /** The vendor whose game list is open (isGame VASSALAGE). */
  vendor: Vendor | null;
  vendorGames: Game[];
  maintenanceEnd: number | null;
  suggestions: Game[];
  notice: 'trialMustRegister' | null;
  error: GatewayErrorInfo | null;
  fullscreen: boolean;
  /** The game plays inside its page (the seamless game page), not in the game popup. */
  embedded: boolean;
  /** Where the last vendor start sent the player (lottery pages, /rng). */
  routedTo: string | null;
}

export type LauncherEvent =
  | SessionChanged
  | BootstrapConfigured
  | LanguageChanged
  | { type: 'launch.game'; game: Game; mode?: LaunchMode; random: number; lottery?: LotteryLaunch; embedded?: boolean }
  | { type: 'launch.vendor'; vendor: Vendor; random: number }
  | { type: 'launch.close' }
  | { type: 'launch.dismiss' }
  | { type: 'launch.toggleFullscreen' };

/** A vendor's own lobby, launched like a game. */
export function vendorAsGame(v: Vendor): Game {
  return {
    nodeId: '',
    gameId: null,
    gameCode: null,
    name: v.name,
    gameType: v.gameType,
    vendor: v.code,
    icon: v.icon,
    isHot: false,
    freeTrial: false,
    classify: null,
    opensList: false,
  };
}

/** The lottery page of a lottery vendor's game, with its game code. */
function lotteryPageOf(game: Game): string {
  const page = LOTTERY_ROUTES[game.vendor]!;
  return game.gameCode ? `${page}?gameCode=${encodeURIComponent(game.gameCode)}` : page;
}

const launcherSetup = setup({
  types: {
    context: {} as LauncherContext,
    events: {} as LauncherEvent,
    input: {} as { language: string },
  },
  actors: {
    launchGame: notProvided<LaunchInput, string>('launchGame'),
    fetchHotGames: notProvided<{ gameType?: string; vendor?: string }, Game[]>('fetchHotGames'),
    fetchGames: notProvided<GameQuery, GamePage>('fetchGames'),
  },
  guards: {
    /** A refusal carrying a maintenance window (value.content.data), whatever its code (gateway/errors.ts). */
    isMaintenance: ({ event }) => maintenanceWindow(toErrorInfo(errorOf(event)).detail) !== null,
    needsLogin: ({ context, event }) => {
      if (context.loggedIn) return false;
      // A logged-out visitor may play a free trial where the game offers one (spec §6).
      return !(event.type === 'launch.game' && (event.mode ?? 'real') === 'trial' && event.game.freeTrial);
    },
    isTrialAccount: ({ context, event }) => context.isTrialAccount && !(event.type === 'launch.game' && event.mode === 'trial'),
    opensList: ({ event }) => event.type === 'launch.game' && event.game.opensList,
    /** A lottery vendor's game, launched from a list (not from its lottery page). */
    lotteryGame: ({ event }) => event.type === 'launch.game' && !event.lottery && LOTTERY_ROUTES[event.game.vendor] !== undefined,
    /** The session just ended (logged out). */
    loggedOutNow: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    /** The vendor has a page of its own in the app (the lottery pages, /rng): go there. */
    vendorHasPage: ({ event }) => event.type === 'launch.vendor' && vendorRoute(event.vendor).kind === 'route',
    /** The vendor has its own list of games (isGame VASSALAGE): show it. */
    vendorOpensList: ({ event }) => event.type === 'launch.vendor' && vendorRoute(event.vendor).kind === 'vendorList',
  },
  actions: {
    promptLogin: tell('session', { type: 'session.promptLogin' }),
    refreshWallet: tell('wallet', { type: 'wallet.refresh' }),
    trackSession: assign(({ event }) => (event.type === 'session.changed' ? { loggedIn: event.loggedIn, isTrialAccount: event.isTrial } : {})),
    mustRegister: assign({ notice: 'trialMustRegister' }),
    /** The game's vendor has its own list of games (isGame VASSALAGE): show it. */
    openGameList: assign(({ event }) => {
      const { game } = event as Extract<LauncherEvent, { type: 'launch.game' }>;
      return {
        vendor: { code: game.vendor, name: game.name, gameType: game.gameType, icon: game.icon, accountTypeName: null, opensList: true, maintenance: false },
      };
    }),
    noteLotteryPage: assign(({ event }) => ({ routedTo: lotteryPageOf((event as Extract<LauncherEvent, { type: 'launch.game' }>).game), notice: null })),
    toLotteryPage: navigate(({ event }) => lotteryPageOf((event as Extract<LauncherEvent, { type: 'launch.game' }>).game)),
    startGame: assign(({ event }) => {
      const e = event as Extract<LauncherEvent, { type: 'launch.game' }>;
      return {
        game: e.game,
        mode: e.mode ?? 'real',
        random: e.random,
        lottery: e.lottery ?? null,
        embedded: e.embedded ?? false,
        notice: null,
        maintenanceEnd: null,
        suggestions: [],
        error: null,
      };
    }),
    clear: assign({
      game: null,
      lottery: null,
      url: null,
      vendor: null,
      vendorGames: [],
      maintenanceEnd: null,
      suggestions: [],
      error: null,
      fullscreen: false,
      embedded: false,
    }),
  },
});

/**
 * Launching a game, from the lobby, a vendor's own list or the maintenance suggestions alike: a
 * visitor is asked to log in (but for a free trial), a trial account to register (but for a
 * trial), and either notice replaces the popup that was open.
 */
const LAUNCH_GAME = [
  { guard: 'needsLogin', target: 'idle', actions: 'promptLogin' },
  { guard: 'isTrialAccount', target: 'idle', actions: 'mustRegister' },
  { guard: 'opensList', target: 'vendorList', actions: 'openGameList' },
  { guard: 'lotteryGame', target: 'idle', actions: ['noteLotteryPage', 'toLotteryPage'] },
  { target: 'launching', actions: 'startGame' },
] as const;

export const launcherMachine = launcherSetup.createMachine({
  id: 'launcher',
  context: ({ input }) => ({
    loggedIn: false,
    isTrialAccount: false,
    language: input.language,
    launchCdns: [],
    game: null,
    mode: 'real',
    random: 0,
    lottery: null,
    url: null,
    vendor: null,
    vendorGames: [],
    maintenanceEnd: null,
    suggestions: [],
    notice: null,
    error: null,
    fullscreen: false,
    embedded: false,
    routedTo: null,
  }),
  initial: 'idle',
  on: {
    'session.changed': [
      // Logging out closes a running game: it was played on the ended session.
      { guard: 'loggedOutNow', target: '.idle', actions: ['trackSession', 'clear'] },
      { actions: 'trackSession' },
    ],
    'bootstrap.configured': { actions: assign({ launchCdns: ({ event }) => event.launchCdns }) },
    'language.changed': { actions: assign({ language: ({ event }) => event.lang }) },
  },
  states: {
    idle: {
      entry: 'clear',
      on: {
        'launch.game': LAUNCH_GAME,
        'launch.vendor': [
          { guard: 'needsLogin', actions: 'promptLogin' },
          { guard: 'isTrialAccount', actions: assign({ notice: 'trialMustRegister' }) },
          {
            guard: 'vendorHasPage',
            actions: [
              assign({ routedTo: ({ event }) => (vendorRoute(event.vendor) as { path: string }).path }),
              navigate(({ event }) => (vendorRoute((event as { vendor: Vendor }).vendor) as { path: string }).path),
            ],
          },
          { guard: 'vendorOpensList', target: 'vendorList', actions: assign({ vendor: ({ event }) => event.vendor }) },
          {
            target: 'launching',
            actions: assign(({ event }) => ({ game: vendorAsGame(event.vendor), mode: 'real' as const, random: event.random, notice: null })),
          },
        ],
        'launch.dismiss': { actions: assign({ notice: null }) },
      },
    },
    /** The vendor's own game list (isGame VASSALAGE): pick a game to launch. */
    vendorList: {
      initial: 'loading',
      on: {
        'launch.close': 'idle',
        'launch.game': LAUNCH_GAME,
      },
      states: {
        loading: {
          invoke: {
            id: 'fetchVendorGames',
            src: 'fetchGames',
            input: ({ context }) => ({ vendor: context.vendor!.code, gameType: context.vendor!.gameType, page: 1, pageSize: 999 }),
            onDone: { target: 'ready', actions: assign({ vendorGames: ({ event }) => event.output.games }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
          },
        },
        ready: {},
        failed: { on: { 'launch.dismiss': 'loading' } },
      },
    },
    launching: {
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }) => ({
          game: context.game!,
          accountType: context.mode === 'trial' ? 0 : 1,
          loggedIn: context.loggedIn,
          language: context.language,
          ...(context.lottery ? { lottery: context.lottery } : {}),
        }),
        onDone: {
          target: 'playing',
          actions: assign(({ context, event }) => ({ url: launchUrl(event.output, pickCdn(context.launchCdns, context.random)) })),
        },
        onError: [
          {
            guard: 'isMaintenance',
            target: 'maintenance',
            actions: assign(({ event }) => {
              const error = toErrorInfo(event.error);
              return { error, maintenanceEnd: maintenanceWindow(error.detail)?.end ?? null };
            }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
        ],
      },
      on: { 'launch.close': 'idle' },
    },
    /** The game popup (an iframe). Closing it refreshes the balance the game moved. */
    playing: {
      on: {
        'launch.close': { target: 'idle', actions: 'refreshWallet' },
        'launch.toggleFullscreen': { actions: assign({ fullscreen: ({ context }) => !context.fullscreen }) },
      },
    },
    /** Under maintenance: the end time, and other games to play instead. */
    maintenance: {
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchHotGames',
        input: ({ context }) => ({ gameType: context.game!.gameType }),
        onDone: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const current = context.game!;
            enqueue.assign({ suggestions: event.output.filter((g) => g.nodeId !== current.nodeId && g.vendor !== current.vendor).slice(0, 6) });
          }),
        },
        onError: {}, // no suggestions; the maintenance message still stands
      },
      on: {
        'launch.close': 'idle',
        'launch.dismiss': 'idle',
        'launch.game': LAUNCH_GAME,
      },
    },
    failed: {
      on: { 'launch.close': 'idle', 'launch.dismiss': 'idle' },
    },
  },
});
