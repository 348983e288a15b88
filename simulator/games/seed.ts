/**
 * The games seed: the catalogue a real merchant would carry, every vendor (vendors.ts) and
 * `config.games` games spread over them, with plausible English titles (titles.ts) drawn by a
 * faker of its own (seeded from the simulator's seed, so the catalogue never shifts the members'
 * or anything else's data).
 */
import { Faker, base, en } from '@faker-js/faker';
import type { SimDb } from '../db';
import { gameIconUrl } from './game-icon';
import type { ArtFormat } from '../config';
import { LOTTERY_GAMES, type LotteryGameSeed } from './lottery-games';
import { CLASSIFY_WEIGHTS, classifiedTitle, fishTitle, liveTitle, lobbyTitle, pvpTitle, ROMAN, slotTitle } from './titles';
import { VENDORS, type VendorSeed } from './vendors';

/** The catalogue's own PRNG stream: a function of the seed only. */
export function catalogueFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed((seed ^ 0x6a3e5c0d) >>> 0);
  return faker;
}

const FIRST_NODE_ID = 10001;

/**
 * The stakes' own PRNG stream (a function of the seed only), so drawing each game's minimum bet
 * and lines leaves the catalogue's titles, hot marks and trials as they were.
 */
function stakesFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed((seed ^ 0x2c9b71e3) >>> 0);
  return faker;
}

/** Minimum bets and pay-line counts the seeded games take (about half the slots qualify for each hint). */
const MIN_BETS = [0.01, 0.05, 0.1, 0.2, 0.5, 1, 2, 5] as const;
const TABLE_MIN_BETS = [1, 2, 5, 10, 20] as const;
const SLOT_LINES = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50, 243] as const;

interface Draft {
  vendor: VendorSeed;
  gameCode: string;
  gameName: string;
  gameClassify: string;
}

/**
 * Writes the vendors and `count` games. Order: one game per vendor (its lobby, its first lottery
 * game, or a drawn title), then the remaining fixed lottery games, then casino games spread over
 * the RNG / LIVE / FISH / PVP vendors by weight.
 */
export function seedCatalogue(db: SimDb, seed: number, count: number, art: ArtFormat = 'svg'): void {
  VENDORS.forEach((v, sort) =>
    db.vendor.create({
      code: v.code,
      name: v.name,
      gameType: v.gameType,
      lane: v.lane,
      isGame: v.isGame,
      accountTypeName: v.accountTypeName,
      maintenance: Boolean(v.maintenance),
      maintainTime: v.maintenance?.maintainTime ?? 0,
      endTime: v.maintenance?.endTime ?? 0,
      sort,
    }),
  );

  const f = catalogueFaker(seed);
  const perVendor = new Map<string, { n: number; names: Set<string> }>();
  const lotteryByVendor = new Map<string, LotteryGameSeed[]>();
  for (const g of LOTTERY_GAMES) lotteryByVendor.set(g.vendor, [...(lotteryByVendor.get(g.vendor) ?? []), g]);

  const unique = (vendor: VendorSeed, draw: () => string): string => {
    const names = perVendor.get(vendor.code)!.names;
    let name = draw();
    for (let tries = 0; names.has(name) && tries < 4; tries++) name = draw();
    if (names.has(name)) {
      const stem = name;
      for (let i = 0; names.has(name); i++) name = `${stem} ${ROMAN[i] ?? String(i + 2)}`;
    }
    names.add(name);
    return name;
  };

  const casinoDraft = (vendor: VendorSeed): Draft => {
    const state = perVendor.get(vendor.code)!;
    const code = `${vendor.code}_${String(state.n + 1).padStart(4, '0')}`;
    let gameClassify = '';
    let draw: () => string;
    if (vendor.gameType === 'RNG') {
      if (f.datatype.boolean({ probability: 0.25 })) gameClassify = f.helpers.weightedArrayElement(CLASSIFY_WEIGHTS);
      draw = gameClassify ? () => classifiedTitle(f, gameClassify) : () => slotTitle(f);
    } else if (vendor.gameType === 'FISH') draw = () => fishTitle(f);
    else if (vendor.gameType === 'LIVE') draw = () => liveTitle(f);
    else draw = () => pvpTitle(f);
    return { vendor, gameCode: code, gameName: unique(vendor, draw), gameClassify };
  };

  const drafts: Draft[] = [];
  const push = (d: Draft) => {
    perVendor.get(d.vendor.code)!.n++;
    drafts.push(d);
  };
  for (const v of VENDORS) perVendor.set(v.code, { n: 0, names: new Set() });

  // 1. one game per vendor
  for (const v of VENDORS) {
    if (drafts.length >= count) break;
    const lotto = lotteryByVendor.get(v.code);
    if (lotto?.length) push({ vendor: v, gameCode: lotto[0]!.gameCode, gameName: unique(v, () => lotto[0]!.gameName), gameClassify: '' });
    else if (v.weight === 0 || v.isGame === 'GAME') {
      push({ vendor: v, gameCode: `${v.code}_LOBBY`, gameName: unique(v, () => lobbyTitle(v)), gameClassify: '' });
    } else push(casinoDraft(v));
  }
  // 2. the rest of the lottery games
  for (const g of LOTTERY_GAMES) {
    if (drafts.length >= count) break;
    const v = VENDORS.find((x) => x.code === g.vendor)!;
    if (perVendor.get(v.code)!.names.has(g.gameName)) continue;
    push({ vendor: v, gameCode: g.gameCode, gameName: unique(v, () => g.gameName), gameClassify: '' });
  }
  // 3. casino games by weight
  const weighted = VENDORS.filter((v) => v.weight > 0).map((v) => ({ weight: v.weight, value: v }));
  while (drafts.length < count) push(casinoDraft(f.helpers.weightedArrayElement(weighted)));

  const stakes = stakesFaker(seed);
  drafts.forEach((d, i) => {
    const nodeId = FIRST_NODE_ID + i;
    const type = d.vendor.gameType;
    // Lines belong to slots (RNG games of no other kind); live tables start at a higher stake.
    const slot = type === 'RNG' && !d.gameClassify;
    const minBet = type === 'LIVE' ? stakes.helpers.arrayElement(TABLE_MIN_BETS) : stakes.helpers.arrayElement(MIN_BETS);
    const lineNum = slot ? stakes.helpers.arrayElement(SLOT_LINES) : 0;
    const trialable = type === 'RNG' || type === 'FISH' || type === 'PVP';
    db.game.create({
      nodeId,
      gameId: String(nodeId),
      gameCode: d.gameCode,
      gameName: d.gameName,
      gameType: type,
      vassalage: d.vendor.code,
      isHot: f.datatype.boolean({ probability: 0.08 }) ? 1 : 0,
      supportPlay: trialable && f.datatype.boolean({ probability: 0.36 }) ? 0 : 1,
      gameClassify: d.gameClassify,
      iconUrl: gameIconUrl(nodeId, art),
      isGame: 'GAME',
      isNew: f.datatype.boolean({ probability: 0.05 }) ? 1 : 0,
      minBet,
      lineNum,
      sort: i,
    });
  });
}
