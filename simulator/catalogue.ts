/**
 * The game catalogue a real merchant would carry: about a hundred vendors in every category
 * (gateway-protocol.md §5.6, spec §1 and §3) and `config.games` games spread over them, with
 * plausible English titles drawn from word lists by a faker of its own (seeded from the
 * simulator's seed, so the catalogue never shifts the members' or anything else's data).
 *
 * Lanes are what the gateway sends (`GCSGAME_newGameVendor`): RNG, LIVE, FISH, PVP, SPORTS,
 * LOTT, ELOTT. E-sports and cockfight vendors ride inside the SPORTS lane (the client moves
 * them out); their games carry gameType ESPORTS / COCKFIGHT.
 */
import { Faker, base, en } from '@faker-js/faker';
import type { SimDb } from './db';

/** "Now" for everything the seed dates: 2026-11-21T00:00:00Z (re-exported by seed.ts). */
export const SEED_REFERENCE_DATE = Date.UTC(2026, 10, 21);
const REFERENCE = SEED_REFERENCE_DATE;
const HOUR = 3_600_000;

export const LANES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type LaneType = (typeof LANES)[number];
export type VendorCategory = LaneType | 'ESPORTS' | 'COCKFIGHT';

export interface VendorSeed {
  code: string;
  name: string;
  /** The vendor's own category; its games carry it as gameType. */
  gameType: VendorCategory;
  /** The lane the gateway sends the vendor in. */
  lane: LaneType;
  isGame: 'VASSALAGE' | 'GAME';
  accountTypeName: string;
  /** Share of the casino games (RNG, LIVE, FISH, PVP); 0 = only its fixed games. */
  weight: number;
  /** Seeded maintenance window, if any. */
  maintenance?: { maintainTime: number; endTime: number };
}

type Row = [code: string, name: string, weight?: number, isGame?: 'VASSALAGE' | 'GAME'];

function vendors(gameType: VendorCategory, lane: LaneType, rows: Row[], isGame: 'VASSALAGE' | 'GAME', weight: number): VendorSeed[] {
  return rows.map(([code, name, w, g]) => ({ code, name, gameType, lane, isGame: g ?? isGame, accountTypeName: code, weight: w ?? weight }));
}

/** Seeded maintenance windows: a card game vendor and a sports book. */
const MAINTENANCE: Record<string, { maintainTime: number; endTime: number }> = {
  KP: { maintainTime: REFERENCE - 2 * HOUR, endTime: REFERENCE + 6 * HOUR },
  BTI: { maintainTime: REFERENCE - 1 * HOUR, endTime: REFERENCE + 3 * HOUR },
};

