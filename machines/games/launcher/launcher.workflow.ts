import { workflow } from '../../system/workflow';
import { launcherEffects, type LauncherEffects } from './launcher.effects';
import { gamesEffects, type GamesEffects } from '../games.effects';
import { launcherMachine } from './launcher.machine';

export const launcherWorkflow = workflow(launcherMachine, {
  effects: [launcherEffects, gamesEffects],
  actors: (e: LauncherEffects & GamesEffects) => ({ launchGame: e.launchGame, fetchHotGames: e.fetchHotGames, fetchGames: e.fetchGames }),
});

/** The registry loads the workflow as the module's default export (decision 0010). */
export default launcherWorkflow;
