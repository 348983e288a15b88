/** The games' calls as the public clients make them. */
import type { GatewayClient } from '../../../gateway/client';
import { catalogueEffects } from '../../../machines/games/catalogue/catalogue.effects';
import { favouritesEffects } from '../../../machines/games/favourites/favourites.effects';
import { gamesEffects } from '../../../machines/games/games.effects';
import { jackpotEffects } from '../../../machines/games/jackpot/jackpot.effects';
import { launcherEffects } from '../../../machines/games/launcher/launcher.effects';
import { lobbyEffects } from '../../../machines/games/lobby/lobby.effects';
import type { LobbyFilters } from '../../../machines/games/lobby/lobby.types';
import { lotteryEffects } from '../../../machines/games/lottery/lottery.effects';
import { pvpRoomsEffects } from '../../../machines/games/pvp-rooms/pvp-rooms.effects';
import { run, type WireFixture } from './wire';

/** A page of the lobby, as the lobby's paged query asks for it. */
const lobbyPage = (client: GatewayClient, filters: Partial<LobbyFilters>) =>
  run(lobbyEffects(client).fetchLobbyPage, {
    filters: { gameType: 'LIVE', vendor: null, filter: 'ALL', name: '', ...filters },
    range: null,
    page: 1,
    pageSize: 18,
  });

/** The first live game of the catalogue (its vendor is under no seeded maintenance). */
const liveGame = async (client: GatewayClient) => (await run(gamesEffects(client).fetchGames, { gameType: 'LIVE', page: 1, pageSize: 1 })).games[0]!;

const GAME_LIST = ['clientType', 'platform', 'merchant', 'gameType', 'vassalage', 'gameClassify', 'pageNo', 'pageSize'];
const FAVOURITE = ['nodeId', 'vendor', 'gameType'];

