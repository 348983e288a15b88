import type { SnapshotFrom } from 'xstate';
import { withdrawable, type withdrawMachine } from './withdraw.machine';

export type WithdrawPhase = 'idle' | 'loading' | 'failed' | 'editing' | 'confirming' | 'submitting' | 'done';

export const selectWithdrawPhase = (s: SnapshotFrom<typeof withdrawMachine>): WithdrawPhase => {
  for (const p of ['editing', 'confirming', 'submitting', 'done'] as const) if (s.matches({ ready: p })) return p;
  return s.value as WithdrawPhase;
};

export const selectWithdraw = (s: SnapshotFrom<typeof withdrawMachine>) => ({
  phase: selectWithdrawPhase(s),
  info: s.context.info,
  withdrawable: withdrawable(s.context.info),
  amount: s.context.amount,
  bankCardId: s.context.bankCardId,
  paymentPassword: s.context.paymentPassword,
  fieldErrors: s.context.fieldErrors,
  error: s.context.error,
  loadError: s.context.loadError,
  result: s.context.result,
});
