/**
 * The lottery gateway (gateway-protocol.md §6): raw JSON, no envelope.
 * - The menus answer an object whose values are groups `{gameGroupCode, gameGroupName, gameMenus:
 *   [{gameCode, gameName, accountTypeName, nodeId}]}`, keyed by the group code, built from the
 *   catalogue's lottery games.
 * - The VN lottery's opened draws answer an object keyed by game code: each game's latest draw
 *   before the simulator's clock (`{gameCode, gameName, numero, winningNumber, openTime}`), its
 *   winning number fixed by the seed.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { mulberry32 } from '../../kernel/random';
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

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The VN draws: the fast games every few minutes, the regional ones daily (UTC minutes of the day: 16:15, 17:15, 18:15 in Vietnam). */
const VN_PERIOD_MINUTES: Record<string, number> = { VNF1: 1, VNF3: 3, VNHNVIP: 5 };
const VN_DAILY_AT: Record<string, number> = { SOUTH: 9 * 60 + 15, CENTRAL: 10 * 60 + 15, NORTH: 11 * 60 + 15 };

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `yyyymmdd` of an instant (UTC). */
function day(at: number): string {
  const d = new Date(at);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
}

/** A string's 32-bit FNV-1a hash, to key a draw's seeded number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The latest draw of a VN game at or before `now`. */
function latestDraw(seed: number, g: LotteryGameSeed, now: number) {
  const period = VN_PERIOD_MINUTES[g.gameCode];
  let openTime: number;
  let numero: string;
  if (period) {
    const dayStart = Math.floor(now / DAY) * DAY;
    const index = Math.floor((now - dayStart) / (period * MINUTE));
    openTime = dayStart + index * period * MINUTE;
    numero = `${day(dayStart)}-${pad(index, 4)}`;
  } else {
    const at = (VN_DAILY_AT[g.gameGroupCode] ?? VN_DAILY_AT.NORTH!) * MINUTE;
    const today = Math.floor(now / DAY) * DAY + at;
    openTime = today <= now ? today : today - DAY;
    numero = day(openTime);
  }
  const random = mulberry32((seed ^ hash(`${g.gameCode}:${numero}`)) >>> 0);
  const winningNumber = Array.from({ length: 5 }, () => Math.floor(random() * 10)).join('');
  return { gameCode: g.gameCode, gameName: g.gameName, numero, winningNumber, openTime };
}

export function lotteryHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'lotteryMenus', ({ input }) => {
      const mode = input.prizeMode?.trim().toUpperCase() ?? '';
      const vendors = MODE_VENDORS[mode] ?? ['LOTT', 'ELOTT', 'TCG_SEA'];
      return HttpResponse.json(menus(ctx, LOTTERY_GAMES.filter((g) => vendors.includes(g.vendor))));
    }),
    endpoint(ctx, 'vnLotteryMenu', () => HttpResponse.json(menus(ctx, LOTTERY_GAMES.filter((g) => g.vendor === 'TCG_LOTTO_VN')))),
    endpoint(ctx, 'vnOpenedNumeros', () => {
      const ix = gameIndex(ctx);
      const now = ctx.clock.now();
      const draws = LOTTERY_GAMES.filter((g) => g.vendor === 'TCG_LOTTO_VN' && ix.byCode.has(`${g.vendor}:${g.gameCode}`.toUpperCase()));
      return HttpResponse.json(Object.fromEntries(draws.map((g) => [g.gameCode, latestDraw(ctx.config.seed, g, now)])));
    }),
  ];
}
