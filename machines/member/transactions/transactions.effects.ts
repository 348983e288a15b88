/**
 * The account record's one read (spec §2 transactionHistory, ODSFE2_MemTransDet): a page of the
 * member's money movements in a period, filtered by transaction type, with the period's totals.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { TransactionRecordValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { movementTotals, reportPage, reportQuery, toMovement } from '../../shared/paged-query/report';
import type { TransactionFilters, Transaction, TransactionTotals } from './transactions.types';

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
