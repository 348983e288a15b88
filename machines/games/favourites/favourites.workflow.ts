import { workflow } from '../../system/workflow';
import type { FavouritesEffects } from './favourites.effects';
import { favouritesMachine } from './favourites.machine';

export const favouritesWorkflow = workflow(favouritesMachine, (e: FavouritesEffects) => ({
  fetchFavouriteIds: e.fetchFavouriteIds,
  addFavourite: e.addFavourite,
  removeFavourite: e.removeFavourite,
}));
