import { selectFavouritePending, selectFavouritesError, selectIsFavourite } from '../../machines/games/favourites/favourites.selectors';
import { useActorSelector } from '../system/system';

/** Whether a game is a favourite (server or, for lottery games, this device's list). */
export const useIsFavourite = (nodeId: string) => useActorSelector('favourites', selectIsFavourite(nodeId));
export const useFavouritesError = () => useActorSelector('favourites', selectFavouritesError);
/** The favourite being saved right now (its heart shows progress). */
export const useFavouritePending = () => useActorSelector('favourites', selectFavouritePending);
