/**
 * The lobby's one read: a page of games for the lobby's query (spec §2 Lobby, §4). ALL and NEW
 * are the game list, paged by the gateway; RECENT the recent games, paged by the gateway; HOT and
 * FAV come as whole lists (the hot list; the favourite list, fetched 999 at a time), which the
 * paged query pages here, filtered by the search and the vendor.
 */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { FAVOURITE_PAGE_SIZE, toGame, type Game, type LobbyFilter } from '../rules';

export interface LobbyFilters {
  [k: string]: unknown;
  /** '' for every type (the favourite and recent lists). */
  gameType: string;
  vendor: string | null;
  filter: LobbyFilter;
  /** The trimmed search. */
  name: string;
}

function matches(g: Game, name: string, vendor: string | null): boolean {
  return (!vendor || g.vendor === vendor) && (!name || g.name.toLowerCase().includes(name.toLowerCase()));
}

export const lobbyEffects = (client: GatewayClient) => ({
    fetchLobbyPage: effect<PageRequest<LobbyFilters>, PageResult<Game>>(async ({ filters: f, page, pageSize }, signal) => {
      const language = client.options.language();
      if (f.filter === 'HOT' || f.filter === 'FAV') {
        const list =
          f.filter === 'HOT'
            ? (
                await client.call(
                  'hotGames',
                  { merchantCode: client.options.merchantCode, isPlatform: 2, vassalage: '', gameType: f.gameType, platform: 'html5-desktop', language },
                  { signal },
                )
              ).list
            : (
                await client.call(
                  'favouriteList',
                  { clientType: 3, platform: 'flash', gameType: f.gameType, vassalage: '', pageNo: 1, pageSize: FAVOURITE_PAGE_SIZE, language },
                  { signal },
                )
              ).content;
        const rows = list.map(toGame).filter((g) => matches(g, f.name, f.vendor));
        return { rows, totalPages: Math.ceil(rows.length / pageSize), totalCount: rows.length, whole: true };
      }
      if (f.filter === 'RECENT') {
        const v = await client.call(
          'recentGames',
          { page, pageSize, gameType: f.gameType, vassalage: f.vendor ?? '', language, clientType: 3 },
          { signal },
        );
        return { rows: v.list.map(toGame), totalPages: v.totalPages, totalCount: v.list.length };
      }
      const v = await client.call(
        'gameList',
        {
          merchant: client.options.merchantCode,
          platform: 'flash,html5-desktop',
          clientType: 3,
          gameType: f.gameType,
          vassalage: f.vendor ?? '',
          gameClassify: '',
          gameName: f.name,
          ...(f.filter === 'NEW' ? { isNew: 1 } : {}),
          language,
          pageNo: page,
          pageSize,
        },
        { signal },
      );
      return { rows: v.games.map(toGame), totalPages: v.totalPages, totalCount: v.totalCount };
    }),
});

export type LobbyEffects = ReturnType<typeof lobbyEffects>;