/** Every vendor, in lane order. The footer's logos (PG, EG2, PT, JDB, CQ9, FC, JL, BGS) come first. */
export const VENDORS: readonly VendorSeed[] = [
  ...vendors(
    'RNG',
    'RNG',
    [
      ['PG', 'PG Soft', 4],
      ['EG2', 'EG Slots', 1.5],
      ['PT', 'Playtech', 3],
      ['JDB', 'JDB Gaming', 2.5],
      ['CQ9', 'CQ9 Gaming', 2.5],
      ['FC', 'Fa Chai Gaming', 2],
      ['JL', 'JILI Games', 4],
      ['BGS', 'Big Gaming Slots', 1],
      ['PP', 'Pragmatic Play', 4],
      ['SPB', 'Spribe', 0.4],
      ['HS', 'Hacksaw Gaming', 2],
      ['NLC', 'Nolimit City', 1.5],
      ['RT', 'Red Tiger', 2.5],
      ['NE', 'NetEnt', 2.5],
      ['BTG', 'Big Time Gaming', 1],
      ['RLX', 'Relax Gaming', 1.5],
      ['YGD', 'Yggdrasil', 2],
      ['WD', 'Wazdan', 1.5],
      ['EP', 'Evoplay', 1.5],
      ['BNG', 'Booongo', 1.5],
      ['BOM', 'Booming Games', 1],
      ['MG', 'Microgaming', 3],
      ['KA', 'KA Gaming', 2.5],
      ['SG', 'Spadegaming', 2],
      ['JK', 'Joker Gaming', 1.5],
      ['NS', 'Nextspin', 1],
      ['FS', 'Fastspin', 1],
      ['AMG', 'Amigo Gaming', 0.8],
      ['AE', 'Ameba Entertainment', 0.8],
      ['MAHA', 'MAHA Gaming', 0.6],
      ['NG', 'Naga Games', 0.8],
      ['YB', 'Yellow Bat', 0.8],
      ['TPG', 'Triple Profits Games', 0.8],
      ['R88', 'Rich88', 0.8],
      ['PS', 'Playstar', 0.8],
      ['L22', 'Live22', 0.8],
      ['MW', 'Mega Win', 0.6],
      ['OCT', 'Octoplay', 0.6],
      ['SS', 'Smartsoft', 0.6],
      ['TB', 'Turbo Games', 0.5],
      ['GM', 'Gemini Gaming', 0.5],
      ['CG', 'Caleta Gaming', 0.8],
      ['BGA', 'BGaming', 1.2],
      ['PAS', 'Pascal Gaming', 0.5],
      ['5G', '5G Games', 0.5],
      ['AUX', 'Avatar UX', 0.6],
      ['EGT', 'EGT Digital', 1],
      ['VA', 'Victory Ark', 0.5],
      ['WS', 'WinSlot', 0.5],
      ['IO', 'InOut Games', 0.4],
    ],
    'VASSALAGE',
    1,
  ),
  ...vendors(
    'LIVE',
    'LIVE',
    [
      ['EG4', 'Evolution', 1.2],
      ['SEXY', 'AE Sexy Casino', 0.6, 'GAME'],
      ['DG', 'Dream Gaming', 0.5, 'GAME'],
      ['WM', 'WM Casino', 0.5, 'GAME'],
      ['SA', 'SA Gaming', 0.6],
      ['EZ', 'Ezugi', 0.6],
      ['VIA', 'ViA Casino', 0.4, 'GAME'],
      ['WJ', 'W Casino', 0.3, 'GAME'],
      ['PPL', 'Pragmatic Play Live', 0.8],
      ['AG', 'Asia Gaming', 0.5, 'GAME'],
      ['AB', 'AllBet', 0.5, 'GAME'],
      ['OG', 'Oriental Game', 0.3, 'GAME'],
    ],
    'VASSALAGE',
    0.5,
  ),
  ...vendors(
    'FISH',
    'FISH',
    [
      ['2J', '2J Games'],
      ['AMBS', 'Askmeslot'],
      ['BT', 'BT Gaming'],
      ['FTG', 'FunTa Gaming'],
      ['SWG', 'SW Gaming'],
      ['FG', 'Fun Gaming'],
      ['ICG', 'Iconic Gaming'],
      ['VG', 'VG Fishing'],
    ],
    'VASSALAGE',
    0.35,
  ),
  ...vendors(
    'PVP',
    'PVP',
    [
      ['KY', 'Kaiyuan Gaming', 0.5],
      ['LEG', 'Legend Card', 0.4],
      ['KM', 'KingMidas', 0.3, 'GAME'],
      ['KP', 'Kings Poker', 0.3, 'GAME'],
      ['RG', 'RG Cards', 0.3],
      ['BSP', 'Baison Poker', 0.3],
      ['V8', 'V8 Poker', 0.3, 'GAME'],
      ['TP', 'Tiger Poker', 0.2, 'GAME'],
    ],
    'VASSALAGE',
    0.3,
  ),
  ...vendors(
    'SPORTS',
    'SPORTS',
    [
      ['SBO', 'SBOBET'],
      ['CMD', 'CMD368'],
      ['SB', 'Saba Sports'],
      ['FB', 'FB Sports'],
      ['BTI', 'BTi Sports'],
      ['U9W', '9Wickets'],
      ['LUC', 'Lucky Sports'],
      ['POLY', 'Poly Sports'],
      ['RCB', 'RCB988 Horsebook'],
    ],
    'GAME',
    0,
  ),
  ...vendors(
    'ESPORTS',
    'SPORTS',
    [
      ['AV', 'AVIA eSports'],
      ['IMES', 'IM eSports'],
      ['IA', 'IA eSports'],
      ['AI', 'AI eSports'],
      ['TF', 'TF Gaming'],
    ],
    'GAME',
    0,
  ),
  ...vendors(
    'COCKFIGHT',
    'SPORTS',
    [
      ['SV3', 'SV388'],
      ['DS88', 'DS88 Sabong'],
      ['DIG', 'Digmaan'],
      ['WGB', 'WGB Cockfight'],
      ['WS168', 'WS168 Sabong'],
    ],
    'GAME',
    0,
  ),
  ...vendors('LOTT', 'LOTT', [['LOTT', 'TCG Lottery'], ['TCG_LOTTO_VN', 'TCG VN Lottery']], 'GAME', 0),
  ...vendors('ELOTT', 'ELOTT', [['ELOTT', 'TCG E-Lottery'], ['TCG_SEA', 'TCG Sea Lottery']], 'GAME', 0),
].map((v) => (MAINTENANCE[v.code] ? { ...v, maintenance: MAINTENANCE[v.code] } : v));

