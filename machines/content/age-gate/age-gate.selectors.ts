/** What the age announcement reads of the ageGate actor; nothing until it starts. */
import type { SnapshotFrom } from 'xstate';
import type { ageGateMachine } from './age-gate.machine';

type Snap = SnapshotFrom<typeof ageGateMachine> | undefined;

/** 'asking' and 'declined' cover the page; anything else shows nothing. */
export const selectAgeGate = (s: Snap) => ({
  phase: s?.matches('asking') ? ('asking' as const) : s?.matches('declined') ? ('declined' as const) : ('none' as const),
  ageLimit: s?.context.ageLimit ?? 18,
});
