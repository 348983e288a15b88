import { workflow } from '../../system/workflow';
import { favouritesEffects, type FavouritesEffects } from './favourites.effects';
import { favouritesMachine } from './favourites.machine';

export default workflow(favouritesMachine, {
  effects: [favouritesEffects],
  actors: (e: FavouritesEffects) => ({
    fetchFavouriteIds: e.fetchFavouriteIds,
    addFavourite: e.addFavourite,
    removeFavourite: e.removeFavourite,
  }),
  input: (root) => ({ storage: root.storage }),
  listens: ['session.changed'],
});
