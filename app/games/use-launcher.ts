import { shallowEqual } from '@xstate/react';
import { selectLauncher } from '../../machines/games/launcher/launcher.selectors';
import { useActorSelector } from '../system/system';

/** What the game popup shows (idle until the launcher starts). */
export const useLauncher = () => useActorSelector('launcher', selectLauncher, shallowEqual);
