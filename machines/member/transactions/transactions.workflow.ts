/**
 * The account record: a paged query of the member's money movements (by period and transaction
 * type), long-lived so the list is as the member left it when they come back; a logout forgets it.
 */
import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { transactionsEffects, type TransactionsEffects } from './transactions.effects';
import { recordList } from '../../shared/paged-query/report';

export default workflow(pagedQueryMachine, {
  effects: [transactionsEffects],
  actors: (e: TransactionsEffects) => ({ fetchPage: pageFetcher(e.fetchTransactions) }),
  input: () => recordList({ transType: '' }),
  listens: ['session.changed', 'language.changed', 'money.moved'],
});
