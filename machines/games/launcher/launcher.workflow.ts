import { workflow } from '../../system/workflow';
import { launcherEffects, type LauncherEffects } from './launcher.effects';
import { gamesEffects, type GamesEffects } from '../games.effects';
import { launcherMachine } from './launcher.machine';

export default workflow(launcherMachine, {
  effects: [launcherEffects, gamesEffects],
  actors: (e: LauncherEffects & GamesEffects) => ({ launchGame: e.launchGame, fetchHotGames: e.fetchHotGames, fetchGames: e.fetchGames }),
  input: (root) => ({ language: root.initialLanguage }),
  listens: ['session.changed', 'language.changed', 'bootstrap.configured'],
  navigates: true,
});
