import type { SnapshotFrom } from 'xstate';
import type { launcherMachine } from './launcher.machine';

type S = SnapshotFrom<typeof launcherMachine>;

export type LauncherPhase = 'idle' | 'launching' | 'playing' | 'vendorList' | 'maintenance' | 'failed';
const PHASES = ['launching', 'playing', 'vendorList', 'maintenance', 'failed'] as const;

/** What the game popup shows (compare with shallowEqual); an unstarted launcher is idle. */
export const selectLauncher = (s: S | undefined) => ({
  phase: (s ? (PHASES.find((p) => s.matches(p)) ?? 'idle') : 'idle') as LauncherPhase,
  game: s?.context.game ?? null,
  url: s?.context.url ?? null,
  vendor: s?.context.vendor ?? null,
  vendorGames: s?.context.vendorGames ?? EMPTY,
  vendorListLoading: s?.matches({ vendorList: 'loading' }) ?? false,
  maintenanceEnd: s?.context.maintenanceEnd ?? null,
  suggestions: s?.context.suggestions ?? EMPTY,
  notice: s?.context.notice ?? null,
  error: s?.context.error ?? null,
  fullscreen: s?.context.fullscreen ?? false,
  /** The game plays inside its page (the seamless game page draws the frame, the popup does not). */
  embedded: s?.context.embedded ?? false,
});
const EMPTY: never[] = [];
