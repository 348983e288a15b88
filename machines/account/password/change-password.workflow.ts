import { workflow } from '../../system/workflow';
import { passwordEffects, type PasswordEffects } from './password.effects';
import { changePasswordMachine } from './change-password.machine';

export const changePasswordWorkflow = workflow(changePasswordMachine, {
  effects: [passwordEffects],
  actors: (e: PasswordEffects) => ({ changePassword: e.changePassword }),
});

/** The registry loads the workflow as the module's default export (decision 0010). */
export default changePasswordWorkflow;
