import { workflow } from '../../system/workflow';
import { catalogueEffects, type CatalogueEffects } from './catalogue.effects';
import { gamesEffects, type GamesEffects } from '../games.effects';
import { catalogueMachine } from './catalogue.machine';

export const catalogueWorkflow = workflow(catalogueMachine, {
  effects: [catalogueEffects, gamesEffects],
  actors: (e: CatalogueEffects & GamesEffects) => ({
    fetchLanes: e.fetchLanes,
    fetchHotGames: e.fetchHotGames,
    fetchWinners: e.fetchWinners,
    fetchRecentGames: e.fetchRecentGames,
  }),
});

/** The registry loads the workflow as the module's default export (decision 0010). */
export default catalogueWorkflow;
