/** The bet records workflow's domain types, read by its effects, machine, selectors and views. */
import type { Bet } from '../../shared/paged-query/report';

export type { BetTotals } from '../../shared/paged-query/report';

export interface BetFilters {
  [k: string]: unknown;
  /** '' for every type. */
  gameType: string;
}

/** A bet of the member's (its round too). */
export type BetRecord = Bet & { roundId: string };
