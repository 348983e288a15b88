import { workflow } from '../../system/workflow';
import { changePasswordMachine } from './change-password.machine';
import type { PasswordEffects } from './password.effects';

export const changePasswordWorkflow = workflow(changePasswordMachine, (e: PasswordEffects) => ({ changePassword: e.changePassword }));
