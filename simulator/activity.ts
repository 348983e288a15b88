/**
 * Seeded betting history, generated on demand and never stored as rows (a few thousand bets per
 * heavy member would make every fresh simulator slow). A member's bets on history day k
 * (timeline.ts) are a pure function of (config seed, member id, k, the member's activity profile,
 * the game catalogue): each day has its own mulberry32 streams (mulberry32 seeded by a hash of
 * seed, member and day), so any day can be produced alone; only the outcome sequences (see
 * quantiles()) count the member's game choices on older days, a cheap pass. Days, summaries and
 * habits are cached in `ctx.cache` once built (reset() clears it).
 *
 * Profiles (the `activity` model, written by the seed): `heavy` (player01: 30–45 bets on most days,
 * a few thousand over HISTORY_DAYS), `light` (agents and ordinary seeded members: 0–8 bets, idle
 * on many days), `none` (trial and staff accounts; members who join at run time have no row). No
 * bet falls before the member's registration, and day 0 only holds bets placed before the start
 * instant. A bet whose settlement (game-type dependent: seconds for slots, hours for sports) would
 * come after the start instant is UNSETTLED (settleTime null, frozen so: the seeded past never
 * settles later); about 1 in 250 is CANCELLED. Each game type's payout table returns about 96 %
 * of the stakes, and the outcomes follow low-discrepancy sequences, so a heavy member's 90 days
 * show a house edge near 4 % (player01 under the default seed: 3.2 %).
 *
 * Bets placed at run time are rows of the `bet` model (ledger.placeBet); member/records.ts merges both.
 */
import { MEMBER_TYPES, TRIAL_TYPE } from '../gateway/account/contract';
import { RECORD_GAME_TYPES, type BetStatus, type RecordGameType } from '../gateway/member/contract';
import { gameIndex, type GameRow } from './games/game-index';
import { cached, type SimContext } from './kernel/context';
import { mulberry32 } from './kernel/random';
import type { MemberRow } from './members';
import { DAY, HOUR, SEED_REFERENCE_DATE } from './seed-date';
import { historyDay, HISTORY_DAYS, presentSeedTime, startOf } from './timeline';

export type ActivityProfile = 'heavy' | 'light' | 'none';

/** Who has a seeded history, and since when. */
export interface Activity {
  memberId: number;
  profile: ActivityProfile;
  /** Registration relative to SEED_REFERENCE_DATE (ms, ≤ 0): no history before it. */
  since: number;
}

/** One bet as the betting record lists it (gateway/member/schemas.ts betRecord). */
export interface BetRecord {
  betId: string;
  roundId: string;
  betTime: number;
  settleTime: number | null;
  gameType: string;
  vassalage: string;
  gameName: string;
  nodeId: number;
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
  status: BetStatus;
}

/** A period's totals of the betting record: sums over every bet listed (unsettled and cancelled ones add 0 to validBet and winLoss). */
export interface BetSummary {
  betCount: number;
  betAmount: number;
  validBet: number;
  winLoss: number;
}

/** Seeded accounts with a heavy history. */
export const HEAVY_ACCOUNTS: readonly string[] = ['player01'];

/** The profile the seed gives a member: none for trial accounts and non-members (staff), heavy for HEAVY_ACCOUNTS, light otherwise. */
export function seedProfile(member: Pick<MemberRow, 'account' | 'type'>): ActivityProfile {
  if (member.type === TRIAL_TYPE || !MEMBER_TYPES.includes(member.type)) return 'none';
  return HEAVY_ACCOUNTS.includes(member.account) ? 'heavy' : 'light';
}

const NONE = (memberId: number): Activity => ({ memberId, profile: 'none', since: 0 });

/** The member's activity row; `none` for members without one (joined at run time). */
export function activityOf(ctx: SimContext, memberId: number): Activity {
  const row = ctx.db.activity.findFirst({ where: { memberId: { equals: memberId } } });
  if (!row) return NONE(memberId);
  const profile = row.profile === 'heavy' || row.profile === 'light' ? row.profile : 'none';
  return { memberId, profile, since: row.since };
}

/** A member (its activity row is looked up) or an Activity already in hand. */
export type Bettor = Pick<MemberRow, 'id'> | Activity;
const resolve = (ctx: SimContext, who: Bettor): Activity => ('memberId' in who ? who : activityOf(ctx, who.id));

