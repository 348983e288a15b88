import { workflow } from '../../system/workflow';
import { pvpRoomsEffects, type PvpRoomsEffects } from './pvp-rooms.effects';
import { pvpRoomsMachine } from './pvp-rooms.machine';

/** The PVP page's rooms: a login reads them, a logout forgets them; a language change reads them again. */
export default workflow(pvpRoomsMachine, {
  effects: [pvpRoomsEffects],
  actors: (e: PvpRoomsEffects) => ({ fetchPvpRooms: e.fetchPvpRooms }),
  listens: ['session.changed', 'language.changed'],
});
