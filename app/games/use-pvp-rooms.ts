import { shallowEqual } from '@xstate/react';
import { selectPvpRooms } from '../../machines/games/pvp-rooms/pvp-rooms.selectors';
import { useActorSelector, useSend } from '../system/system';

export const usePvpRooms = () => useActorSelector('pvpRooms', selectPvpRooms, shallowEqual);
export const useSendPvpRooms = () => useSend('pvpRooms');
