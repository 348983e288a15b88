/** The redeem history (spec §2 points mall): a paged query of the member's redeems and conversions; a logout forgets it. */
import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { pointMallEffects, type PointMallEffects } from './point-mall.effects';

export const redeemRecordsWorkflow = workflow(pagedQueryMachine, {
  effects: [pointMallEffects],
  actors: (e: PointMallEffects) => ({ fetchPage: pageFetcher(e.fetchRedeemRecords) }),
});

/** The points details by type (spec §3 points types). */
export const pointDetailsWorkflow = workflow(pagedQueryMachine, {
  effects: [pointMallEffects],
  actors: (e: PointMallEffects) => ({ fetchPage: pageFetcher(e.fetchPointDetails) }),
});
