/**
 * The game reads several games workflows share (catalogue, lobby, launcher): the game list, hot
 * games and recent games (gateway-protocol §5.6). Each workflow's own calls are in its folder.
 */
import type { GatewayClient } from '../../gateway/client';
import { effect } from '../shared/effect';
import { toGame, type Game } from './rules';

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}
export interface GameQuery {
  gameType?: string;
  vendor?: string;
  classify?: string;
  name?: string;
  isNew?: boolean;
  page: number;
  pageSize: number;
}
export interface RecentQuery {
  page: number;
  pageSize: number;
  gameType?: string;
  vendor?: string;
}

export const gamesEffects = (client: GatewayClient) => ({
  fetchHotGames: effect<{ gameType?: string; vendor?: string }, Game[]>(async (input, signal) => {
    const v = await client.call(
      'hotGames',
      { merchantCode: client.options.merchantCode, isPlatform: 2, vassalage: input.vendor ?? '', gameType: input.gameType ?? '', platform: 'html5-desktop', language: client.options.language() },
      { signal },
    );
    return v.list.map(toGame);
  }),
  fetchGames: effect<GameQuery, GamePage>(async (q, signal) => {
    const v = await client.call(
      'gameList',
      {
        merchant: client.options.merchantCode,
        platform: 'flash,html5-desktop',
        clientType: 3,
        gameType: q.gameType ?? '',
        vassalage: q.vendor ?? '',
        gameClassify: q.classify ?? '',
        gameName: q.name ?? '',
        ...(q.isNew ? { isNew: 1 } : {}),
        language: client.options.language(),
        pageNo: q.page,
        pageSize: q.pageSize,
      },
      { signal },
    );
    return { games: v.games.map(toGame), totalPages: v.totalPages, totalCount: v.totalCount };
  }),
  fetchRecentGames: effect<RecentQuery, GamePage>(async (q, signal) => {
    const v = await client.call(
      'recentGames',
      { page: q.page, pageSize: q.pageSize, gameType: q.gameType ?? '', vassalage: q.vendor ?? '', language: client.options.language(), clientType: 3 },
      { signal },
    );
    return { games: v.list.map(toGame), totalPages: v.totalPages, totalCount: v.list.length };
  }),
});

export type GamesEffects = ReturnType<typeof gamesEffects>;
