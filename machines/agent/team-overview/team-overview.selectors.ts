import type { SnapshotFrom } from 'xstate';
import type { teamOverviewMachine } from './team-overview.machine';

type S = SnapshotFrom<typeof teamOverviewMachine> | undefined;
export const selectTeamOverview = (s: S) => ({
  phase: (!s || s.matches('idle') ? 'idle' : s.matches('loading') ? 'loading' : s.matches('ready') ? 'ready' : 'failed') as
    'idle' | 'loading' | 'ready' | 'failed',
  range: s?.context.range ?? null,
  overview: s?.context.overview ?? null,
  error: s?.context.error ?? null,
});
