/** The points details by type (spec §3 points types): a paged query; a logout forgets it. */
import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { recordList } from '../../shared/paged-query/report';
import { workflow } from '../../system/workflow';
import { pointMallEffects, type PointMallEffects } from './point-mall.effects';

export default workflow(pagedQueryMachine, {
  effects: [pointMallEffects],
  actors: (e: PointMallEffects) => ({ fetchPage: pageFetcher(e.fetchPointDetails) }),
  input: () => recordList({ type: '' }),
  listens: ['session.changed'],
});
