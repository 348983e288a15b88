/**
 * lobby (spec §2 Lobby, §4): the game list of a lobby page. Filters ALL, HOT, FAV, RECENT, NEW;
 * game-name search (trimmed, debounced); the vendor menu (choosing a vendor resets the filter to
 * ALL and the page to 1); pagination of 18. FAV and RECENT need a login: logged out, choosing
 * them opens the login prompt and the filter stays. A new query cancels the one in flight.
 */
import { assign, not, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { notProvided, toErrorInfo } from '../../shared/effect';
import { type GamePage, type GameQuery } from '../games.effects';
import { LOBBY_PAGE_SIZE, SEARCH_DEBOUNCE_MS, type Game, type LobbyFilter } from '../rules';
import { tell, type LanguageChanged, type SessionChanged } from '../../shared/broadcasts';

export interface LobbyContext {
  loggedIn: boolean;
  /** null until a lobby page opens; '' for every type (the /favorite and /recent lists). */
  gameType: string | null;
  vendor: string | null;
  filter: LobbyFilter;
  /** What the user typed (kept as typed). */
  search: string;
  /** The trimmed search the results are for. */
  query: string;
  page: number;
  games: Game[];
  totalPages: number;
  totalCount: number;
  /** For client-side paging of HOT and FAV, which the gateway answers in one list. */
  all: Game[] | null;
  error: GatewayErrorInfo | null;
}

export type LobbyEvent =
  | SessionChanged
  | { type: 'lobby.open'; gameType: string; vendor?: string | null; filter?: LobbyFilter }
  | { type: 'lobby.filter'; filter: LobbyFilter }
  | { type: 'lobby.vendor'; vendor: string | null }
  | { type: 'lobby.search'; text: string }
  | { type: 'lobby.page'; page: number }
  | { type: 'lobby.retry' }
  | LanguageChanged;

const needsLogin = (f: LobbyFilter) => f === 'FAV' || f === 'RECENT';

function matches(g: Game, query: string, vendor: string | null): boolean {
  return (!vendor || g.vendor === vendor) && (!query || g.name.toLowerCase().includes(query.toLowerCase()));
}

function clientPage(all: Game[], ctx: Pick<LobbyContext, 'query' | 'vendor' | 'page'>): Pick<LobbyContext, 'games' | 'totalPages' | 'totalCount' | 'page'> {
  const list = all.filter((g) => matches(g, ctx.query, ctx.vendor));
  const totalPages = Math.ceil(list.length / LOBBY_PAGE_SIZE);
  const page = Math.min(Math.max(1, ctx.page), Math.max(1, totalPages));
  return { games: list.slice((page - 1) * LOBBY_PAGE_SIZE, page * LOBBY_PAGE_SIZE), totalPages, totalCount: list.length, page };
}

export const lobbyMachine = setup({
  types: { context: {} as LobbyContext, events: {} as LobbyEvent },
  actors: {
    fetchGames: notProvided<GameQuery, GamePage>('fetchGames'),
    fetchHotGames: notProvided<{ gameType?: string; vendor?: string }, Game[]>('fetchHotGames'),
    fetchFavouriteList: notProvided<{ gameType?: string; vendor?: string }, Game[]>('fetchFavouriteList'),
    fetchRecentGames: notProvided<{ page: number; pageSize: number; gameType?: string; vendor?: string }, GamePage>('fetchRecentGames'),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    isOpen: ({ context }) => context.gameType !== null,
    filterNeedsLogin: ({ context, event }) => event.type === 'lobby.filter' && needsLogin(event.filter) && !context.loggedIn,
    hot: ({ context }) => context.filter === 'HOT',
    fav: ({ context }) => context.filter === 'FAV',
    recent: ({ context }) => context.filter === 'RECENT',
    hasClientList: ({ context }) => context.all !== null && (context.filter === 'HOT' || context.filter === 'FAV'),
    loggedOutOnLoginFilter: ({ context, event }) => event.type === 'session.changed' && !event.loggedIn && needsLogin(context.filter),
  },
  actions: {
    promptLogin: tell('session', { type: 'session.promptLogin' }),
    showPage: assign(({ event }) => {
      const out = (event as unknown as { output: GamePage }).output;
      return { games: out.games, totalPages: out.totalPages, totalCount: out.totalCount, all: null, error: null };
    }),
    showList: assign(({ context, event }) => {
      const all = (event as unknown as { output: Game[] }).output;
      return { all, ...clientPage(all, context), error: null };
    }),
    repage: assign(({ context }) => clientPage(context.all ?? [], context)),
    fail: assign({ error: ({ event }) => toErrorInfo((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'lobby',
  context: {
    loggedIn: false,
    gameType: null,
    vendor: null,
    filter: 'ALL',
    search: '',
    query: '',
    page: 1,
    games: [],
    totalPages: 0,
    totalCount: 0,
    all: null,
    error: null,
  },
  initial: 'closed',
  on: {
    'session.changed': [
      // Logged out on a login-only filter: back to ALL.
      { guard: 'loggedOutOnLoginFilter', target: '.loading', actions: assign({ loggedIn: false, filter: 'ALL' as LobbyFilter, page: 1, all: null }) },
      { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
    ],
    'lobby.filter': [
      { guard: not('isOpen') },
      { guard: 'filterNeedsLogin', actions: 'promptLogin' },
      { target: '.loading', actions: assign({ filter: ({ event }) => event.filter, page: 1, all: null }) },
    ],
    'lobby.vendor': {
      guard: 'isOpen',
      target: '.loading',
      actions: assign({ vendor: ({ event }) => event.vendor, filter: 'ALL' as LobbyFilter, page: 1, all: null }),
    },
    'lobby.search': [
      { guard: not('isOpen') },
      // Only the trimmed text counts: spaces typed at either end fetch nothing new.
      { guard: ({ context, event }) => event.text.trim() === context.query, actions: assign({ search: ({ event }) => event.text }) },
      { target: '.debouncing', actions: assign({ search: ({ event }) => event.text, query: ({ event }) => event.text.trim(), page: 1 }) },
    ],
    'lobby.page': { guard: 'isOpen', target: '.loading', actions: assign({ page: ({ event }) => Math.max(1, event.page) }) },
    'language.changed': { guard: 'isOpen', target: '.loading', actions: assign({ all: null }) },
    'lobby.open': {
      target: '.loading',
      actions: assign(({ event, context }) => {
        const filter = event.filter && (!needsLogin(event.filter) || context.loggedIn) ? event.filter : 'ALL';
        return { gameType: event.gameType, vendor: event.vendor ?? null, filter, search: '', query: '', page: 1, all: null, games: [], totalPages: 0, totalCount: 0, error: null };
      }),
    },
  },
  states: {
    closed: {},
    loading: {
      initial: 'route',
      states: {
        route: {
          always: [
            { guard: 'hasClientList', target: '#lobby.ready', actions: 'repage' },
            { guard: 'hot', target: 'hot' },
            { guard: 'fav', target: 'fav' },
            { guard: 'recent', target: 'recent' },
            { target: 'list' },
          ],
        },
        list: {
          invoke: {
            id: 'fetchGames',
            src: 'fetchGames',
            input: ({ context }) => ({
              gameType: context.gameType ?? '',
              vendor: context.vendor ?? undefined,
              name: context.query || undefined,
              isNew: context.filter === 'NEW',
              page: context.page,
              pageSize: LOBBY_PAGE_SIZE,
            }),
            onDone: { target: '#lobby.ready', actions: 'showPage' },
            onError: { target: '#lobby.failed', actions: 'fail' },
          },
        },
        recent: {
          invoke: {
            id: 'fetchRecentGames',
            src: 'fetchRecentGames',
            input: ({ context }) => ({ page: context.page, pageSize: LOBBY_PAGE_SIZE, gameType: context.gameType || undefined, vendor: context.vendor ?? undefined }),
            onDone: { target: '#lobby.ready', actions: 'showPage' },
            onError: { target: '#lobby.failed', actions: 'fail' },
          },
        },
        hot: {
          invoke: {
            id: 'fetchHotGames',
            src: 'fetchHotGames',
            input: ({ context }) => ({ gameType: context.gameType || undefined }),
            onDone: { target: '#lobby.ready', actions: 'showList' },
            onError: { target: '#lobby.failed', actions: 'fail' },
          },
        },
        fav: {
          invoke: {
            id: 'fetchFavouriteList',
            src: 'fetchFavouriteList',
            input: ({ context }) => ({ gameType: context.gameType || undefined }),
            onDone: { target: '#lobby.ready', actions: 'showList' },
            onError: { target: '#lobby.failed', actions: 'fail' },
          },
        },
      },
    },
    ready: {},
    failed: { on: { 'lobby.retry': 'loading' } },
    /** Waiting for the typing to pause before searching. */
    debouncing: {
      after: { debounce: 'loading' },
    },
  },
});
