import { workflow } from '../../system/workflow';
import { confirmationMachine } from './confirmation.machine';
import { confirmationEffects, type ConfirmationEffects } from './confirmation.effects';

export default workflow(confirmationMachine, {
  effects: [confirmationEffects],
  actors: (e: ConfirmationEffects) => ({ fetchConfirmations: e.fetchConfirmations, processC2c: e.processC2c }),
  listens: ['session.changed'],
});
