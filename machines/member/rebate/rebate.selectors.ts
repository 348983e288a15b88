/** What the manual rebate page reads. */
import type { SnapshotFrom } from 'xstate';
import { claimableRow, type rebateMachine } from './rebate.machine';

type S = SnapshotFrom<typeof rebateMachine>;

export const selectRebate = (s: S | undefined) => {
  const c = s?.context;
  const rows = c?.rows ?? [];
  const minClaim = c?.minClaim ?? 1;
  return {
    phase: !s ? 'idle' : s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('idle') ? 'idle' : 'ready',
    rows,
    minClaim,
    /** Everything a claim-all would pay now. */
    total: rows.reduce((sum, r) => sum + (claimableRow(r, minClaim) ? Math.round(r.amount * 100) : 0), 0) / 100,
    loadError: c?.loadError ?? null,
    claiming: c?.claiming ?? null,
    error: c?.error ?? null,
    paid: c?.paid ?? null,
  };
};
export { claimableRow };
