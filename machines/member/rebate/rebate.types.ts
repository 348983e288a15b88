/** The rebate workflow's domain types, read by its effects, machine, selectors and views. */

export interface RebateRow {
  gameType: string;
  validBet: number;
  /** A fraction (0.008 = 0.8 %). */
  rate: number;
  amount: number;
}

export interface RebateList {
  rows: RebateRow[];
  minClaim: number;
}

/** One product type, or every type with enough to claim. */
export type RebateClaimRequest = { gameType: string } | { all: true };

/** One claim of one product type, in the claim history. */
export interface RebateClaim {
  /** The REBATE movement it paid (the account record's row). */
  id: string;
  at: number;
  gameType: string;
  validBet: number;
  rate: number;
  amount: number;
}

export interface RebateClaimFilters {
  [k: string]: unknown;
  /** '' for every product type. */
  gameType: string;
}

export interface RebateClaimTotals {
  count: number;
  validBet: number;
  amount: number;
}