export const gamesWire: WireFixture[] = [
  {
    call: 'gameList',
    source:
      'W1d 44978463546 @~8.9k: HomeItem getGameList {clientType: 3, platform: "flash,html5-desktop", merchant, gameType, vassalage, gameClassify, pageNo, pageSize, language}, sent as query',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/GCSGAME_gameList', query: [...GAME_LIST, 'language'], body: 'none' },
    drive: (client) => lobbyPage(client, {}),
  },
  {
    call: 'gameList',
    source: 'G7 70345456704 §4: a search by name sends gameName and leaves language out',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/GCSGAME_gameList', query: [...GAME_LIST, 'gameName'], body: 'none' },
    drive: (client) => lobbyPage(client, { name: 'a' }),
  },
  {
    call: 'hotGames',
    source: 'W1d 44978463546 @12594: getHotGameList {merchantCode, isPlatform: 2, vassalage: "", platform: "flash,html5-desktop", language}, sent as query',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', query: ['merchantCode', 'isPlatform', 'vassalage', 'platform', 'language'], body: 'none' },
    drive: (client) => lobbyPage(client, { filter: 'HOT' }),
  },
  {
    call: 'gameVendors',
    source: 'W1b 44310799120 @~76k: getGameVendor = si.A.get(eGame.gameVendor, {data: {platform: "html5-desktop", ...}})',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', query: ['platform'], body: 'none' },
    drive: (client) => run(catalogueEffects(client).fetchLanes, undefined),
  },
  {
    call: 'favouriteIds',
    source: 'W1b 44310799120 @~80k: getFavGames = si.A.get(eGame.favGames), the token in the header',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', body: 'none' },
    drive: (client) => run(favouritesEffects(client).fetchFavouriteIds, undefined),
  },
  {
    call: 'favouriteList',
    source: 'W1d 44978463546 @~12.0k: getFavGameList {clientType: 3, platform: "flash", language, token, pageNo: 1, pageSize: 999, gameType}, sent as query',
    as: 'player01',
    wire: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getFavoriteGamesList',
      query: ['clientType', 'platform', 'language', 'token', 'pageNo', 'pageSize', 'gameType'],
      body: 'none',
    },
    drive: (client) => lobbyPage(client, { filter: 'FAV', gameType: 'RNG' }),
  },
  {
    call: 'addFavourite',
    source: 'W1d 44978463546 @~33k: toggleFav dispatches addFavGame {nodeId, vendor, gameType}, posted (W1b si.A.post)',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', body: 'json', fields: FAVOURITE },
    drive: async (client) => {
      const g = await liveGame(client);
      return run(favouritesEffects(client).addFavourite, { nodeId: g.nodeId, vendor: g.vendor, gameType: g.gameType });
    },
  },
  {
    call: 'removeFavourite',
    source: "W1b 44310799120 @~80k: removeFavGame = si.A.del(eGame.removeFavGame, {data}) with the toggle's {nodeId, vendor, gameType}",
    as: 'player01',
    wire: { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', body: 'json', fields: FAVOURITE },
    drive: async (client) => {
      const g = await liveGame(client);
      return run(favouritesEffects(client).removeFavourite, { nodeId: g.nodeId, vendor: g.vendor, gameType: g.gameType });
    },
  },
  {
    call: 'recentGames',
    source: 'W1b 44310799120 @~80k: getRecentGameList = si.A.get(eGame.recentGameList, {data}), the token in the header',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/GCS_recentGame', body: 'none' },
    drive: (client) => lobbyPage(client, { filter: 'RECENT', gameType: '' }),
  },
  {
    call: 'launchGame',
    source:
      'G1 71211145304: launchGame GET with the game\'s gameType, vassalage, gameId, nodeId, gameCode, platform, and launchMode "GLS", accountType 1, language',
    as: 'player01',
    wire: {
      method: 'GET',
      path: '/wps/game/launchGame',
      query: ['gameType', 'vassalage', 'gameId', 'nodeId', 'gameCode', 'platform', 'launchMode', 'accountType', 'language'],
      body: 'none',
    },
    drive: async (client) => {
      const g = await liveGame(client);
      return run(launcherEffects(client).launchGame, { game: g, accountType: 1, loggedIn: true, language: 'EN' });
    },
  },
  {
    call: 'launchGame',
    source:
      'W1b 44310799120 @~86k: getLabby {lottoArea: "VN", launchMode: "LOTT", lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language}, sent as query',
    as: 'player01',
    wire: {
      method: 'GET',
      path: '/wps/game/launchGame',
      query: ['lottoArea', 'launchMode', 'lottoPrizeMode', 'lottoGameCode', 'lottoView', 'device', 'backUrl', 'language'],
      body: 'none',
    },
    drive: (client) =>
      run(launcherEffects(client).launchGame, {
        game: { nodeId: '', gameId: null, gameCode: 'VNHN', gameType: 'LOTT', vendor: 'TCG_LOTTO_VN' },
        accountType: 1,
        loggedIn: true,
        language: 'EN',
        lottery: { prizeMode: 'ELOTT', area: 'VN', gameCode: 'VNHN', backUrl: 'https://croupier.test/vnLottery?gameCode=VNHN' },
      }),
  },
  {
    call: 'trialLaunch',
    source: "W2 44714497568: registry game.trialGame GCS_gameTrialLaunch, token: !1 (a visitor's free trial)",
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', body: 'none' },
    drive: async (client) => {
      const page = await run(gamesEffects(client).fetchGames, { gameType: 'RNG', page: 1, pageSize: 999 });
      const g = page.games.find((x) => x.freeTrial)!;
      return run(launcherEffects(client).launchGame, { game: g, accountType: 0, loggedIn: false, language: 'EN' });
    },
  },
  {
    call: 'winnerBoard',
    source: 'W1d 44544363540 @~4.4k: getWinnerBoard {gameCategory: "ALL", language, limitNum: 20}, sent as query',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', query: ['gameCategory', 'language', 'limitNum'], body: 'none' },
    drive: (client) => run(catalogueEffects(client).fetchWinners, undefined),
  },
  {
    call: 'jackpot',
    source: 'W2 44714497568: registry common.getJackpot GET VIS_getJackpot, COMM3, no token',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/VIS_getJackpot', body: 'none' },
    drive: (client) => run(jackpotEffects(client).fetchJackpot, undefined),
  },
  {
    call: 'pvpRooms',
    source: 'W1 45068225465 @~16k: registry pvp.rooms GET GLS2_roomList, token: !0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/GLS2_roomList', body: 'none' },
    drive: (client) => run(pvpRoomsEffects(client).fetchPvpRooms, { vendor: 'KY' }),
  },
  {
    call: 'lotteryMenus',
    source: 'W1b 44310799120 @~61k: getLottGames = li.game({data: {prizeMode}}), sent as query',
    as: 'visitor',
    wire: { method: 'GET', path: '/lgw/games/game_menus', query: ['prizeMode'], body: 'none' },
    drive: (client) => run(lotteryEffects(client).fetchLotteryMenus, { prizeMode: 'LOTT' }),
  },
  {
    call: 'vnLotteryMenu',
    source: 'W1b 44310799120 @~87k: getVnLotteryMenu {prizeMode, device: "WEB"}, sent as query',
    as: 'visitor',
    wire: { method: 'GET', path: '/lgw/vn/games/game_menu', query: ['prizeMode', 'device'], body: 'none' },
    drive: (client) => run(lotteryEffects(client).fetchVnLotteryMenu, { prizeMode: 'ELOTT' }),
  },
  {
    call: 'vnOpenedNumeros',
    source: 'W1 45068225465 @~16k: registry home.vnNumero GET /lgw/vn/numeros/opened/game, AGEANNOUNCE3, token: !1',
    as: 'visitor',
    wire: { method: 'GET', path: '/lgw/vn/numeros/opened/game', body: 'none' },
    drive: (client) => run(lotteryEffects(client).fetchVnOpenedDraws, undefined),
  },
  {
    call: 'lotteryRecent',
    source: 'W2 44714497568: registry lottery.recentLottGame GET /lgw/games/game_menus/recent, token: !0 (sent as its menu: prizeMode)',
    as: 'player01',
    wire: { method: 'GET', path: '/lgw/games/game_menus/recent', query: ['prizeMode'], body: 'none' },
    drive: (client) => run(lotteryEffects(client).fetchLotteryRecent, { page: 'lottery', prizeMode: 'LOTT' }),
  },
  {
    call: 'vnLotteryRecent',
    source:
      'W1 45068225465 @~14k: getLottRecent = get(lott.lottRecent) GET /lgw/vn/games/game_menu/recent, token: !0 (sent as its menu: prizeMode, device WEB)',
    as: 'player01',
    wire: { method: 'GET', path: '/lgw/vn/games/game_menu/recent', query: ['prizeMode', 'device'], body: 'none' },
    drive: (client) => run(lotteryEffects(client).fetchLotteryRecent, { page: 'vn', prizeMode: 'ELOTT' }),
  },
  {
    call: 'lotteryDraws',
    source: 'C6 24115983828 @~22.8k: draw() = ajax({url: "lgw/draw", headers: {Merchant}}), no data',
    as: 'visitor',
    wire: { method: 'GET', path: '/lgw/draw', body: 'none' },
    drive: (client) => run(lotteryEffects(client).fetchLotteryDraws, { page: 'lottery', prizeMode: 'LOTT' }),
  },
];
