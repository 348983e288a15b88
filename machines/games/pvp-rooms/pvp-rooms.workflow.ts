import { workflow } from '../../system/workflow';
import { pvpRoomsEffects, type PvpRoomsEffects } from './pvp-rooms.effects';
import { pvpRoomsMachine } from './pvp-rooms.machine';

export const pvpRoomsWorkflow = workflow(pvpRoomsMachine, {
  effects: [pvpRoomsEffects],
  actors: (e: PvpRoomsEffects) => ({ fetchPvpRooms: e.fetchPvpRooms }),
});

/** The registry loads the workflow as the module's default export. */
export default pvpRoomsWorkflow;
