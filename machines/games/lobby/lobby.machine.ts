/**
 * lobby (spec §2 Lobby, §4): the lobby page's query, over a paged query of games (its child
 * `games`, systemId lobbyGames). Filters ALL, HOT, FAV, RECENT; the game-name search
 * (trimmed, after the typing pauses); the vendor menu (choosing a vendor resets the filter to
 * ALL and the page to 1); pages of 18. A classification category's page (SC, VP, JP, TG, AC, BG)
 * keeps its code beside the game type, and every read is of that kind of game. FAV and RECENT need a login: logged out, choosing them
 * opens the login prompt and the filter stays; logging out on one of them goes back to ALL.
 * The minimum-bet hints (spec §9: a stake of 1 or more, 25 lines or more) are two switches kept
 * beside the filter, the vendor and the search; switching one reads page 1 again. A new lobby
 * page starts with both off.
 * A new query cancels the one in flight; a language change reads the page again.
 */
import { and, assign, enqueueActions, not, sendTo, setup } from 'xstate';
import { tell, type LanguageChanged, type SessionChanged } from '../../shared/broadcasts';
import { pagedQueryMachine, type PagedQueryEvent } from '../../shared/paged-query/paged-query.machine';
import { LOBBY_PAGE_SIZE, MIN_BET_HINT, MIN_LINES_HINT, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, type LobbyFilter } from '../rules';
import type { LobbyFilters } from './lobby.types';

export interface LobbyContext {
  loggedIn: boolean;
  /** null until a lobby page opens; '' for every type (the /favorite and /recent lists). */
  gameType: string | null;
  vendor: string | null;
  /** The classification category of a category page (SC, VP, JP, TG, AC, BG), else null. */
  classify: string | null;
  filter: LobbyFilter;
  /** What the user typed into the search (kept as typed). */
  search: string;
  /** The minimum-bet hints switched on. */
  minBet: boolean;
  minLines: boolean;
}

/** A minimum-bet hint: `minBet` (a stake of 1 or more) or `minLines` (25 lines or more). */
export type LobbyHint = 'minBet' | 'minLines';

export type LobbyEvent =
  | SessionChanged
  | LanguageChanged
  | { type: 'lobby.open'; gameType: string; vendor?: string | null; classify?: string | null; filter?: LobbyFilter }
  | { type: 'lobby.filter'; filter: LobbyFilter }
  | { type: 'lobby.vendor'; vendor: string | null }
  | { type: 'lobby.search'; text: string }
  | { type: 'lobby.hint'; hint: LobbyHint; on: boolean }
  | { type: 'lobby.page'; page: number }
  | { type: 'lobby.retry' };

const needsLogin = (f: LobbyFilter) => f === 'FAV' || f === 'RECENT';

/** The query the games list runs for the lobby's state. */
const filtersOf = (c: LobbyContext): LobbyFilters => ({
  gameType: c.gameType ?? '',
  vendor: c.vendor,
  classify: c.classify,
  filter: c.filter,
  name: c.search.trim(),
  minBet: c.minBet ? MIN_BET_HINT : null,
  minLineNum: c.minLines ? MIN_LINES_HINT : null,
});

export const lobbyMachine = setup({
  types: { context: {} as LobbyContext, events: {} as LobbyEvent },
  actors: { games: pagedQueryMachine },
  guards: {
    open: ({ context }) => context.gameType !== null,
    loggedIn: ({ context }) => context.loggedIn,
    asksForAccountList: ({ event }) => event.type === 'lobby.filter' && needsLogin(event.filter),
    onAccountList: ({ context }) => needsLogin(context.filter),
    loggedOutNow: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
  },
  actions: {
    promptLogin: tell('session', { type: 'session.promptLogin' }),
    /** The games list runs the lobby's current query (page 1). */
    requery: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo('games', { type: 'query.set', filters: filtersOf(context) } satisfies PagedQueryEvent<LobbyFilters>),
    ),
  },
}).createMachine({
  id: 'lobby',
  context: { loggedIn: false, gameType: null, vendor: null, classify: null, filter: 'ALL', search: '', minBet: false, minLines: false },
  initial: 'closed',
  on: {
    'session.changed': [
      // Logged out on a login-only filter: back to ALL.
      {
        guard: and(['open', 'loggedOutNow', 'onAccountList']),
        actions: [assign({ loggedIn: false, filter: 'ALL' as LobbyFilter }), 'requery'],
      },
      { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
    ],
    'lobby.open': {
      target: '.open',
      reenter: true,
      actions: assign(({ event, context }) => ({
        gameType: event.gameType,
        vendor: event.vendor ?? null,
        classify: event.classify ?? null,
        filter: event.filter && (!needsLogin(event.filter) || context.loggedIn) ? event.filter : 'ALL',
        search: '',
        minBet: false,
        minLines: false,
      })),
    },
  },
  states: {
    closed: {},
    open: {
      invoke: {
        id: 'games',
        systemId: 'lobbyGames',
        src: 'games',
        input: ({ context }) => ({ filters: filtersOf(context), pageSize: LOBBY_PAGE_SIZE, debounceMs: SEARCH_DEBOUNCE_MS }),
      },
      on: {
        'lobby.filter': [
          { guard: and(['asksForAccountList', not('loggedIn')]), actions: 'promptLogin' },
          { actions: [assign({ filter: ({ event }) => event.filter }), 'requery'] },
        ],
        'lobby.vendor': { actions: [assign({ vendor: ({ event }) => event.vendor, filter: 'ALL' as LobbyFilter }), 'requery'] },
        'lobby.search': {
          actions: [
            assign({ search: ({ event }) => event.text.slice(0, SEARCH_MAX_LENGTH) }),
            sendTo('games', ({ event }) => ({ type: 'query.search' as const, field: 'name', text: event.text.slice(0, SEARCH_MAX_LENGTH) })),
          ],
        },
        'lobby.hint': { actions: [assign(({ event }) => (event.hint === 'minBet' ? { minBet: event.on } : { minLines: event.on })), 'requery'] },
        'lobby.page': { actions: sendTo('games', ({ event }) => ({ type: 'query.page' as const, page: event.page })) },
        'lobby.retry': { actions: sendTo('games', { type: 'query.retry' }) },
        'language.changed': { actions: sendTo('games', { type: 'query.refresh' }) },
      },
    },
  },
});
