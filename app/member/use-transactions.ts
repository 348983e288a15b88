import { shallowEqual } from '@xstate/react';
import type { Transaction, TransactionTotals } from '../../machines/member/transactions/transactions.types';
import { selectPageOf } from '../../machines/shared/paged-query/paged-query.selectors';
import { useActorSelector, useSend } from '../system/system';

const select = selectPageOf<Transaction, TransactionTotals>();

/** The account record's list (idle until the page asks for a period). */
export const useTransactions = () => useActorSelector('transactions', select, shallowEqual);
export const useSendTransactions = () => useSend('transactions');
