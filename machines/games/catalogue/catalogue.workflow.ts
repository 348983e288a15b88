import { workflow } from '../../system/workflow';
import { catalogueEffects, type CatalogueEffects } from './catalogue.effects';
import { gamesEffects, type GamesEffects } from '../games.effects';
import { catalogueMachine } from './catalogue.machine';

export default workflow(catalogueMachine, {
  effects: [catalogueEffects, gamesEffects],
  actors: (e: CatalogueEffects & GamesEffects) => ({
    fetchLanes: e.fetchLanes,
    fetchHotGames: e.fetchHotGames,
    fetchWinners: e.fetchWinners,
    fetchRecentGames: e.fetchRecentGames,
  }),
  // Session storage caches the home's hot list per language (spec §7).
  input: (root) => ({ storage: root.storage, language: root.initialLanguage }),
  listens: ['session.changed', 'language.changed'],
});
