/**
 * Lottery gateway menus (gateway-protocol.md §6): raw JSON, no envelope. Both answer an object
 * whose values are groups `{gameGroupCode, gameGroupName, gameMenus: [{gameCode, gameName,
 * accountTypeName, nodeId}]}`, keyed by the group code, built from the catalogue's lottery games.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { route } from '../../kernel/route';
import { gameIndex } from '../game-index';
import { LOTTERY_GAMES, type LotteryGameSeed } from '../lottery-games';

const GROUP_NAMES: Record<string, string> = {
  SSC: 'Lucky 5',
  '11X5': '11 Pick 5',
  K3: 'Fast 3',
  PK10: 'PK10 Racing',
  KENO: 'Keno & Bingo',
  LUCKY: 'Lucky Numbers',
  NORTH: 'Northern Region',
  CENTRAL: 'Central Region',
  SOUTH: 'Southern Region',
  FAST: 'Fast Draws',
  THAI: 'Thai Lottery',
  LAO: 'Lao Lottery',
  '4D': '4D Lotteries',
};

/** Lottery vendors per prize mode (spec §3 brand config: LOTT, ZY, ELOTT, SEA). */
const MODE_VENDORS: Record<string, string[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['ELOTT'],
  SEA: ['TCG_SEA'],
};

function menus(ctx: SimContext, games: readonly LotteryGameSeed[]) {
  const ix = gameIndex(ctx);
  const out: Record<string, { gameGroupCode: string; gameGroupName: string; gameMenus: Array<Record<string, unknown>> }> = {};
  for (const g of games) {
    // Only games the catalogue holds (a tiny `games` config may leave some out).
    const row = ix.byCode.get(`${g.vendor}:${g.gameCode}`.toUpperCase());
    if (!row) continue;
    const group = (out[g.gameGroupCode] ??= { gameGroupCode: g.gameGroupCode, gameGroupName: GROUP_NAMES[g.gameGroupCode] ?? g.gameGroupCode, gameMenus: [] });
    group.gameMenus.push({ gameCode: g.gameCode, gameName: g.gameName, accountTypeName: g.vendor, nodeId: row.nodeId, gameType: row.gameType });
  }
  return out;
}

export function lotteryHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', '/lgw/games/game_menus', ({ url }) => {
      const mode = url.searchParams.get('prizeMode')?.trim().toUpperCase() ?? '';
      const vendors = MODE_VENDORS[mode] ?? ['LOTT', 'ELOTT', 'TCG_SEA'];
      return HttpResponse.json(menus(ctx, LOTTERY_GAMES.filter((g) => vendors.includes(g.vendor))));
    }),
    route(ctx, 'get', '/lgw/vn/games/game_menu', () =>
      HttpResponse.json(menus(ctx, LOTTERY_GAMES.filter((g) => g.vendor === 'TCG_LOTTO_VN'))),
    ),
  ];
}
