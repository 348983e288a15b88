/**
 * The account record's one read (spec §2 transactionHistory, ODSFE2_MemTransDet): a page of the
 * member's money movements in a period, filtered by transaction type, with the period's totals.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { TransactionRecordValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { movementTotals, reportPage, reportQuery, toMovement, type Movement, type MovementTotals } from '../../shared/paged-query/report';

export interface TransactionFilters {
  [k: string]: unknown;
  /** '' for every type. */
  transType: string;
}

/** A movement of the member's money; a withdrawal paid by another member's deposit also carries its confirmation's state (PENDING: the member's answer awaited; null otherwise). */
export type Transaction = Movement & { confirmation: string | null };
export type TransactionTotals = MovementTotals;

export const toTransaction = (v: TransactionRecordValue): Transaction => ({
  ...toMovement(v),
  confirmation: v.confirmationStatus ? v.confirmationStatus.toUpperCase() : null,
});

export const transactionsEffects = (client: GatewayClient) => ({
  fetchTransactions: effect<PageRequest<TransactionFilters>, PageResult<Transaction, TransactionTotals>>(async (req, signal) => {
    const value = await client.call('transactions', { ...reportQuery(req), transType: req.filters.transType, language: client.options.language() }, { signal });
    return reportPage(value, toTransaction, movementTotals);
  }),
});

export type TransactionsEffects = ReturnType<typeof transactionsEffects>;
