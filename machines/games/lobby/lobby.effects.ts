/**
 * The lobby's reads (spec §2 Lobby, §4). A page of games for the lobby's query: ALL is the game
 * list, paged by the gateway; RECENT the recent games, paged by the gateway; HOT and FAV come as
 * whole lists (the hot list; the favourite list, fetched 999 at a time), which the paged query
 * pages here, kept to the page's type, the vendor and the search.
 */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { gameListQuery, hotGamesQuery } from '../games.effects';
import { FAVOURITE_PAGE_SIZE, isOfType, toGame, type Game } from '../rules';
import type { LobbyFilters } from './lobby.types';

/**
 * The minimum-bet hints on a list the client pages (hot, favourite, recent): a game whose stake or
 * lines the answer states below the hint goes; one that states neither stays (the gateway did not say).
 */
function meetsHints(g: Game, f: LobbyFilters): boolean {
  return !(f.minBet && g.minBet != null && g.minBet < f.minBet) && !(f.minLineNum && g.lines != null && g.lines < f.minLineNum);
}

function matches(g: Game, f: LobbyFilters): boolean {
  return (
    isOfType(g, f.gameType) &&
    (!f.classify || g.classify === f.classify) &&
    (!f.vendor || g.vendor === f.vendor) &&
    (!f.name || g.name.toLowerCase().includes(f.name.toLowerCase())) &&
    meetsHints(g, f)
  );
}

export const lobbyEffects = (client: GatewayClient) => ({
  fetchLobbyPage: effect<PageRequest<LobbyFilters>, PageResult<Game>>(async ({ filters: f, page, pageSize }, signal) => {
    const language = client.options.language();
    if (f.filter === 'HOT' || f.filter === 'FAV') {
      const list =
        f.filter === 'HOT'
          ? (await client.call('hotGames', hotGamesQuery(client), { signal })).list
          : (
              await client.call(
                'favouriteList',
                // W1's query (W1d 44978463546 @~12.0k), the token in it too; W1 lists RNG
                // favourites only, the lobby asks for its page's type ('' on /favorite: all).
                {
                  clientType: 3,
                  platform: 'flash',
                  language,
                  token: client.options.getToken() ?? '',
                  pageNo: 1,
                  pageSize: FAVOURITE_PAGE_SIZE,
                  gameType: f.gameType,
                },
                { signal },
              )
            ).content;
      const rows = list.map(toGame).filter((g) => matches(g, f));
      return { rows, totalPages: Math.ceil(rows.length / pageSize), totalCount: rows.length, whole: true };
    }
    if (f.filter === 'RECENT') {
      const v = await client.call('recentGames', { page, pageSize, gameType: f.gameType, vassalage: f.vendor ?? '', language, clientType: 3 }, { signal });
      // The recent call takes no classification nor hints: each page is kept to them here.
      const rows = v.list.map(toGame).filter((g) => (!f.classify || g.classify === f.classify) && meetsHints(g, f));
      return { rows, totalPages: v.totalPages, totalCount: rows.length };
    }
    const v = await client.call(
      'gameList',
      gameListQuery(client, {
        gameType: f.gameType,
        vendor: f.vendor ?? '',
        ...(f.classify ? { classify: f.classify } : {}),
        name: f.name,
        ...(f.minBet ? { minBet: f.minBet } : {}),
        ...(f.minLineNum ? { minLineNum: f.minLineNum } : {}),
        page,
        pageSize,
      }),
      { signal },
    );
    return { rows: v.games.map(toGame), totalPages: v.totalPages, totalCount: v.totalCount };
  }),
});

export type LobbyEffects = ReturnType<typeof lobbyEffects>;
