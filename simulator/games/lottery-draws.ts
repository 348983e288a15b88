/**
 * The lotteries' draws on the simulator's clock: each game draws on its own schedule (the fast
 * games every one to ten minutes, the regional and national ones once a day), and a draw's
 * winning number is a pure function of the seed, the game and the issue, so any instant's latest
 * draw is the same on every run and a later instant only adds draws.
 */
import { mulberry32 } from '../kernel/random';
import type { LotteryGameSeed } from './lottery-games';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Minutes between draws, by game (then by group); games with neither draw once a day. */
const PERIOD_BY_GAME: Record<string, number> = { VNF1: 1, VNF3: 3, VNHNVIP: 5, TXFFC: 1, ESSC1: 1, ESSC3: 3 };
const PERIOD_BY_GROUP: Record<string, number> = { SSC: 5, '11X5': 10, K3: 10, PK10: 5, KENO: 5, LUCKY: 3 };
/** The daily draws' minute of the day, UTC (16:15, 17:15, 18:15 in Vietnam; 15:30 in Thailand, 19:00 in Malaysia). */
const DAILY_AT: Record<string, number> = {
  SOUTH: 9 * 60 + 15,
  CENTRAL: 10 * 60 + 15,
  NORTH: 11 * 60 + 15,
  THAI: 8 * 60 + 30,
  LAO: 13 * 60 + 30,
  '4D': 11 * 60,
};

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

/** `count` distinct numbers of 1..`max`, two digits each, in draw order (or sorted). */
function distinct(random: () => number, count: number, max: number, sorted = false): string {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  const out = Array.from({ length: count }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return (sorted ? out.sort((a, b) => a - b) : out).map((n) => pad(n, 2)).join(',');
}
const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** The winning number as the game's kind writes it. */
function winningNumber(g: LotteryGameSeed, random: () => number): string {
  switch (g.gameGroupCode) {
    case '11X5':
      return distinct(random, 5, 11);
    case 'K3':
      return Array.from({ length: 3 }, () => 1 + Math.floor(random() * 6)).join(',');
    case 'PK10':
      return distinct(random, 10, 10);
    case 'KENO':
      return distinct(random, 20, 80, true);
    case 'LUCKY':
      return Array.from({ length: 3 }, () => Math.floor(random() * 10)).join(',');
    case 'THAI':
      return digits(random, 6);
    case '4D':
      return digits(random, 4);
    case 'LAO':
      return digits(random, 6);
    default:
      return digits(random, 5);
  }
}

/** A game's latest draw at or before `now`. */
export function latestDraw(seed: number, g: LotteryGameSeed, now: number) {
  const period = PERIOD_BY_GAME[g.gameCode] ?? PERIOD_BY_GROUP[g.gameGroupCode];
  let openTime: number;
  let numero: string;
  if (period) {
    const dayStart = Math.floor(now / DAY) * DAY;
    const index = Math.floor((now - dayStart) / (period * MINUTE));
    openTime = dayStart + index * period * MINUTE;
    numero = `${day(dayStart)}-${pad(index, 4)}`;
  } else {
    const at = (DAILY_AT[g.gameGroupCode] ?? DAILY_AT.NORTH!) * MINUTE;
    const today = Math.floor(now / DAY) * DAY + at;
    openTime = today <= now ? today : today - DAY;
    numero = day(openTime);
  }
  const random = mulberry32((seed ^ hash(`${g.gameCode}:${numero}`)) >>> 0);
  return { gameCode: g.gameCode, gameName: g.gameName, numero, winningNumber: winningNumber(g, random), openTime };
}
