import { workflow } from '../../system/workflow';
import { depositMachine } from './deposit.machine';
import { depositEffects, type DepositEffects } from './deposit.effects';

export default workflow(depositMachine, {
  effects: [depositEffects],
  actors: (e: DepositEffects) => ({ fetchDepositSettings: e.fetchDepositSettings, submitDeposit: e.submitDeposit }),
  listens: ['session.changed'],
});
