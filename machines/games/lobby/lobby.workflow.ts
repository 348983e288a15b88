import { workflow } from '../../system/workflow';
import { gamesEffects, type GamesEffects } from '../games.effects';
import { favouritesEffects, type FavouritesEffects } from '../favourites/favourites.effects';
import { lobbyMachine } from './lobby.machine';

export const lobbyWorkflow = workflow(lobbyMachine, {
  effects: [gamesEffects, favouritesEffects],
  actors: (e: GamesEffects & Pick<FavouritesEffects, 'fetchFavouriteList'>) => ({
    fetchGames: e.fetchGames,
    fetchHotGames: e.fetchHotGames,
    fetchFavouriteList: e.fetchFavouriteList,
    fetchRecentGames: e.fetchRecentGames,
  }),
});
