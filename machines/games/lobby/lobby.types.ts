/** The lobby workflow's domain types, read by its effects, machine, selectors and views. */
import type { LobbyFilter } from '../rules';

export interface LobbyFilters {
  [k: string]: unknown;
  /** '' for every type (the favourite and recent lists). */
  gameType: string;
  vendor: string | null;
  /** A classification category's code (SC, VP, JP, TG, AC, BG), sent as `gameClassify`; null on a game type's page. */
  classify?: string | null;
  filter: LobbyFilter;
  /** The trimmed search. */
  name: string;
  /** The minimum-bet hints switched on (spec §9): the stake (1) and the lines (25), else null. */
  minBet?: number | null;
  minLineNum?: number | null;
}
