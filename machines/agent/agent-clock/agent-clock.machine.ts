/**
 * agentClock (spec §2 /agentHome): the agent centre's GMT clock, ticking every second on XState
 * delays so replays stay deterministic. The page starts it with the current time (the app reads
 * the wall clock, not the machine) and can resync it, e.g. when the tab becomes visible again.
 */
import { assign, setup } from 'xstate';

export const CLOCK_TICK_MS = 1_000;

export type AgentClockEvent = { type: 'clock.start'; now: number } | { type: 'clock.sync'; now: number } | { type: 'clock.stop' };

export const agentClockMachine = setup({
  types: { context: {} as { now: number | null }, events: {} as AgentClockEvent },
  delays: { tick: CLOCK_TICK_MS },
}).createMachine({
  id: 'agentClock',
  context: { now: null },
  initial: 'stopped',
  states: {
    stopped: {
      on: { 'clock.start': { target: 'running', actions: assign({ now: ({ event }) => event.now }) } },
    },
    running: {
      on: {
        'clock.sync': { actions: assign({ now: ({ event }) => event.now }) },
        'clock.stop': { target: 'stopped', actions: assign({ now: null }) },
      },
      after: {
        tick: { target: 'running', reenter: true, actions: assign({ now: ({ context }) => (context.now ?? 0) + CLOCK_TICK_MS }) },
      },
    },
  },
});

/** "YYYY-MM-DD HH:mm:ss GMT" for a time in ms. */
export function formatGmt(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} GMT`;
}
