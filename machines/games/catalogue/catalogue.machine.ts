/**
 * catalogue: what the navigation and the home page show about games. Vendor lanes (cached,
 * refreshed on a language change; the sports lane split applied), hot games, the winner board
 * (limit 20, ALL, by win amount) and, logged in, the recent games. Each part fails on its own:
 * the others still show. The hot list and the winner board are the home page's: fetched once the
 * home is shown (`catalogue.home.shown`), never for a visitor who opens a lobby. The home's hot
 * list is cached in session storage per language (spec §7): a page load in the same tab shows it
 * without asking again; a refresh asks again.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LanguageChanged, SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import type { AppStorage } from '../../shared/storage';
import type { GamePage } from '../games.types';
import { HOME_SLICE, prizeMode, type Game, type Lane, type Winner } from '../rules';

/** The session-storage key of the home's hot list: `{ lang, games }`. */
export const HOT_GAMES_CACHE_KEY = 'homeHotGames';

/** A cached hot list for `lang`, or null (none, another language's, or not a list of games). */
export function cachedHotGames(storage: AppStorage | null, lang: string): Game[] | null {
  const raw = storage?.getSession(HOT_GAMES_CACHE_KEY);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as { lang?: unknown; games?: unknown };
    if (saved.lang !== lang || !Array.isArray(saved.games)) return null;
    const games = saved.games as Game[];
    return games.every((g) => g && typeof g.nodeId === 'string' && typeof g.name === 'string' && typeof g.vendor === 'string') ? games : null;
  } catch {
    return null;
  }
}

export interface CatalogueInput {
  /** Where the home's hot list is cached (absent: no cache). */
  storage?: AppStorage;
  /** The language the app starts in (later ones come with language.changed). */
  language?: string;
}

export interface CatalogueContext {
  storage: AppStorage | null;
  language: string;
  lanes: Lane[];
  hot: Game[];
  winners: Winner[];
  recent: Game[];
  loggedIn: boolean;
  /** The home page has been shown: its hot list and winner board are wanted (and refreshed). */
  homeShown: boolean;
  /** The lottery prize mode the lanes imply (spec §4). */
  prizeMode: 'ELOTT' | 'LOTT';
  errors: { lanes: GatewayErrorInfo | null; hot: GatewayErrorInfo | null; winners: GatewayErrorInfo | null; recent: GatewayErrorInfo | null };
}

export type CatalogueEvent =
  | LanguageChanged
  | SessionChanged
  | { type: 'catalogue.refresh' }
  /** The home page is on screen: load its hot list and winner board if not yet loaded. */
  | { type: 'catalogue.home.shown' }
  /** The winner board's call failed: ask for it again (the board's retry). */
  | { type: 'catalogue.winners.retry' };

