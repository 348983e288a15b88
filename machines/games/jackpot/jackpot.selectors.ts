import type { SnapshotFrom } from 'xstate';
import type { jackpotMachine } from './jackpot.machine';

/** The ticker's value (null until it starts). */
export const selectJackpot = (s: SnapshotFrom<typeof jackpotMachine> | undefined): number | null => s?.context.value ?? null;
