/**
 * Personal profit and loss: a paged query of the member's days (by period and game type),
 * long-lived so the list is as the member left it; a logout forgets it.
 */
import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { profitEffects, type ProfitEffects } from './profit.effects';
import { recordList } from '../../shared/paged-query/report';

export default workflow(pagedQueryMachine, {
  effects: [profitEffects],
  actors: (e: ProfitEffects) => ({ fetchPage: pageFetcher(e.fetchProfit) }),
  input: () => recordList({ gameType: '' }),
  listens: ['session.changed', 'language.changed'],
});