// ---- lottery games (fixed; also the /lgw menus) -------------------------------------------

export interface LotteryGameSeed {
  vendor: string;
  gameGroupCode: string;
  gameCode: string;
  gameName: string;
}

const lottery = (vendor: string, groups: Record<string, Array<[string, string]>>): LotteryGameSeed[] =>
  Object.entries(groups).flatMap(([gameGroupCode, games]) => games.map(([gameCode, gameName]) => ({ vendor, gameGroupCode, gameCode, gameName })));

export const LOTTERY_GAMES: readonly LotteryGameSeed[] = [
  ...lottery('LOTT', {
    SSC: [
      ['CQSSC', 'Chongqing Lucky 5'],
      ['TJSSC', 'Tianjin Lucky 5'],
      ['XJSSC', 'Xinjiang Lucky 5'],
      ['TXFFC', 'Tencent 1-Minute Lucky 5'],
    ],
    '11X5': [
      ['GD11X5', 'Guangdong 11 Pick 5'],
      ['SD11X5', 'Shandong 11 Pick 5'],
      ['JX11X5', 'Jiangxi 11 Pick 5'],
    ],
    K3: [
      ['JSK3', 'Jiangsu Fast 3'],
      ['AHK3', 'Anhui Fast 3'],
      ['HBK3', 'Hubei Fast 3'],
    ],
    PK10: [
      ['BJPK10', 'Beijing PK10'],
      ['XYFT', 'Lucky Airship'],
    ],
    KENO: [
      ['BJKL8', 'Beijing Keno'],
      ['TWBINGO', 'Taiwan Bingo'],
    ],
  }),
  ...lottery('TCG_LOTTO_VN', {
    NORTH: [
      ['VNHN', 'Northern Lottery (Hanoi)'],
      ['VNHNVIP', 'Hanoi VIP 5-Minute'],
    ],
    CENTRAL: [
      ['VNDN', 'Da Nang Lottery'],
      ['VNKH', 'Khanh Hoa Lottery'],
      ['VNBDI', 'Binh Dinh Lottery'],
    ],
    SOUTH: [
      ['VNHCM', 'Ho Chi Minh City Lottery'],
      ['VNDT', 'Dong Thap Lottery'],
      ['VNCM', 'Ca Mau Lottery'],
      ['VNVT', 'Vung Tau Lottery'],
      ['VNCT', 'Can Tho Lottery'],
    ],
    FAST: [
      ['VNF1', 'VN Fast 1-Minute'],
      ['VNF3', 'VN Fast 3-Minute'],
    ],
  }),
  ...lottery('ELOTT', {
    SSC: [
      ['ESSC1', 'Speed Lucky 5 (1 min)'],
      ['ESSC3', 'Speed Lucky 5 (3 min)'],
    ],
    '11X5': [['E11X5', 'Speed 11 Pick 5']],
    K3: [['EK3', 'Speed Fast 3']],
    PK10: [['EPK10', 'Speed Racing PK10']],
    LUCKY: [
      ['ELK28', 'Lucky 28'],
      ['EMK6', 'Speed Mark Six'],
    ],
  }),
  ...lottery('TCG_SEA', {
    THAI: [
      ['THGOV', 'Thai Government Lottery'],
      ['THSTOCK', 'Thai Stock Lottery'],
    ],
    LAO: [['LAOS', 'Lao Lottery']],
    '4D': [
      ['MY4DMG', 'Magnum 4D'],
      ['MY4DTT', 'Sports Toto 4D'],
      ['MY4DDMC', 'Da Ma Cai 4D'],
      ['SG4D', 'Singapore 4D'],
    ],
  }),
];

