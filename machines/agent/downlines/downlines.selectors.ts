/** What the downline views read. */
import type { SnapshotFrom } from 'xstate';
import { selectPageOf } from '../../shared/paged-query/paged-query.selectors';
import type { downlineTransferMachine } from './downline-transfer.machine';
import type { Downline } from './downlines.effects';

export type { Downline };
export const selectDownlines = selectPageOf<Downline>();

type T = SnapshotFrom<typeof downlineTransferMachine>;
export type TransferPhase = 'closed' | 'editing' | 'confirming' | 'sending' | 'done';
export const selectTransfer = (s: T | undefined) => ({
  phase: (!s ? 'closed' : (['editing', 'confirming', 'sending', 'done'] as const).find((p) => s.matches(p)) ?? 'closed') as TransferPhase,
  downline: s?.context.downline ?? '',
  amount: s?.context.amount ?? '',
  paymentPassword: s?.context.paymentPassword ?? '',
  fieldErrors: s?.context.fieldErrors ?? {},
  error: s?.context.error ?? null,
  result: s?.context.result ?? null,
});
