import { shallowEqual } from '@xstate/react';
import { selectLobby } from '../../machines/games/lobby/lobby.selectors';
import { useActorSelector } from '../system/system';

/** The lobby page's query and results (closed until the lobby starts). */
export const useLobby = () => useActorSelector('lobby', selectLobby, shallowEqual);
