/** The lottery workflow's domain types, read by its effects, machine, selectors and views. */

/**
 * The three lottery pages (spec §2, §4 vendor routing): `/lottery` (the LOTT and ELOTT vendors),
 * `/seaLottery` (TCG_SEA) and `/vnLottery` (TCG_LOTTO_VN).
 */
export type LotteryPageKind = 'lottery' | 'sea' | 'vn';
export const LOTTERY_PAGE_KINDS: readonly LotteryPageKind[] = ['lottery', 'sea', 'vn'];

/** The lottery vendors (menus' `accountTypeName`) each page shows. */
export const PAGE_ACCOUNT_TYPES: Readonly<Record<LotteryPageKind, readonly string[]>> = {
  lottery: ['LOTT', 'ELOTT'],
  sea: ['TCG_SEA'],
  vn: ['TCG_LOTTO_VN'],
};

/** The brand's prize modes (spec §3 brand config; W1 76619 prizeModes). */
export const PRIZE_MODES = { lott: 'LOTT', zy: 'ZY', elott: 'ELOTT', sea: 'SEA' } as const;

/** A game of a lottery menu. */
export interface LotteryGame {
  gameCode: string;
  name: string;
  /** The lottery vendor (`accountTypeName`); null when the menu does not say. */
  vendor: string | null;
  /** The menu group it belongs to. */
  group: string | null;
  /** Its key among this device's lottery favourites: the catalogue's node id, or vendor and code. */
  key: string;
}

export interface LotteryGroup {
  code: string;
  name: string;
  games: LotteryGame[];
}

/** A lottery's latest opened draw. */
export interface OpenedDraw {
  gameCode: string;
  name: string;
  numero: string;
  winningNumber: string;
  /** Epoch ms. */
  openTime: number;
}

/** What a page's reads need: which page, and the prize mode its calls send. */
export interface LotteryQuery {
  page: LotteryPageKind;
  prizeMode: string;
}
