/**
 * The game reads several games workflows share (catalogue, lobby, launcher): the game list, hot
 * games and recent games (gateway-protocol §5.6). Each workflow's own calls are in its folder.
 */
import type { GatewayClient } from '../../gateway/client';
import type { RequestOf } from '../../gateway/requests';
import { effect } from '../shared/effect';
import { isOfType, toGame, type Game } from './rules';
import type { GamePage, GameQuery, RecentQuery } from './games.types';

/**
 * The game list's query as W1's lobby sends it (W1d 44978463546 @~8.9k: clientType 3, platform
 * "flash,html5-desktop", merchant, gameType, vassalage, gameClassify, pageNo, pageSize, language).
 * A search adds go444's `gameName` and leaves `language` out: go444 saw the relay find nothing when
 * both are sent (G7 §4).
 */
export function gameListQuery(client: GatewayClient, q: GameQuery): RequestOf<'gameList'> {
  const name = q.name?.trim() ?? '';
  return {
    clientType: 3,
    platform: 'flash,html5-desktop',
    merchant: client.options.merchantCode,
    gameType: q.gameType ?? '',
    vassalage: q.vendor ?? '',
    gameClassify: q.classify ?? '',
    pageNo: q.page,
    pageSize: q.pageSize,
    ...(q.minBet ? { minBet: q.minBet } : {}),
    ...(q.minLineNum ? { minLineNum: q.minLineNum } : {}),
    ...(name ? { gameName: name } : { language: client.options.language() }),
  };
}

/** The hot list's query, exactly as W1's home asks for it (W1d 44978463546 @12594): no game type. */
export const hotGamesQuery = (client: GatewayClient): RequestOf<'hotGames'> => ({
  merchantCode: client.options.merchantCode,
  isPlatform: 2,
  vassalage: '',
  platform: 'flash,html5-desktop',
  language: client.options.language(),
});

export const gamesEffects = (client: GatewayClient) => ({
  /** The hot list, kept to a page's game type and vendor here: the relay is asked for all of it. */
  fetchHotGames: effect<{ gameType?: string; vendor?: string }, Game[]>(async (input, signal) => {
    const v = await client.call('hotGames', hotGamesQuery(client), { signal });
    return v.list.map(toGame).filter((g) => isOfType(g, input.gameType ?? '') && (!input.vendor || g.vendor === input.vendor));
  }),
  fetchGames: effect<GameQuery, GamePage>(async (q, signal) => {
    const v = await client.call('gameList', gameListQuery(client, q), { signal });
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
