/**
 * The lottery gateway (gateway-protocol.md §6): raw JSON, no envelope.
 * - The menus answer an object whose values are groups `{gameGroupCode, gameGroupName, gameMenus:
 *   [{gameCode, gameName, accountTypeName, nodeId}]}`, keyed by the group code, built from the
 *   catalogue's lottery games: the platform's lotteries (LOTT and ELOTT) for the lottery and
 *   e-lottery prize modes (LOTT, ZY, ELOTT, and W1's brand lotteryType "Lott"), the sea lottery's
 *   for SEA; the VN menu holds the VN lottery's.
 * - The recent lotteries (a member's) answer a list of menu entries, the latest first: the
 *   lottery games the member launched (the recent games the launch records), then, for a member
 *   with a seeded betting history, the lotteries that history played (seeded, fixed per member).
 * - The VN lottery's opened draws answer an object keyed by game code, `/lgw/draw` a list: each
 *   game's latest draw before the simulator's clock (`{gameCode, gameName, numero, winningNumber,
 *   openTime}`, lottery-draws.ts), its winning number fixed by the seed.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { activityOf } from '../../activity';
import { mulberry32 } from '../../kernel/random';
import { gameIndex } from '../game-index';
import { latestDraw } from '../lottery-draws';
import { LOTTERY_GAMES, type LotteryGameSeed } from '../lottery-games';
import { RECENT_KEEP } from './recent';

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
const PLATFORM = ['LOTT', 'ELOTT'];
const MODE_VENDORS: Record<string, string[]> = { LOTT: PLATFORM, ZY: PLATFORM, ELOTT: PLATFORM, SEA: ['TCG_SEA'] };
const vendorsOf = (prizeMode: string | undefined) => MODE_VENDORS[prizeMode?.trim().toUpperCase() ?? ''] ?? [...PLATFORM, 'TCG_SEA'];

/** How many lotteries a seeded betting history played, by its profile. */
const SEEDED_RECENT: Record<string, number> = { heavy: 4, light: 1, none: 0 };

function menus(ctx: SimContext, games: readonly LotteryGameSeed[]) {
  const ix = gameIndex(ctx);
  const out: Record<string, { gameGroupCode: string; gameGroupName: string; gameMenus: Array<Record<string, unknown>> }> = {};
  for (const g of games) {
    const row = ix.byCode.get(`${g.vendor}:${g.gameCode}`.toUpperCase())!;
    const group = (out[g.gameGroupCode] ??= { gameGroupCode: g.gameGroupCode, gameGroupName: GROUP_NAMES[g.gameGroupCode] ?? g.gameGroupCode, gameMenus: [] });
    group.gameMenus.push({ gameCode: g.gameCode, gameName: g.gameName, accountTypeName: g.vendor, nodeId: row.nodeId, gameType: row.gameType });
  }
  return out;
}

/** The lottery games of these vendors the catalogue holds (a tiny `games` config may leave some out). */
function held(ctx: SimContext, vendors: readonly string[]): LotteryGameSeed[] {
  const ix = gameIndex(ctx);
  return LOTTERY_GAMES.filter((g) => vendors.includes(g.vendor) && ix.byCode.has(`${g.vendor}:${g.gameCode}`.toUpperCase()));
}

/** A member's recent lotteries of these vendors: launched ones first (latest first), then the seeded history's. */
function recentLotteries(ctx: SimContext, memberId: number, vendors: readonly string[]) {
  const ix = gameIndex(ctx);
  const games = held(ctx, vendors);
  const byNode = new Map(games.map((g) => [ix.byCode.get(`${g.vendor}:${g.gameCode}`.toUpperCase())!.nodeId, g]));
  const launched = ctx.db.recentGame
    .findMany({ where: { memberId: { equals: memberId } } })
    .sort((a, b) => b.seq - a.seq)
    .flatMap((r) => byNode.get(r.nodeId) ?? []);
  const random = mulberry32((ctx.config.seed ^ Math.imul(memberId, 0x9e3779b1)) >>> 0);
  const pool = games.filter((g) => !launched.includes(g));
  const seeded: LotteryGameSeed[] = [];
  for (let n = SEEDED_RECENT[activityOf(ctx, memberId).profile] ?? 0; n > 0 && pool.length; n--)
    seeded.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return [...launched, ...seeded].slice(0, RECENT_KEEP).map((g) => {
    const row = ix.byCode.get(`${g.vendor}:${g.gameCode}`.toUpperCase())!;
    return { gameCode: g.gameCode, gameName: g.gameName, accountTypeName: g.vendor, gameGroupCode: g.gameGroupCode, nodeId: row.nodeId };
  });
}

export function lotteryHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'lotteryMenus', ({ input }) => HttpResponse.json(menus(ctx, held(ctx, vendorsOf(input.prizeMode))))),
    endpoint(ctx, 'vnLotteryMenu', () => HttpResponse.json(menus(ctx, held(ctx, ['TCG_LOTTO_VN'])))),
    endpoint(ctx, 'lotteryRecent', ({ auth, input }) => HttpResponse.json(recentLotteries(ctx, auth.member.id, vendorsOf(input.prizeMode)))),
    endpoint(ctx, 'vnLotteryRecent', ({ auth }) => HttpResponse.json(recentLotteries(ctx, auth.member.id, ['TCG_LOTTO_VN']))),
    endpoint(ctx, 'vnOpenedNumeros', () => {
      const now = ctx.clock.now();
      return HttpResponse.json(Object.fromEntries(held(ctx, ['TCG_LOTTO_VN']).map((g) => [g.gameCode, latestDraw(ctx.config.seed, g, now)])));
    }),
    endpoint(ctx, 'lotteryDraws', () => {
      const now = ctx.clock.now();
      return HttpResponse.json(held(ctx, [...PLATFORM, 'TCG_SEA']).map((g) => latestDraw(ctx.config.seed, g, now)));
    }),
  ];
}
