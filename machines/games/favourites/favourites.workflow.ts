import { workflow } from '../../system/workflow';
import { favouritesEffects, type FavouritesEffects } from './favourites.effects';
import { favouritesMachine } from './favourites.machine';

export const favouritesWorkflow = workflow(favouritesMachine, {
  effects: [favouritesEffects],
  actors: (e: FavouritesEffects) => ({
    fetchFavouriteIds: e.fetchFavouriteIds,
    addFavourite: e.addFavourite,
    removeFavourite: e.removeFavourite,
  }),
});
