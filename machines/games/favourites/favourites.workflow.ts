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

/** The registry loads the workflow as the module's default export (decision 0010). */
export default favouritesWorkflow;
