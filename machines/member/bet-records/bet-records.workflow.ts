/**
 * The betting record: a paged query of the member's bets (by period and game type), long-lived
 * so the list is as the member left it when they come back; a logout forgets it.
 */
import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { betRecordsEffects, type BetRecordsEffects } from './bet-records.effects';
import { recordList } from '../../shared/paged-query/report';

export default workflow(pagedQueryMachine, {
  effects: [betRecordsEffects],
  actors: (e: BetRecordsEffects) => ({ fetchPage: pageFetcher(e.fetchBetRecords) }),
  input: () => recordList({ gameType: '' }),
  listens: ['session.changed', 'language.changed'],
});
