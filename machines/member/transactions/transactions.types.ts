/** The transactions workflow's domain types, read by its effects, machine, selectors and views. */
import type { Movement, MovementTotals } from '../../shared/paged-query/report';

export interface TransactionFilters {
  [k: string]: unknown;
  /** '' for every type. */
  transType: string;
}

/** A movement of the member's money; a withdrawal paid by another member's deposit also carries its confirmation's state (PENDING: the member's answer awaited; null otherwise). */
export type Transaction = Movement & { confirmation: string | null };
export type TransactionTotals = MovementTotals;
