/** The lobby workflow's domain types, read by its effects, machine, selectors and views. */
import type { LobbyFilter } from '../rules';

export interface LobbyFilters {
  [k: string]: unknown;
  /** '' for every type (the favourite and recent lists). */
  gameType: string;
  vendor: string | null;
  filter: LobbyFilter;
  /** The trimmed search. */
  name: string;
}

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
