/**
 * The games domain: normalised shapes and the spec's rules (§3, §4, §9), pure and shared by the
 * machines and the views.
 */
import type { GameValue, VendorCardValue, VendorLanesValue } from '../../gateway/games/schemas';

// ---- constants (spec §9) -------------------------------------------------------------------
export const LOBBY_PAGE_SIZE = 18;
export const HOME_SLICE = 12;
export const HOME_MAX_VENDORS = 5;
export const HOME_MAX_GAMES = 12;
export const FAVOURITE_PAGE_SIZE = 999;
export const FAVOURITE_THROTTLE_MS = 1_000;
export const WINNER_LIMIT = 20;
/** The winner board's scroll speed: 30 px a second (half a pixel a frame at 60 Hz). */
export const WINNER_SCROLL_PX_PER_S = 30;
export const SEARCH_DEBOUNCE_MS = 300;

export const ESPORTS_VENDORS: readonly string[] = ['AV', 'IMES', 'IA', 'AI', 'TF'];
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];
export const LOTTERY_ROUTES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};
/** Nav types that always open their page (spec §2). */
export const PAGE_TYPES: readonly string[] = ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'];

/**
 * The game categories that are a classification of games inside the lanes (spec §3: scratch cards
 * SC, video poker VP, jackpot JP, table games TG, arcade AC, bingo BG): each lane's `gameClassify`
 * names the vendors that have games of a kind, and the game list is asked for a kind with
 * `gameClassify` (W1d 44978463546 @~8.9k).
 */
export const CLASSIFY_CATEGORIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
type ClassifyCategory = (typeof CLASSIFY_CATEGORIES)[number];
/** Bingo is a category only when the brand supports the TY language (spec §1). */
const BINGO_LANGUAGE = 'TY';

const isClassifyCategory = (code: string): code is ClassifyCategory => (CLASSIFY_CATEGORIES as readonly string[]).includes(code);

/**
 * The classification categories the lanes carry games for, each as a lane of its own (its code as
 * the lane's type, the vendors the lanes name for it, in lane order, each keeping its own game type
 * so that starting one routes as anywhere else). Bingo only when `languages` (the brand's supported
 * languages) include TY; a category no lane names for any vendor is left out.
 */
export function categoryLanes(lanes: readonly Lane[], languages: readonly string[]): Lane[] {
  const bingo = languages.some((l) => l.toUpperCase() === BINGO_LANGUAGE);
  return CLASSIFY_CATEGORIES.flatMap((code) => {
    if (code === 'BG' && !bingo) return [];
    const vendors: Vendor[] = [];
    for (const lane of lanes) {
      const named = lane.classify.find((c) => c.classify === code)?.vendors ?? [];
      for (const v of lane.vendors) if (named.includes(v.code) && !vendors.some((x) => x.code === v.code)) vendors.push(v);
    }
    return vendors.length ? [{ gameType: code, vendors, classify: [] }] : [];
  });
}
export const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/**
 * The lobby's filters (spec §2: All, Hot, Favourite, Recent). No "new games" filter: no public
 * client asks the gateway for new games, and no answer of the record says a game is new.
 */
export type LobbyFilter = 'ALL' | 'HOT' | 'FAV' | 'RECENT';
export const LOBBY_FILTERS: readonly LobbyFilter[] = ['ALL', 'HOT', 'FAV', 'RECENT'];
/** The minimum-bet hints (spec §9): games whose smallest stake is 1 or more; slots of 25 lines or more. */
export const MIN_BET_HINT = 1;
export const MIN_LINES_HINT = 25;

// ---- shapes --------------------------------------------------------------------------------
export interface Game {
  nodeId: string;
  gameId: string | null;
  gameCode: string | null;
  name: string;
  gameType: string;
  vendor: string;
  icon: string | null;
  isHot: boolean;
  /** supportPlay 0: a free trial is offered (spec §1). */
  freeTrial: boolean;
  classify: string | null;
  /** isGame VASSALAGE: opens the vendor's game list instead of launching. */
  opensList: boolean;
  /** The smallest stake and a slot's pay lines, when the gateway sends them. */
  minBet?: number | null;
  lines?: number | null;
}

