import { workflow } from '../../system/workflow';
import { confirmationMachine } from './confirmation.machine';
import { confirmationEffects, type ConfirmationEffects } from './confirmation.effects';

export const confirmationWorkflow = workflow(confirmationMachine, {
  effects: [confirmationEffects],
  actors: (e: ConfirmationEffects) => ({ fetchConfirmations: e.fetchConfirmations, processC2c: e.processC2c }),
});
