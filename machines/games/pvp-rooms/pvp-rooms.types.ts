/** The PVP rooms workflow's domain types, read by its effects, machine, selectors and views. */

/** A room of a PVP vendor's game (`GLS2_roomList`). */
export interface PvpRoom {
  roomId: string;
  name: string;
  vendor: string;
  gameId: string | null;
  minBet: number;
  maxBet: number;
  players: number;
  maxPlayers: number;
}
