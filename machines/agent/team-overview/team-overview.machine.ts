/**
 * teamOverview: the agent's team figures for a period (spec §2 team overview). A period asked
 * (`overview.range`) is fetched; a newer one cancels the one in flight; the last figures stay on
 * screen while the next load and beside an error (retry); a logout forgets them.
 *
 * Invokes fetchTeamOverview. No children.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { DateRange } from '../../shared/paged-query/paged-query.machine';
import type { TeamOverview } from './team-overview.types';

export interface TeamOverviewContext {
  range: DateRange | null;
  overview: TeamOverview | null;
  error: GatewayErrorInfo | null;
}

export type TeamOverviewEvent = SessionChanged | { type: 'overview.range'; range: DateRange } | { type: 'overview.retry' };

export const teamOverviewMachine = setup({
  types: { context: {} as TeamOverviewContext, events: {} as TeamOverviewEvent },
  actors: { fetchTeamOverview: notProvided<DateRange, TeamOverview>('fetchTeamOverview') },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    hasRange: ({ context }) => context.range !== null,
  },
}).createMachine({
  id: 'teamOverview',
  context: { range: null, overview: null, error: null },
  initial: 'idle',
  on: {
    'overview.range': { target: '.loading', reenter: true, actions: assign(({ event }) => ({ range: event.range })) },
    'session.changed': { guard: 'loggedOut', target: '.idle', actions: assign({ range: null, overview: null, error: null }) },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'fetchTeamOverview',
        src: 'fetchTeamOverview',
        input: ({ context }) => context.range!,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ overview: event.output, error: null })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
      },
    },
    ready: {},
    failed: { on: { 'overview.retry': { guard: 'hasRange', target: 'loading' } } },
  },
});
