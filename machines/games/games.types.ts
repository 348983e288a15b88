/** The game list's domain types, shared by the catalogue, lobby and launcher workflows' effects, machines and the views. */
import type { Game } from './rules';

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}
export interface GameQuery {
  gameType?: string;
  vendor?: string;
  classify?: string;
  name?: string;
  /** The minimum-bet hints (spec §7 minBet, minLineNum): only games of at least this stake, these lines. */
  minBet?: number;
  minLineNum?: number;
  page: number;
  pageSize: number;
}
export interface RecentQuery {
  page: number;
  pageSize: number;
  gameType?: string;
  vendor?: string;
}
