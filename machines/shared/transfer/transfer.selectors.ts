import type { SnapshotFrom } from 'xstate';
import type { transferMachine } from './transfer.machine';

export type TransferPhase = 'idle' | 'loading' | 'failed' | 'editing' | 'confirming' | 'submitting' | 'done';

export const selectTransferPhase = (s: SnapshotFrom<typeof transferMachine>): TransferPhase => {
  for (const p of ['editing', 'confirming', 'submitting', 'done'] as const) if (s.matches({ ready: p })) return p;
  return s.value as TransferPhase;
};

/** Everything a transfer form shows. */
export const selectTransfer = (s: SnapshotFrom<typeof transferMachine>) => ({
  phase: selectTransferPhase(s),
  recipientRequired: s.context.recipientRequired,
  info: s.context.info,
  recipient: s.context.recipient,
  amount: s.context.amount,
  paymentPassword: s.context.paymentPassword,
  fieldErrors: s.context.fieldErrors,
  error: s.context.error,
  loadError: s.context.loadError,
  result: s.context.result,
});
export type TransferView = ReturnType<typeof selectTransfer>;
