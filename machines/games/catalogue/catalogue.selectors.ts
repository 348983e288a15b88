import type { SnapshotFrom } from 'xstate';
import type { catalogueMachine } from './catalogue.machine';

type S = SnapshotFrom<typeof catalogueMachine>;

export const selectLanes = (s: S) => s.context.lanes;
export const selectLanesLoading = (s: S): boolean => s.matches({ lanes: 'loading' });
export const selectHotGames = (s: S) => s.context.hot;
export const selectRecentSlice = (s: S) => s.context.recent;
export const selectWinners = (s: S) => s.context.winners;
export const selectCatalogueErrors = (s: S) => s.context.errors;
export const selectPrizeMode = (s: S) => s.context.prizeMode;