// ---- titles ---------------------------------------------------------------------------------

const ADJ = [
  'Golden', 'Lucky', 'Wild', 'Mega', 'Mystic', 'Royal', 'Sweet', 'Fiery', 'Frozen', 'Ancient', 'Crazy', 'Jolly',
  'Magic', 'Sacred', 'Shining', 'Hidden', 'Electric', 'Savage', 'Diamond', 'Emerald', 'Ruby', 'Silver', 'Jade',
  'Imperial', 'Cosmic', 'Neon', 'Thunder', 'Happy', 'Hot', 'Super', 'Rising', 'Dancing', 'Roaring', 'Prosperous',
  'Majestic', 'Legendary', 'Enchanted', 'Haunted', 'Blazing', 'Spicy', 'Juicy', 'Midnight', 'Raging', 'Burning',
  'Mighty', 'Eternal', 'Twin', 'Triple', 'Infinite', 'Glorious', 'Secret', 'Tropical', 'Wicked', 'Starlight',
];
const NOUN = [
  'Dragon', 'Tiger', 'Panda', 'Phoenix', 'Koi', 'Buffalo', 'Wolf', 'Lion', 'Eagle', 'Pharaoh', 'Cleopatra', 'Zeus',
  'Samurai', 'Ninja', 'Geisha', 'Mahjong', 'Gems', 'Jewels', 'Fruits', 'Cherries', 'Sevens', 'Bonanza', 'Treasures',
  'Riches', 'Gold', 'Coins', 'Pearls', 'Lanterns', 'Fortune', 'Empire', 'Kingdom', 'Temple', 'Pyramid', 'Safari',
  'Jungle', 'Mermaid', 'Pirates', 'Vikings', 'Cowboys', 'Circus', 'Carnival', 'Candy', 'Bandits', 'Heist', 'Vault',
  'Miners', 'Rockets', 'Galaxy', 'Moon', 'Volcano', 'Wizard', 'Witch', 'Unicorn', 'Knight', 'Queen', 'Monkey',
  'Rooster', 'Ox', 'Rabbit', 'Horse', 'Goddess', 'Genie', 'Elephant', 'Gorilla', 'Crystals', 'Bells', 'Stars',
  'Wheel', 'Crown', 'Sphinx', 'Hercules', 'Medusa', 'Odin', 'Thor', 'Athena', 'Poseidon', 'Anubis', 'Leprechaun',
];
/** Second words that make a title of any noun: "Panda Riches", "Dragon Quest". */
const THEME_TAIL = [
  'Riches', 'Fortune', 'Gems', 'Treasures', 'Bonanza', 'Gold', 'Wins', 'Cash', 'Quest', 'Legends', 'Dreams', 'Party',
  'Blaze', 'Strike', 'Spins', 'Hunt', 'Kingdom', 'Palace', 'Adventure', 'Jackpots', 'Wilds', 'Frenzy', 'Mania', 'Ways',
];
const PLACE = [
  'Olympus', 'Atlantis', 'Egypt', 'Asgard', 'Valhalla', 'the Nile', 'the Aztecs', 'the Orient', 'Camelot',
  'the Amazon', 'El Dorado', 'Shangri-La', 'Babylon', 'Troy', 'the Incas', 'Persia', 'the Samurai', 'Macau',
];
const SUFFIX = [
  'Megaways', 'Deluxe', 'Hold & Win', '2', '3', 'Respin', 'Power Reels', 'Link & Win', 'Xmas', 'Dream Drop',
  'Hunt', 'Rush', 'Blitz', '1000', 'Cash Collect', 'Max', 'Returns', 'Remastered', 'Ways', 'Multiplier',
];
const VIDEO_POKER = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker', 'Double Bonus Poker', 'Aces and Faces', 'Tens or Better', 'All American Poker'];
const VIDEO_POKER_SUFFIX = ['', ' Multi-Hand', ' 10-Hand', ' Power Poker', ' Deluxe'];
const TABLE_GAMES = [
  'European Roulette', 'American Roulette', 'French Roulette', 'Blackjack', 'Classic Blackjack', 'Multi-Hand Blackjack',
  'Baccarat', 'Punto Banco', "Casino Hold'em", 'Three Card Poker', 'Caribbean Stud', 'Sic Bo', 'Dragon Tiger', 'Red Dog', 'Pai Gow',
];
const TABLE_SUFFIX = ['', ' Pro', ' Gold', ' VIP', ' Classic', ' Mini'];
const ARCADE = ['Mines', 'Plinko', 'Crash', 'Dice', 'Limbo', 'Hi-Lo', 'Keno', 'Tower', 'Goal', 'Wheel', 'Coin Flip', 'Balloon', 'Cricket X', 'Jet X', 'Rocket Rush', 'Mini Roulette'];
const ARCADE_PREFIX = ['', '', 'Turbo ', 'Lucky ', 'Mini ', 'Super '];
const FISH_NOUN = ['Ocean', 'Dragon', 'Golden Toad', 'Shark', 'Kraken', 'Mermaid', 'Poseidon', 'Deep Sea', 'Jackpot', 'Bomb', 'Treasure', 'Dinosaur', 'Monster', 'Galaxy', 'Octopus', 'Whale', 'Crab', 'Lobster', 'Pirate', 'Turtle'];
const FISH_PATTERN = ['Fishing', 'Hunter', 'Fishing King', 'Catcher', 'Fishing War', 'Fishing Party', 'Blast'];
const LIVE_TABLES = [
  'Baccarat', 'Speed Baccarat', 'No Commission Baccarat', 'Squeeze Baccarat', 'Lightning Baccarat', 'Roulette',
  'Auto Roulette', 'Lightning Roulette', 'Immersive Roulette', 'Speed Roulette', 'Dragon Tiger', 'Sic Bo', 'Super Sic Bo',
  'Blackjack', 'Infinite Blackjack', 'Speed Blackjack', 'Fan Tan', 'Andar Bahar', 'Teen Patti', "Casino Hold'em",
  'Mega Wheel', 'Money Wheel', 'Football Studio', 'Bac Bo', "Texas Hold'em Bonus",
];
const LIVE_SUFFIX = ['A', 'B', 'C', 'D', 'E', 'VIP', 'Thai', 'Prime', '1', '2', '3', '5', '8'];
const PVP_TABLES = [
  "Texas Hold'em", 'Pok Deng', 'Dummy', 'Niu Niu', 'Rummy', 'Fight the Landlord', 'Sam Gong', 'Teen Patti', 'Mahjong',
  'Blackjack', 'Baccarat', 'Dragon Tiger', 'Bull Bull', 'Pusoy', 'Tongits', 'Omaha', 'Short Deck', 'Gin Rummy',
  'Golden Flower', 'Red Black War', '13 Cards', 'Pai Gow',
];
const PVP_PREFIX = ['', '', '', 'Rush ', 'Classic ', 'Speed ', 'Grab ', 'Pro '];
const PVP_SUFFIX = ['', '', ' 6-Max', ' Deluxe', ' Club', ' Online'];
const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Classify share among RNG games, weights in percent of those that get one (≈25% do). */
const CLASSIFY_WEIGHTS = [
  { weight: 20, value: 'SC' },
  { weight: 10, value: 'VP' },
  { weight: 25, value: 'JP' },
  { weight: 20, value: 'TG' },
  { weight: 20, value: 'AC' },
  { weight: 5, value: 'BG' },
];

