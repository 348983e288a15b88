import { workflow } from '../../system/workflow';
import type { FavouritesEffects } from '../favourites/favourites.effects';
import type { GamesEffects } from '../games.effects';
import { lobbyMachine } from './lobby.machine';

export const lobbyWorkflow = workflow(lobbyMachine, (e: GamesEffects & Pick<FavouritesEffects, 'fetchFavouriteList'>) => ({
  fetchGames: e.fetchGames,
  fetchHotGames: e.fetchHotGames,
  fetchFavouriteList: e.fetchFavouriteList,
  fetchRecentGames: e.fetchRecentGames,
}));
