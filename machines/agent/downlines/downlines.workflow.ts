/**
 * The agent's direct downlines (downline management): a paged, searchable query, long-lived so
 * the list is as the agent left it; a logout forgets it.
 */
import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { downlinesEffects, type DownlinesEffects } from './downlines.effects';
import { recordList } from '../../shared/paged-query/report';

export default workflow(pagedQueryMachine, {
  effects: [downlinesEffects],
  actors: (e: DownlinesEffects) => ({ fetchPage: pageFetcher(e.fetchDownlines) }),
  input: () => recordList({ account: '' }),
  listens: ['session.changed'],
});
