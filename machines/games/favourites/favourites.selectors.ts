import type { SnapshotFrom } from 'xstate';
import type { favouritesMachine } from './favourites.machine';

type S = SnapshotFrom<typeof favouritesMachine>;

/** Whether a game is a favourite (server or, for lottery games, this device's list). */
export const selectIsFavourite =
  (nodeId: string) =>
  (s: S | undefined): boolean =>
    Boolean(s && (s.context.ids.includes(nodeId) || s.context.lotteryIds.includes(nodeId)));
export const selectFavouritesError = (s: S | undefined) => s?.context.error ?? null;
/** The favourite being saved right now (its heart shows progress). */
export const selectFavouritePending = (s: S | undefined): string | null => s?.context.pending?.key.nodeId ?? null;
const NONE: string[] = [];
/** This device's lottery favourites for the logged-in username, in the order they were added. */
export const selectLotteryFavouriteIds = (s: S | undefined): string[] => s?.context.lotteryIds ?? NONE;