function slotTitle(f: Faker): string {
  const h = f.helpers;
  const pattern = h.weightedArrayElement([
    { weight: 35, value: 0 },
    { weight: 20, value: 1 },
    { weight: 12, value: 2 },
    { weight: 18, value: 3 },
    { weight: 10, value: 4 },
    { weight: 5, value: 5 },
  ]);
  const adj = h.arrayElement(ADJ);
  const noun = h.arrayElement(NOUN);
  switch (pattern) {
    case 0:
      return `${adj} ${noun}`;
    case 1:
      return `${noun} ${h.arrayElement(THEME_TAIL)}`;
    case 2:
      return `${h.arrayElement(['Treasures', 'Gates', 'Legend', 'Rise', 'Secrets', 'Book', 'Gods', 'Queen'])} of ${h.arrayElement(PLACE)}`;
    case 3:
      return `${adj} ${noun} ${h.arrayElement(SUFFIX)}`;
    case 4:
      return `${noun} ${h.arrayElement(SUFFIX)}`;
    default:
      return `The ${adj} ${noun}`;
  }
}

function classifiedTitle(f: Faker, classify: string): string {
  const h = f.helpers;
  switch (classify) {
    case 'SC':
      return h.arrayElement([`${h.arrayElement(ADJ)} ${h.arrayElement(NOUN)} Scratch`, `Scratch ${h.arrayElement(NOUN)}`, `${h.arrayElement(NOUN)} Scratchcard`]);
    case 'VP':
      return `${h.arrayElement(VIDEO_POKER)}${h.arrayElement(VIDEO_POKER_SUFFIX)}`;
    case 'JP':
      return h.arrayElement([`${h.arrayElement(ADJ)} ${h.arrayElement(NOUN)} Jackpot`, `Mega ${h.arrayElement(NOUN)} Jackpots`, `${h.arrayElement(NOUN)} Jackpot Link`]);
    case 'TG':
      return `${h.arrayElement(TABLE_GAMES)}${h.arrayElement(TABLE_SUFFIX)}`;
    case 'AC':
      return `${h.arrayElement(ARCADE_PREFIX)}${h.arrayElement(ARCADE)}`;
    default:
      return h.arrayElement([`${h.arrayElement(NOUN)} Bingo`, `Bingo ${h.arrayElement(PLACE)}`, `${h.arrayElement(ADJ)} Bingo`, `Bingo ${h.arrayElement(['75', '90', 'Blast', 'Party'])}`]);
  }
}

