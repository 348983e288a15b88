import { pagedQueryMachine, pageFetcher } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { rebateEffects, type RebateEffects } from './rebate.effects';
import { rebateMachine } from './rebate.machine';

/** The manual rebate, with its claim history a paged query whose pages come from the claims report. */
export default workflow(rebateMachine, {
  effects: [rebateEffects],
  actors: (e: RebateEffects) => ({
    fetchRebates: e.fetchRebates,
    claimRebate: e.claimRebate,
    claims: pagedQueryMachine.provide({ actors: { fetchPage: pageFetcher(e.fetchRebateClaims) } }),
  }),
  listens: ['session.changed', 'language.changed', 'money.moved'],
});
