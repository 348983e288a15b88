/** The bonuses workflow's domain types, read by its effects, machine, selectors and views. */

export interface BonusFilters {
  [k: string]: unknown;
  /** One of BONUS_TYPES, or '' for all of them. */
  bonusType: string;
}

export interface BonusTotals {
  count: number;
  /** What was credited over the period. */
  total: number;
}
