import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './change-password.machine';
import type { forgotPasswordMachine } from './forgot-password.machine';

export type ForgotPasswordPhase = 'editing' | 'sending' | 'emailSent' | 'loggingIn' | 'resetDone' | 'done';
export const selectForgotPasswordPhase = (s: SnapshotFrom<typeof forgotPasswordMachine>): ForgotPasswordPhase => {
  if (s.matches({ form: 'editing' })) return 'editing';
  if (s.matches('form')) return 'sending';
  if (s.matches('emailSent')) return 'emailSent';
  if (s.matches('loggingIn')) return 'loggingIn';
  if (s.matches('resetDone')) return 'resetDone';
  return 'done';
};

export const selectChangePasswordSubmitting = (s: SnapshotFrom<typeof changePasswordMachine>): boolean => s.matches('submitting');