export interface Vendor {
  code: string;
  name: string;
  gameType: string;
  icon: string | null;
  accountTypeName: string | null;
  opensList: boolean;
  maintenance: boolean;
}

export interface Lane {
  gameType: string;
  vendors: Vendor[];
  classify: { classify: string; vendors: string[] }[];
}

export interface Winner {
  customerName: string;
  winAmount: number;
  gameName: string;
  nodeId: string | null;
  gameType: string | null;
  vendor: string | null;
  icon: string | null;
}

/** What a favourite is keyed by on the wire. */
export interface FavouriteKey {
  nodeId: string;
  vendor: string;
  gameType: string;
}

export function toGame(g: GameValue): Game {
  return {
    nodeId: g.nodeId,
    gameId: g.gameId ?? null,
    gameCode: g.gameCode ?? null,
    name: g.gameName || g.displayName || g.nodeName || g.gameCode || g.nodeId,
    gameType: g.gameType,
    vendor: g.vassalage,
    icon: g.showIcon || g.iconUrl || g.defaultIcon || null,
    isHot: g.isHot,
    freeTrial: g.supportPlay === 0,
    classify: g.gameClassify ?? null,
    opensList: g.isGame === 'VASSALAGE',
    minBet: g.minBet ?? null,
    lines: g.lineNum ?? null,
  };
}

export function toVendor(c: VendorCardValue, laneType: string): Vendor {
  return {
    code: c.vassalage,
    name: c.displayName || c.vassalage,
    gameType: c.gameType || laneType,
    icon: c.lagerIcon || c.smallIcon || null,
    accountTypeName: c.accountTypeName ?? null,
    opensList: c.isGame === 'VASSALAGE',
    maintenance: c.maintenance,
  };
}

/**
 * The sports lane split (spec §4): e-sports and cockfight vendors move out of SPORTS into their
 * own lanes, placed right after SPORTS (merged into those lanes when the gateway already sends them).
 */
export function splitSportsLane(lanes: Lane[]): Lane[] {
  const sportsIndex = lanes.findIndex((l) => l.gameType === 'SPORTS');
  if (sportsIndex < 0) return lanes;
  const sports = lanes[sportsIndex]!;
  const moved = (codes: readonly string[], gameType: string) => sports.vendors.filter((v) => codes.includes(v.code)).map((v) => ({ ...v, gameType }));
  const esports = moved(ESPORTS_VENDORS, 'ESPORTS');
  const cockfight = moved(COCKFIGHT_VENDORS, 'COCKFIGHT');
  if (!esports.length && !cockfight.length) return lanes;
  const rest = lanes.filter((l, i) => i !== sportsIndex && l.gameType !== 'ESPORTS' && l.gameType !== 'COCKFIGHT');
  const existing = (t: string) => lanes.find((l) => l.gameType === t);
  const merge = (t: string, add: Vendor[]): Lane | null => {
    const lane = existing(t);
    const vendors = [...(lane?.vendors ?? []), ...add.filter((a) => !lane?.vendors.some((v) => v.code === a.code))];
    return vendors.length ? { gameType: t, vendors, classify: lane?.classify ?? [] } : null;
  };
  const newSports: Lane = { ...sports, vendors: sports.vendors.filter((v) => !ESPORTS_VENDORS.includes(v.code) && !COCKFIGHT_VENDORS.includes(v.code)) };
  const after = [merge('ESPORTS', esports), merge('COCKFIGHT', cockfight)].filter((l): l is Lane => l !== null);
  const before = rest.slice(0, lanes.slice(0, sportsIndex).filter((l) => l.gameType !== 'ESPORTS' && l.gameType !== 'COCKFIGHT').length);
  const tail = rest.slice(before.length);
  return [...before, ...(newSports.vendors.length ? [newSports] : []), ...after, ...tail];
}

