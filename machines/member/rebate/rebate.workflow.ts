import { workflow } from '../../system/workflow';
import { rebateEffects, type RebateEffects } from './rebate.effects';
import { rebateMachine } from './rebate.machine';

export const rebateWorkflow = workflow(rebateMachine, {
  effects: [rebateEffects],
  actors: (e: RebateEffects) => ({ fetchRebates: e.fetchRebates, claimRebate: e.claimRebate }),
});
