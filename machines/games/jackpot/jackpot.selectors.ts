import type { SnapshotFrom } from 'xstate';
import type { jackpotMachine } from './jackpot.machine';

export const selectJackpot = (s: SnapshotFrom<typeof jackpotMachine>): number => s.context.value;
