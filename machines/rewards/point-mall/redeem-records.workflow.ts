/** The redeem history (spec §2 points mall): a paged query of the member's redeems and conversions; a logout forgets it. */
import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { recordList } from '../../shared/paged-query/report';
import { workflow } from '../../system/workflow';
import { pointMallEffects, type PointMallEffects } from './point-mall.effects';

export default workflow(pagedQueryMachine, {
  effects: [pointMallEffects],
  actors: (e: PointMallEffects) => ({ fetchPage: pageFetcher(e.fetchRedeemRecords) }),
  input: () => recordList({}),
  listens: ['session.changed', 'language.changed'],
});
