import type { SnapshotFrom } from 'xstate';
import type { agentClockMachine } from './agent-clock.machine';

/** The agent centre's GMT clock (ms, or null while stopped). */
export const selectAgentClock = (s: SnapshotFrom<typeof agentClockMachine> | undefined): number | null => s?.context.now ?? null;