function fishTitle(f: Faker): string {
  const h = f.helpers;
  return h.arrayElement([
    `${h.arrayElement(FISH_NOUN)} ${h.arrayElement(FISH_PATTERN)}`,
    `${h.arrayElement(ADJ)} ${h.arrayElement(FISH_PATTERN)}`,
    `${h.arrayElement(['Ocean King', 'Fishing God', 'Jackpot Fishing', 'Mega Fishing', 'Royal Fishing'])} ${h.arrayElement(['', '2', '3', 'Deluxe', 'Legend'])}`.trim(),
  ]);
}

function liveTitle(f: Faker): string {
  return `${f.helpers.arrayElement(LIVE_TABLES)} ${f.helpers.arrayElement(LIVE_SUFFIX)}`;
}

function pvpTitle(f: Faker): string {
  const h = f.helpers;
  return `${h.arrayElement(PVP_PREFIX)}${h.arrayElement(PVP_TABLES)}${h.arrayElement(PVP_SUFFIX)}`;
}

/** The fixed first game of vendors that launch straight into their own lobby. */
function lobbyTitle(v: VendorSeed): string {
  switch (v.gameType) {
    case 'SPORTS':
      return `${v.name} Sportsbook`;
    case 'ESPORTS':
      return `${v.name} Arena`;
    case 'COCKFIGHT':
      return `${v.name} Live Derby`;
    default:
      return `${v.name} Lobby`;
  }
}

// ---- seeding --------------------------------------------------------------------------------

/** The catalogue's own PRNG stream: a function of the seed only. */
export function catalogueFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed((seed ^ 0x6a3e5c0d) >>> 0);
  return faker;
}

export function gameIconUrl(nodeId: number): string {
  return `/sim/cdn/games/${nodeId}.svg`;
}

const FIRST_NODE_ID = 10001;

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
export function seedCatalogue(db: SimDb, seed: number, count: number): void {
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

  drafts.forEach((d, i) => {
    const nodeId = FIRST_NODE_ID + i;
    const type = d.vendor.gameType;
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
      iconUrl: gameIconUrl(nodeId),
      isGame: 'GAME',
      isNew: f.datatype.boolean({ probability: 0.05 }) ? 1 : 0,
      sort: i,
    });
  });
}

/** "Golden Tiger Megaways" → "GT" (the icon's initials). */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(of|the|and|or)$/i.test(w));
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || '?';
}
