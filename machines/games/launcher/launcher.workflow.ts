import { workflow } from '../../system/workflow';
import type { GamesEffects } from '../games.effects';
import type { LauncherEffects } from './launcher.effects';
import { launcherMachine } from './launcher.machine';

export const launcherWorkflow = workflow(launcherMachine, (e: LauncherEffects & GamesEffects) => ({
  launchGame: e.launchGame,
  fetchHotGames: e.fetchHotGames,
  fetchGames: e.fetchGames,
}));
