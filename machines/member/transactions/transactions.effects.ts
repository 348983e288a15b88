/**
 * The account record's one read (spec §2 transactionHistory, ODSFE2_MemTransDet): a page of the
 * member's money movements in a period, filtered by transaction type, with the period's totals.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { TransactionStatus } from '../../../gateway/member/contract';
import type { TransactionRecordValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { reportPage, reportQuery } from '../../shared/paged-query/report';

export interface TransactionFilters {
  [k: string]: unknown;
  /** '' for every type. */
  transType: string;
}

export interface Transaction {
  id: string;
  at: number;
  /** A TransactionType; an unknown type the gateway sends is kept as is (shown by its code). */
  type: string;
  /** Signed: money in is positive. */
  amount: number;
  /** The main wallet once this moved it; null when not known (pending, failed, older history). */
  balanceAfter: number | null;
  status: TransactionStatus;
  remark: string;
  /** The other wallet of a transfer, the channel of a deposit, the account of a withdrawal. */
  detail: string;
  /** A withdrawal paid by another member's deposit: its confirmation's state (PENDING: the member's answer awaited); null otherwise. */
  confirmation: string | null;
}

export interface TransactionTotals {
  count: number;
  /** Money in over the period (a positive sum). */
  totalIn: number;
  /** Money out over the period (a positive sum). */
  totalOut: number;
}

const STATUS: Record<string, TransactionStatus> = { SUCCESS: 'SUCCESS', PENDING: 'PENDING', FAILED: 'FAILED', CANCELLED: 'CANCELLED' };

export function toTransaction(v: TransactionRecordValue): Transaction {
  return {
    id: v.transId,
    at: v.transTime,
    type: v.transType.toUpperCase(),
    amount: v.amount,
    balanceAfter: v.balanceAfter ?? null,
    status: STATUS[(v.status ?? '').toUpperCase()] ?? 'SUCCESS',
    remark: v.remark ?? '',
    detail: v.detail ?? '',
    confirmation: v.confirmationStatus ? v.confirmationStatus.toUpperCase() : null,
  };
}

export const transactionsEffects = (client: GatewayClient) => ({
  fetchTransactions: effect<PageRequest<TransactionFilters>, PageResult<Transaction, TransactionTotals>>(async (req, signal) => {
    const value = await client.call('transactions', { ...reportQuery(req), transType: req.filters.transType, language: client.options.language() }, { signal });
    return reportPage(value, toTransaction, (s) => ({ count: s.count, totalIn: s.totalIn, totalOut: s.totalOut }));
  }),
});

export type TransactionsEffects = ReturnType<typeof transactionsEffects>;
