import type { SnapshotFrom } from 'xstate';
import { bankOf, channelOf, type depositMachine } from './deposit.machine';

export type DepositPhase = 'idle' | 'loading' | 'failed' | 'closed' | 'editing' | 'submitting' | 'instructions';

export const selectDepositPhase = (s: SnapshotFrom<typeof depositMachine>): DepositPhase => {
  if (s.matches({ ready: 'editing' })) return 'editing';
  if (s.matches({ ready: 'submitting' })) return 'submitting';
  if (s.matches({ ready: 'instructions' })) return 'instructions';
  return s.value as DepositPhase;
};

export const selectDeposit = (s: SnapshotFrom<typeof depositMachine>) => ({
  phase: selectDepositPhase(s),
  settings: s.context.settings,
  channel: channelOf(s.context),
  /** The receiving account chosen for a bank transfer (null for the other kinds). */
  bank: bankOf(s.context),
  amount: s.context.amount,
  fieldErrors: s.context.fieldErrors,
  error: s.context.error,
  loadError: s.context.loadError,
  order: s.context.order,
});
