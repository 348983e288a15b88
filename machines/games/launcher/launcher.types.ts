/** The launcher workflow's domain types, read by its effects, machine, selectors and views. */
import type { Game } from '../rules';

/** A lottery launch's own parameters (spec §4, protocol §6). */
export interface LotteryLaunch {
  /** The prize mode the lanes imply (or the sea lottery's). */
  prizeMode: string;
  /** The lottery's area, for the VN lottery ('VN'); left out otherwise. */
  area?: string;
  /** A game to open at its betting view; none opens the lottery's lobby. */
  gameCode?: string;
  /** Where the lottery's own back button returns: the page the player launched it from (the app gives it). */
  backUrl: string;
}

export interface LaunchInput {
  game: Pick<Game, 'nodeId' | 'gameId' | 'gameCode' | 'gameType' | 'vendor'>;
  /** 1 real money, 0 free play. */
  accountType: 0 | 1;
  /** A logged-out free trial goes through the no-token trial relay. */
  loggedIn: boolean;
  language: string;
  /** A lottery launch (launchMode LOTT); a casino launch (GLS) otherwise. */
  lottery?: LotteryLaunch;
}
