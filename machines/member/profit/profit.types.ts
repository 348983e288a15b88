/** The profit workflow's domain types, read by its effects, machine, selectors and views. */

export interface ProfitFilters {
  [k: string]: unknown;
  /** '' for every type. */
  gameType: string;
}

export interface ProfitFigures {
  betCount: number;
  bet: number;
  validBet: number;
  winLoss: number;
  bonus: number;
  rebate: number;
  /** winLoss + bonus + rebate. */
  profit: number;
}

export interface ProfitDay extends ProfitFigures {
  /** The day's start (this device's midnight), epoch ms. */
  day: number;
}
