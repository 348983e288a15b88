import type { SnapshotFrom } from 'xstate';
import type { catalogueMachine } from './catalogue.machine';

/** Undefined until the catalogue has started (it loads beside the first paint). */
type S = SnapshotFrom<typeof catalogueMachine> | undefined;

const EMPTY: never[] = [];

export const selectLanes = (s: S) => s?.context.lanes ?? EMPTY;
export const selectLanesLoading = (s: S): boolean => !s || s.matches({ lanes: 'loading' });
export const selectHotGames = (s: S) => s?.context.hot ?? EMPTY;
export const selectRecentSlice = (s: S) => s?.context.recent ?? EMPTY;
export const selectWinners = (s: S) => s?.context.winners ?? EMPTY;
export const selectPrizeMode = (s: S) => s?.context.prizeMode ?? 'LOTT';

/**
 * The winner board's state: `loading` until its first answer (a board with nothing yet is not
 * "no winners"), `failed` when the call failed and there is nothing to show, else `ready` (an
 * empty list then truly means no winners).
 */
export const selectWinnersPhase = (s: S): 'loading' | 'ready' | 'failed' => {
  if (!s || !s.matches({ winners: 'ready' })) return 'loading';
  return s.context.errors.winners && !s.context.winners.length ? 'failed' : 'ready';
};
export const selectWinnersError = (s: S) => s?.context.errors.winners ?? null;
