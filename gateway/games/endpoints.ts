/** Game, favourite, launch and lottery calls (gateway-protocol §5.6, §5.7, §6). */
import { ep, T } from '../endpoint';
import { anyValue } from '../schema';
import * as s from './schemas';

export const gamesEndpoints = {
  // The spec lists the game list as token-required, but visitors browse the lobby: the token is
  // sent when there is one (the provider's own client does the same), not required.
  gameList: ep('GET', '/wps/relay/GCSGAME_gameList', 'GAMELO3', {}, s.gameList),
  hotGames: ep('GET', '/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3', {}, s.hotGames),
  gameVendors: ep('GET', '/wps/relay/GCSGAME_newGameVendor', 'GAMELO3', {}, s.vendorLanes),
  favouriteIds: ep('GET', '/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3', T, s.favouriteIds),
  favouriteList: ep('GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3', T, s.favouriteList),
  addFavourite: ep('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3', T, anyValue),
  removeFavourite: ep('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3', { ...T, body: 'json' }, anyValue),
  recentGames: ep('GET', '/wps/relay/GCS_recentGame', 'GAMELOREC3', T, s.recentGames),
  launchGame: ep('GET', '/wps/game/launchGame', 'GAMELO3', T, s.launchResult),
  trialLaunch: ep('GET', '/wps/relay/GCS_gameTrialLaunch', 'GAMELO3', {}, s.launchResult),
  winnerBoard: ep('GET', '/wps/relay/ODSFE2_getWinnerBoard', 'COMM3', { variants: { live: '/wps/relay/GCSGAME_getRankList' } }, s.winnerBoard),
  jackpot: ep('GET', '/wps/relay/VIS_getJackpot', 'COMM3', {}, s.jackpot),
  pvpRooms: ep('GET', '/wps/relay/GLS2_roomList', 'GAMELO3', T, s.pvpRooms),

  // Lottery gateway (§6): raw JSON, no envelope
  lotteryMenus: ep('GET', '/lgw/games/game_menus', 'COMM3', {}, s.lotteryMenus),
  vnLotteryMenu: ep('GET', '/lgw/vn/games/game_menu', 'COMM3', {}, s.lotteryMenus),
  vnOpenedNumeros: ep('GET', '/lgw/vn/numeros/opened/game', 'AGEANNOUNCE3', {}, s.vnOpenedNumeros),
  lotteryRecent: ep('GET', '/lgw/games/game_menus/recent', 'COMM3', T, s.lotteryRecent),
  vnLotteryRecent: ep('GET', '/lgw/vn/games/game_menu/recent', 'COMM3', T, s.lotteryRecent),
  lotteryDraws: ep('GET', '/lgw/draw', 'COMM3', {}, s.lotteryDraws),
};
