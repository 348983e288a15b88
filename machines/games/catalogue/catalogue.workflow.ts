import { workflow } from '../../system/workflow';
import type { GamesEffects } from '../games.effects';
import type { CatalogueEffects } from './catalogue.effects';
import { catalogueMachine } from './catalogue.machine';

export const catalogueWorkflow = workflow(catalogueMachine, (e: CatalogueEffects & GamesEffects) => ({
  fetchLanes: e.fetchLanes,
  fetchHotGames: e.fetchHotGames,
  fetchWinners: e.fetchWinners,
  fetchRecentGames: e.fetchRecentGames,
}));
