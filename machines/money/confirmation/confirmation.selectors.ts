import type { SnapshotFrom } from 'xstate';
import { currentOf, type confirmationMachine } from './confirmation.machine';

export type ConfirmationPhase = 'hidden' | 'editing' | 'submitting' | 'timedOut' | 'answered' | 'failed';

export const selectConfirmationPhase = (s: SnapshotFrom<typeof confirmationMachine>): ConfirmationPhase => {
  if (s.matches({ open: { form: 'editing' } })) return 'editing';
  if (s.matches({ open: { form: 'submitting' } })) return 'submitting';
  if (s.matches('timedOut')) return 'timedOut';
  if (s.matches('answered')) return 'answered';
  if (s.matches('failed')) return 'failed';
  return 'hidden';
};

export const selectConfirmation = (s: SnapshotFrom<typeof confirmationMachine>) => ({
  phase: selectConfirmationPhase(s),
  current: currentOf(s.context),
  remaining: s.context.remaining,
  answer: s.context.answer,
  receivedAmount: s.context.receivedAmount,
  remark: s.context.remark,
  proofs: s.context.proofs,
  fieldErrors: s.context.fieldErrors,
  error: s.context.error,
  loadError: s.context.loadError,
});