export const catalogueMachine = setup({
  types: { context: {} as CatalogueContext, events: {} as CatalogueEvent, input: {} as CatalogueInput | undefined },
  actors: {
    fetchLanes: notProvided<void, Lane[]>('fetchLanes'),
    fetchHotGames: notProvided<{ gameType?: string; vendor?: string }, Game[]>('fetchHotGames'),
    fetchWinners: notProvided<void, Winner[]>('fetchWinners'),
    fetchRecentGames: notProvided<{ page: number; pageSize: number }, GamePage>('fetchRecentGames'),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    homeShown: ({ context }) => context.homeShown,
    hotCached: ({ context }) => cachedHotGames(context.storage, context.language) !== null,
  },
  actions: {
    /** One part failed: keep what it showed, note why. */
    fail: assign(({ context, event }, params: { part: keyof CatalogueContext['errors'] }) => ({
      errors: { ...context.errors, [params.part]: toErrorInfo(errorOf(event)) },
    })),
    showHome: assign({ homeShown: true }),
    hotFromCache: assign(({ context }) => ({ hot: cachedHotGames(context.storage, context.language) ?? [], errors: { ...context.errors, hot: null } })),
    cacheHot: ({ context }) => context.storage?.setSession(HOT_GAMES_CACHE_KEY, JSON.stringify({ lang: context.language, games: context.hot })),
    forgetHot: ({ context }) => context.storage?.removeSession(HOT_GAMES_CACHE_KEY),
  },
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({
    storage: input?.storage ?? null,
    language: input?.language ?? '',
    lanes: [],
    hot: [],
    winners: [],
    recent: [],
    loggedIn: false,
    homeShown: false,
    prizeMode: 'LOTT',
    errors: { lanes: null, hot: null, winners: null, recent: null },
  }),
  type: 'parallel',
  on: {
    // The home's lists reload only if the home has been shown (pending decides).
    'language.changed': {
      target: ['.lanes.loading', '.hot.pending', '.winners.pending', '.recent.checking'],
      actions: assign({ language: ({ event }) => event.lang }),
    },
    // A refresh asks the gateway again: the cached hot list is forgotten first.
    'catalogue.refresh': { target: ['.lanes.loading', '.hot.pending', '.winners.pending', '.recent.checking'], actions: 'forgetHot' },
    'session.changed': {
      target: '.recent.checking',
      actions: assign({ loggedIn: ({ event }) => event.loggedIn }),
    },
  },
  states: {
    lanes: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchLanes',
            src: 'fetchLanes',
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                lanes: event.output,
                prizeMode: prizeMode(event.output),
                errors: { ...context.errors, lanes: null },
              })),
            },
            onError: { target: 'ready', actions: { type: 'fail', params: { part: 'lanes' } } },
          },
        },
        ready: {},
      },
    },
    hot: {
      initial: 'pending',
      states: {
        /** Wanted only once the home has been shown. */
        pending: { always: [{ guard: 'homeShown', target: 'checking' }, { target: 'idle' }] },
        idle: { on: { 'catalogue.home.shown': { target: 'checking', actions: 'showHome' } } },
        /** The list cached in this tab for the language, if any, instead of a call. */
        checking: { always: [{ guard: 'hotCached', target: 'ready', actions: 'hotFromCache' }, { target: 'loading' }] },
        loading: {
          invoke: {
            id: 'fetchHotGames',
            src: 'fetchHotGames',
            input: () => ({}),
            onDone: {
              target: 'ready',
              actions: [assign(({ context, event }) => ({ hot: event.output, errors: { ...context.errors, hot: null } })), 'cacheHot'],
            },
            onError: { target: 'ready', actions: { type: 'fail', params: { part: 'hot' } } },
          },
        },
        ready: {},
      },
    },
    winners: {
      initial: 'pending',
      states: {
        /** Wanted only once the home has been shown. */
        pending: { always: [{ guard: 'homeShown', target: 'loading' }, { target: 'idle' }] },
        idle: { on: { 'catalogue.home.shown': { target: 'loading', actions: 'showHome' } } },
        loading: {
          invoke: {
            id: 'fetchWinners',
            src: 'fetchWinners',
            onDone: { target: 'ready', actions: assign(({ context, event }) => ({ winners: event.output, errors: { ...context.errors, winners: null } })) },
            onError: { target: 'ready', actions: { type: 'fail', params: { part: 'winners' } } },
          },
        },
        ready: { on: { 'catalogue.winners.retry': 'loading' } },
      },
    },
    /** The home page's recent slice, for logged-in members only. */
    recent: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'loggedIn', target: 'loading' },
            { target: 'none', actions: assign({ recent: [] }) },
          ],
        },
        loading: {
          invoke: {
            id: 'fetchRecentSlice',
            src: 'fetchRecentGames',
            input: () => ({ page: 1, pageSize: HOME_SLICE }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({ recent: event.output.games.slice(0, HOME_SLICE), errors: { ...context.errors, recent: null } })),
            },
            onError: { target: 'ready', actions: { type: 'fail', params: { part: 'recent' } } },
          },
        },
        ready: {},
        none: {},
      },
    },
  },
});
