/**
 * About a hundred vendors in every category (gateway-protocol.md §5.6, spec §1 and §3). Lanes
 * are what the gateway sends (`GCSGAME_newGameVendor`): RNG, LIVE, FISH, PVP, SPORTS, LOTT,
 * ELOTT. E-sports and cockfight vendors ride inside the SPORTS lane (the client moves them out);
 * their games carry gameType ESPORTS / COCKFIGHT.
 */
import { HOUR, SEED_REFERENCE_DATE } from '../seed-date';

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
  KP: { maintainTime: SEED_REFERENCE_DATE - 2 * HOUR, endTime: SEED_REFERENCE_DATE + 6 * HOUR },
  BTI: { maintainTime: SEED_REFERENCE_DATE - 1 * HOUR, endTime: SEED_REFERENCE_DATE + 3 * HOUR },
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
  ...vendors(
    'LOTT',
    'LOTT',
    [
      ['LOTT', 'TCG Lottery'],
      ['TCG_LOTTO_VN', 'TCG VN Lottery'],
    ],
    'GAME',
    0,
  ),
  ...vendors(
    'ELOTT',
    'ELOTT',
    [
      ['ELOTT', 'TCG E-Lottery'],
      ['TCG_SEA', 'TCG Sea Lottery'],
    ],
    'GAME',
    0,
  ),
].map((v) => (MAINTENANCE[v.code] ? { ...v, maintenance: MAINTENANCE[v.code] } : v));
