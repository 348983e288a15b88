/** The rooms of a PVP vendor (`GLS2_roomList`, token required; W1/W2 registry `rooms`). */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { PvpRoom } from './pvp-rooms.types';

export const pvpRoomsEffects = (client: GatewayClient) => ({
  fetchPvpRooms: effect<{ vendor: string; gameId?: string }, PvpRoom[]>(async ({ vendor, gameId }, signal) => {
    const v = await client.call('pvpRooms', { vassalage: vendor, ...(gameId ? { gameId } : {}) }, { signal });
    return v.list.map((r) => ({
      roomId: r.roomId,
      name: r.roomName,
      vendor: r.vassalage,
      gameId: r.gameId ?? null,
      minBet: r.minBet,
      maxBet: r.maxBet,
      players: r.players,
      maxPlayers: r.maxPlayers,
    }));
  }),
});

export type PvpRoomsEffects = ReturnType<typeof pvpRoomsEffects>;
