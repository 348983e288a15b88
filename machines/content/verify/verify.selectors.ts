import type { SnapshotFrom } from 'xstate';
import type { verifyMachine } from './verify.machine';

type S = SnapshotFrom<typeof verifyMachine> | undefined;

export const selectVerify = (s: S) => ({
  checking: Boolean(s?.matches('checking')),
  result: s?.context.result ?? null,
  error: s?.context.error ?? null,
});