export function toLanes(value: VendorLanesValue): Lane[] {
  const lanes = value.data.lanes.map((l) => ({
    gameType: l.title,
    vendors: l.cards.map((c) => toVendor(c, l.title)),
    classify: (l.gameClassify ?? []).map((c) => ({ classify: c.classify ?? '', vendors: c.vendors ?? [] })),
  }));
  return splitSportsLane(lanes);
}

/** Prize mode (spec §4): e-lottery when the lottery cards include TCG_LOTTO_VN or LOTT, otherwise lottery. */
export function prizeMode(lanes: Lane[]): 'ELOTT' | 'LOTT' {
  const lottery = lanes.filter((l) => LOTTERY_TYPES.includes(l.gameType)).flatMap((l) => l.vendors);
  return lottery.some((v) => v.code === 'TCG_LOTTO_VN' || v.code === 'LOTT') ? 'ELOTT' : 'LOTT';
}

/** Header nav click (spec §2): the page for HOME, PROMO, PVP, FISH, RNG or more than one vendor; else launch the vendor. */
export function navClick(gameType: string, lane: Lane | undefined): { kind: 'page' } | { kind: 'launch'; vendor: Vendor } {
  // A classification category is a list of games across vendors (like RNG): always its page.
  if (PAGE_TYPES.includes(gameType) || isClassifyCategory(gameType) || !lane || lane.vendors.length !== 1) return { kind: 'page' };
  return { kind: 'launch', vendor: lane.vendors[0]! };
}

/** Where starting a vendor leads (spec §4 vendor routing). */
export type VendorRoute = { kind: 'route'; path: string } | { kind: 'vendorList' } | { kind: 'launch' };

export function vendorRoute(vendor: Pick<Vendor, 'code' | 'gameType' | 'opensList'>): VendorRoute {
  const lottery = LOTTERY_ROUTES[vendor.code];
  if (lottery) return { kind: 'route', path: lottery };
  if (vendor.gameType === 'RNG') return { kind: 'route', path: `/rng?vassalage=${encodeURIComponent(vendor.code)}` };
  if (vendor.opensList) return { kind: 'vendorList' };
  return { kind: 'launch' };
}

/** The launch CDN (spec §4): one of the given bases, chosen by a random number passed in. */
export function pickCdn(cdns: readonly string[], random: number): string | null {
  if (!cdns.length) return null;
  return cdns[Math.min(cdns.length - 1, Math.floor(random * cdns.length))]!;
}

/** A relative launch URL is resolved against the chosen launch CDN. */
export function launchUrl(url: string, cdn: string | null): string {
  if (/^https?:\/\//i.test(url) || !cdn) return url;
  return cdn.replace(/\/$/, '') + (url.startsWith('/') ? url : `/${url}`);
}

/** A game name search is at most this long (a longer one once overflowed the gateway's URL limit: HTTP 431). */
export const SEARCH_MAX_LENGTH = 50;

/**
 * Whether a game belongs on a game type's page. The hot list comes whole (W1 asks for it without a
 * type), so a page keeps its own: SPORTS carries the e-sports and cockfight games too, as its lane
 * and its game list do, and ESPORTS and COCKFIGHT take their vendors' games.
 */
export function isOfType(g: Pick<Game, 'gameType' | 'vendor'>, gameType: string): boolean {
  if (!gameType || g.gameType === gameType) return true;
  const esports = g.gameType === 'ESPORTS' || ESPORTS_VENDORS.includes(g.vendor);
  const cockfight = g.gameType === 'COCKFIGHT' || COCKFIGHT_VENDORS.includes(g.vendor);
  if (gameType === 'ESPORTS') return esports;
  if (gameType === 'COCKFIGHT') return cockfight;
  if (gameType === 'SPORTS') return esports || cockfight;
  return false;
}
