import { workflow } from '../../system/workflow';
import { passwordEffects, type PasswordEffects } from './password.effects';
import { changePasswordMachine } from './change-password.machine';

export default workflow(changePasswordMachine, {
  effects: [passwordEffects],
  actors: (e: PasswordEffects) => ({ changePassword: e.changePassword }),
});
