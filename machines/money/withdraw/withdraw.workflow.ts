import { workflow } from '../../system/workflow';
import { withdrawMachine } from './withdraw.machine';
import { withdrawEffects, type WithdrawEffects } from './withdraw.effects';

export default workflow(withdrawMachine, {
  effects: [withdrawEffects],
  actors: (e: WithdrawEffects) => ({ fetchWithdrawInfo: e.fetchWithdrawInfo, submitWithdraw: e.submitWithdraw }),
  listens: ['session.changed'],
});