// ---- randomness ------------------------------------------------------------------------------

/** A 32-bit hash of integers (a stream's seed). */
export function mix(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

type Rnd = () => number;

export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const cents = (n: number): number => Math.round(n * 100);

function pick<T>(r: Rnd, items: readonly T[]): T {
  return items[Math.floor(r() * items.length)]!;
}

function weighted<T>(r: Rnd, items: ReadonlyArray<readonly [T, number]>): T {
  return atQuantile(r(), items);
}

/** The item at quantile u ∈ [0, 1) of a weighted list. */
function atQuantile<T>(u: number, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let roll = u * total;
  for (const [item, w] of items) {
    if (roll < w) return item;
    roll -= w;
  }
  return items[items.length - 1]![0];
}

// ---- game types --------------------------------------------------------------------------------

/** A multiplier table (multiplier, weight) rescaled so that its mean is `rtp`. */
function table(rtp: number, rows: ReadonlyArray<readonly [number, number]>): ReadonlyArray<readonly [number, number]> {
  const total = rows.reduce((s, [, w]) => s + w, 0);
  const mean = rows.reduce((s, [m, w]) => s + m * w, 0) / total;
  return rows.map(([m, w]) => [m * (rtp / mean), w] as const);
}

interface TypeSpec {
  /** A member's usual stake for the type is one of these (before the member's stake factor), with these weights. */
  stakes: ReadonlyArray<readonly [number, number]>;
  /** Time from bet to settlement, ms. */
  settle: readonly [number, number];
  /** The payout as a multiple of the stake, from the outcome's quantile `u` (and `r` for anything else, such as the odds). */
  outcome(u: number, r: Rnd): number;
}

const SLOTS = table(0.96, [
  [0, 55],
  [0.3, 8],
  [0.5, 9],
  [1, 9],
  [1.5, 6],
  [2, 6],
  [3, 3.5],
  [5, 2],
  [10, 1],
  [25, 0.3],
]);
const FISH = table(0.955, [
  [0, 42],
  [0.5, 15],
  [1, 15],
  [1.5, 10],
  [2, 10],
  [3, 5],
  [5, 3],
]);
const LIVE = [
  [0, 0.5135],
  [1, 0.02],
  [2, 0.465],
  [9, 0.0015],
] as const;
const LOTTERY = [
  [0, 0.91],
  [10.6, 0.09],
] as const;

/** Fixed odds: win `odds` × stake with probability rtp / odds. */
const odds = (rtp: number, lo: number, hi: number) => (u: number, r: Rnd) => {
  const o = round2(lo + r() * (hi - lo));
  return u < rtp / o ? o : 0;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const TYPE_SPECS: Record<RecordGameType, TypeSpec> = {
  RNG: {
    stakes: [
      [1, 2],
      [2, 4],
      [5, 5],
      [10, 4],
      [20, 2],
    ],
    settle: [2 * SECOND, 10 * SECOND],
    outcome: (u) => atQuantile(u, SLOTS),
  },
  FISH: {
    stakes: [
      [2, 3],
      [5, 4],
      [10, 2],
      [20, 1],
    ],
    settle: [5 * SECOND, 30 * SECOND],
    outcome: (u) => atQuantile(u, FISH),
  },
  LIVE: {
    stakes: [
      [20, 2],
      [50, 4],
      [100, 4],
      [200, 2],
    ],
    settle: [30 * SECOND, 90 * SECOND],
    outcome: (u) => atQuantile(u, LIVE),
  },
  PVP: {
    stakes: [
      [10, 4],
      [20, 3],
      [50, 2],
    ],
    settle: [1 * MINUTE, 5 * MINUTE],
    outcome: (u) => (u < 0.5 ? 1.92 : 0),
  },
  SPORTS: {
    stakes: [
      [50, 3],
      [100, 4],
      [200, 3],
      [500, 1],
    ],
    settle: [1 * HOUR, 36 * HOUR],
    outcome: odds(0.955, 1.5, 2.6),
  },
  ESPORTS: {
    stakes: [
      [20, 3],
      [50, 4],
      [100, 3],
    ],
    settle: [30 * MINUTE, 6 * HOUR],
    outcome: odds(0.955, 1.4, 2.4),
  },
  COCKFIGHT: {
    stakes: [
      [100, 3],
      [200, 3],
      [500, 1],
    ],
    settle: [5 * MINUTE, 15 * MINUTE],
    outcome: odds(0.96, 1.9, 2),
  },
  LOTT: {
    stakes: [
      [1, 3],
      [2, 3],
      [5, 3],
      [10, 2],
    ],
    settle: [1 * HOUR, 24 * HOUR],
    outcome: (u) => atQuantile(u, LOTTERY),
  },
  ELOTT: {
    stakes: [
      [1, 3],
      [2, 3],
      [5, 3],
      [10, 2],
    ],
    settle: [5 * MINUTE, 20 * MINUTE],
    outcome: (u) => atQuantile(u, LOTTERY),
  },
};

/** A bet's stake around the member's usual one (most bets at it). */
const STAKE_STEPS: ReadonlyArray<readonly [number, number]> = [
  [0.5, 2],
  [1, 6],
  [2, 2],
];

/** How a profile's bets spread over game types (each member's own mix varies around it). */
const TYPE_WEIGHTS: ReadonlyArray<readonly [RecordGameType, number]> = [
  ['RNG', 40],
  ['LIVE', 18],
  ['FISH', 8],
  ['PVP', 6],
  ['SPORTS', 12],
  ['ESPORTS', 4],
  ['LOTT', 4],
  ['ELOTT', 3],
  ['COCKFIGHT', 5],
];

/** Hour of day (UTC) weights of a session's start: most play in the (UTC+7) evening. */
const HOUR_WEIGHTS: ReadonlyArray<readonly [number, number]> = Array.from(
  { length: 24 },
  (_, h) => [h, h >= 10 && h <= 17 ? 4 : h >= 2 && h <= 9 ? 2 : 1] as const,
);

// ---- the catalogue and each member's habits -----------------------------------------------------

/** The catalogue's games by record game type (only types that have games). */
function pools(ctx: SimContext): ReadonlyMap<RecordGameType, readonly GameRow[]> {
  const ix = gameIndex(ctx);
  return cached(ctx, 'activity:pools', () => {
    const out = new Map<RecordGameType, GameRow[]>();
    for (const g of ix.games) {
      const type = g.gameType as RecordGameType;
      if (!RECORD_GAME_TYPES.includes(type)) continue;
      const list = out.get(type);
      if (list) list.push(g);
      else out.set(type, [g]);
    }
    return out;
  });
}

interface Habits {
  types: ReadonlyArray<readonly [RecordGameType, number]>;
  favourites: readonly GameRow[];
  /** The member's usual stake per game type. */
  stakes: Readonly<Record<RecordGameType, number>>;
  /** Where the member's outcome sequence of each game type starts (see quantiles()). */
  offsets: Readonly<Record<RecordGameType, number>>;
}

/** A member's favourite game types and games, and stake size: a function of (seed, member). */
function habits(ctx: SimContext, act: Activity): Habits | null {
  return cached(ctx, `activity:habits:${act.memberId}:${act.profile}`, () => {
    const games = pools(ctx);
    const r = mulberry32(mix(ctx.config.seed, act.memberId, 0x4ab175));
    const types = TYPE_WEIGHTS.map(([t, w]) => [t, w * (0.25 + 1.5 * r())] as const).filter(([t]) => games.has(t));
    if (types.length === 0) return null;
    const favourites: GameRow[] = [];
    for (let i = 0; i < 6; i++) favourites.push(pick(r, games.get(weighted(r, types))!));
    const factor = act.profile === 'heavy' ? 1 : pick(r, [0.5, 1, 1, 2]);
    const stakes = Object.fromEntries(RECORD_GAME_TYPES.map((t) => [t, weighted(r, TYPE_SPECS[t].stakes) * factor])) as Record<RecordGameType, number>;
    const offsets = Object.fromEntries(RECORD_GAME_TYPES.map((t) => [t, r()])) as Record<RecordGameType, number>;
    return { types, favourites, stakes, offsets };
  });
}

// ---- generation ----------------------------------------------------------------------------------

/**
 * Which games the member plays on day k (in time order), from the day's own stream: cheap, so a
 * member's whole history of game choices can be counted without generating the bets.
 */
function dayGames(ctx: SimContext, act: Activity, k: number, h: Habits): readonly GameRow[] {
  return cached(ctx, `activity:games:${act.memberId}:${act.profile}:${k}`, () => {
    const r = mulberry32(mix(ctx.config.seed, act.memberId, k, 0x9a3e));
    const heavy = act.profile === 'heavy';
    // Heavy members skip a day now and then, never the first day (their record always has a today).
    if (r() < (heavy ? 0.05 : 0.4) && !(heavy && k === 0)) return [];
    const count = heavy ? 30 + Math.floor(r() * 16) : 1 + Math.floor(r() * 8);
    const all = pools(ctx);
    return Array.from({ length: count }, () => (r() < 0.7 ? pick(r, h.favourites) : pick(r, all.get(weighted(r, h.types))!)));
  });
}

/** The golden ratio's fractional part: the step of the outcome sequences. */
const GOLDEN = 0.6180339887498949;

/**
 * Per history day, how many of the member's bets of each game type come before it (on older
 * days): where the day starts in the member's outcome sequence of that type (see quantiles()).
 */
function sequenceStarts(ctx: SimContext, act: Activity, h: Habits): ReadonlyArray<ReadonlyMap<string, number>> {
  return cached(ctx, `activity:starts:${act.memberId}:${act.profile}`, () => {
    const starts = new Array<Map<string, number>>(HISTORY_DAYS);
    const running = new Map<string, number>();
    for (let k = HISTORY_DAYS - 1; k >= 0; k--) {
      starts[k] = new Map(running);
      for (const g of dayGames(ctx, act, k, h)) running.set(g.gameType, (running.get(g.gameType) ?? 0) + 1);
    }
    return starts;
  });
}

/**
 * Each bet's outcome quantile. A member's bets on one game type, oldest first over the whole
 * history, take their quantiles from one low-discrepancy (golden-ratio Weyl) sequence,
 * frac(offset + GOLDEN × n), shuffled within each day. Every outcome still comes from its payout
 * table, but wins and losses over the weeks come close to the table's odds, so a heavy member's
 * history shows the house edge (about 4 %) instead of the luck of a few big stakes; a day on its
 * own still looks random.
 */
function quantiles(ctx: SimContext, act: Activity, h: Habits, k: number, games: readonly GameRow[], r: Rnd): number[] {
  const starts = sequenceStarts(ctx, act, h)[k]!;
  const byType = new Map<string, number[]>();
  games.forEach((g, i) => {
    const list = byType.get(g.gameType);
    if (list) list.push(i);
    else byType.set(g.gameType, [i]);
  });
  const out = new Array<number>(games.length);
  for (const [type, indexes] of byType) {
    const first = starts.get(type) ?? 0;
    const offset = h.offsets[type as RecordGameType];
    const u = indexes.map((_, j) => {
      const x = offset + GOLDEN * (first + j);
      return x - Math.floor(x);
    });
    for (let i = u.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [u[i], u[j]] = [u[j]!, u[i]!];
    }
    indexes.forEach((at, i) => (out[at] = u[i]!));
  }
  return out;
}

type Draft = Omit<BetRecord, 'betTime' | 'settleTime' | 'status' | 'validBet' | 'winLoss'> & { at: number; delay: number; cancelled: boolean };

/** Bets on day k before any cut (registration, start instant, settlement): times as offsets into the day. */
function draftDay(ctx: SimContext, act: Activity, k: number, h: Habits): Draft[] {
  const games = dayGames(ctx, act, k, h);
  if (games.length === 0) return [];
  const r = mulberry32(mix(ctx.config.seed, act.memberId, k, 0xbe7));
  const count = games.length;
  const sessions = act.profile === 'heavy' ? 2 + Math.floor(r() * 3) : 1 + Math.floor(r() * 2);

  // Times: each session a burst of bets 15–120 s apart, starting at an evening-weighted hour.
  const times: number[] = [];
  for (let s = 0; s < sessions; s++) {
    const n = Math.floor(count / sessions) + (s < count % sessions ? 1 : 0);
    const gaps: number[] = [];
    let span = 0;
    for (let i = 0; i < n; i++) {
      const gap = i === 0 ? 0 : Math.floor((15 + r() * 105) * SECOND);
      gaps.push(gap);
      span += gap;
    }
    let at = Math.min(weighted(r, HOUR_WEIGHTS) * HOUR + Math.floor(r() * HOUR), DAY - 1 - span);
    for (const gap of gaps) times.push((at += gap));
  }
  times.sort((a, b) => a - b);

  const us = quantiles(ctx, act, h, k, games, r);
  return times.map((at, n) => {
    const game = games[n]!;
    const type = game.gameType as RecordGameType;
    const spec = TYPE_SPECS[type];
    const betAmount = round2(h.stakes[type] * weighted(r, STAKE_STEPS));
    const payout = round2(betAmount * spec.outcome(us[n]!, r));
    const delay = Math.floor(spec.settle[0] + r() * (spec.settle[1] - spec.settle[0]));
    const cancelled = r() < 0.004;
    const roundId = `${game.vassalage}-${Math.floor(r() * 0x100000000)
      .toString(36)
      .toUpperCase()
      .padStart(7, '0')}`;
    return {
      betId: `B${act.memberId}-${k}-${n + 1}`,
      roundId,
      gameType: game.gameType,
      vassalage: game.vassalage,
      gameName: game.gameName,
      nodeId: game.nodeId,
      betAmount,
      payout,
      at,
      delay,
      cancelled,
    };
  });
}

/**
 * The member's seeded bets on history day k (0 … HISTORY_DAYS − 1), oldest first. Frozen objects
 * shared through the cache: never mutate them.
 */
export function seededBets(ctx: SimContext, member: Bettor, k: number): readonly BetRecord[] {
  const act = resolve(ctx, member);
  if (act.profile === 'none' || !Number.isInteger(k) || k < 0 || k >= HISTORY_DAYS) return [];
  return cached(ctx, `activity:bets:${act.memberId}:${act.profile}:${act.since}:${k}`, () => {
    const h = habits(ctx, act);
    if (!h) return [];
    const [dayStart] = historyDay(ctx, k);
    const start = startOf(ctx);
    const joined = presentSeedTime(ctx, SEED_REFERENCE_DATE + act.since);
    const out: BetRecord[] = [];
    for (const d of draftDay(ctx, act, k, h)) {
      const betTime = dayStart + d.at;
      if (betTime < joined || betTime >= start) continue;
      const settleAt = betTime + d.delay;
      const status: BetStatus = d.cancelled ? 'CANCELLED' : settleAt > start ? 'UNSETTLED' : 'SETTLED';
      const settled = status === 'SETTLED';
      out.push(
        Object.freeze({
          betId: d.betId,
          roundId: d.roundId,
          betTime,
          settleTime: status === 'UNSETTLED' ? null : Math.min(settleAt, start),
          gameType: d.gameType,
          vassalage: d.vassalage,
          gameName: d.gameName,
          nodeId: d.nodeId,
          betAmount: d.betAmount,
          validBet: settled ? d.betAmount : 0,
          payout: settled ? d.payout : 0,
          winLoss: settled ? round2(d.payout - d.betAmount) : 0,
          status,
        }),
      );
    }
    return Object.freeze(out) as readonly BetRecord[];
  });
}

/** Adds bets to a running summary (sums in cents, so totals are exact to the cent). */
export function addToSummary(sum: BetSummary, bet: Pick<BetRecord, 'betAmount' | 'validBet' | 'winLoss'>): void {
  sum.betCount += 1;
  sum.betAmount = (cents(sum.betAmount) + cents(bet.betAmount)) / 100;
  sum.validBet = (cents(sum.validBet) + cents(bet.validBet)) / 100;
  sum.winLoss = (cents(sum.winLoss) + cents(bet.winLoss)) / 100;
}

export const emptySummary = (): BetSummary => ({ betCount: 0, betAmount: 0, validBet: 0, winLoss: 0 });

/** The totals of the member's seeded bets on day k, optionally of one game type (cached per member/day/type). */
export function daySummary(ctx: SimContext, member: Bettor, k: number, gameType?: string): Readonly<BetSummary> {
  const act = resolve(ctx, member);
  const type = gameType ?? '';
  return cached(ctx, `activity:sum:${act.memberId}:${act.profile}:${act.since}:${k}:${type}`, () => {
    const sum = emptySummary();
    for (const b of seededBets(ctx, act, k)) if (!type || b.gameType === type) addToSummary(sum, b);
    return Object.freeze(sum);
  });
}
