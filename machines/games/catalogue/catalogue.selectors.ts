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
