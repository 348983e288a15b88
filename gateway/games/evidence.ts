/**
 * Where each games call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence, UnusedRecordCall } from '../evidence';
import type { gamesEndpoints } from './endpoints';

export const gamesEvidence = {
  gameList: {
    verdict: 'record',
    sources: [
      'W1d 44978463546 @~8.9k: HomeItem getGameList {clientType: 3, platform: "flash,html5-desktop", merchant, gameType, vassalage, gameClassify, pageNo, pageSize, language}, read as value.games and value.totalPages',
      'G7 70345456704 §4: go444 searches by name with gameName and leaves language out (both together find nothing)',
      'W1 45068225465 @~16k: registry eGame.games GAMELO3, token: !0',
    ],
    note: 'a search sends gameName and no language; the token goes along when one is held (decision 0004: visitors browse the lobby); no "new games" filter (no client asks for one, no answer marks one). A classification category\'s page (SC, VP, JP, TG, AC, BG) sends its code as gameClassify, as W1 sends its active classify, with gameType "" (designed: the record does not show which type W1 pairs a classify with; the kind spans the lanes that name it). The minimum-bet hints (spec §7 lists minBet and minLineNum among the game list\'s parameters; §9: "1 yuan or more; 25 lines or more") send minBet=1 and minLineNum=25 when the player switches them on, left out otherwise (designed: W1\'s HomeItem query sends neither and no public client shows either, so the names are the spec\'s and their meaning, "at least", is ours; each game\'s own minBet and lineNum in the answer are designed too, read when present)',
  },
  hotGames: {
    verdict: 'record',
    sources: [
      'W1d 44978463546 @12594: getHotGameList query {merchantCode, isPlatform: 2, vassalage: "", platform: "flash,html5-desktop", language}',
      'W1d 44544363540 @~4.4k: the home asks for the hot list the same way',
      'W1b 44310799120 @~80k: getHotGameList = si.A.get(eGame.gameHot), reads value.list',
    ],
    note: 'GET as W1 (go444 POSTs it, G1: another build); the list comes whole and a page keeps its own game type on the client',
  },
  gameVendors: {
    verdict: 'record',
    sources: ['W1b 44310799120 @~76k: getGameVendor = si.A.get(eGame.gameVendor, {data: {platform: "html5-desktop", ...}}), reads value.data.lanes'],
    note: "W1 also passes its store's own {flush: true} option into the data; Croupier sends platform alone (the lanes' language rides in the Language header)",
  },
  favouriteIds: {
    verdict: 'record',
    sources: ['W1b 44310799120 @~80k: getFavGames = si.A.get(eGame.favGames), reads value as the ids'],
  },
  favouriteList: {
    verdict: 'record',
    sources: [
      'W1d 44978463546 @~12.0k: getFavGameList query {clientType: 3, platform: "flash", language, token, pageNo: 1, pageSize: 999, gameType: "RNG"}, read as {content, pageNum, totalPages}',
    ],
    note: 'gameType is the lobby page\'s type (W1\'s home lists RNG favourites; /favorite, every type, sends "")',
  },
  addFavourite: {
    verdict: 'record',
    sources: [
      'W1d 44978463546 @~33k: module 64700 toggleFav {nodeId, vendor, gameType}',
      'W1b 44310799120 @~80k: addFavGame = si.A.post(eGame.addFavGame, {data})',
    ],
  },
  removeFavourite: {
    verdict: 'path',
    sources: ["W1b 44310799120 @~80k: removeFavGame = si.A.del(eGame.removeFavGame, {data}) with W1's toggle {nodeId, vendor, gameType}"],
    designed:
      "how the TCG http library (not public) sends a DELETE's data is unknown: the fields go as a JSON body, as the add sends them (and as axios sends a DELETE's data)",
  },
  recentGames: {
    verdict: 'path',
    sources: [
      'W1 45068225465 @~16k: registry eGame.recentGameList GAMELOREC3, token',
      'W1b 44310799120 @~80k: getRecentGameList = si.A.get(eGame.recentGameList, {data})',
    ],
    designed: 'the parameters (page, pageSize, gameType, vassalage, language, clientType) and the answer {list, totalPages}',
  },
  launchGame: {
    verdict: 'record',
    sources: [
      'G1 71211145304: PXAPI.launchGame GET, launchMode "GLS" and accountType 1 always sent, language, reads value.content.game_url',
      'G5 70137341762: 0.12/0.13 a launch without launchMode answers HTTP 500 #727',
      'W1b 44310799120 @~86k: getLabby {lottoArea: "VN", launchMode: "LOTT", lottoPrizeMode, lottoGameCode, lottoView: betting|lobby, device, backUrl: window.location.href, language}',
      'S1 60895760047: a VN lottery launch with the same fields (device WEB, lottoPrizeMode, lottoView betting, lottoGameCode)',
      'N1 44515249376: a refusal for maintenance carries value.content.data.{maintainTime, endTime}',
    ],
    note: "casino: gameType, vassalage, gameId, nodeId, gameCode, platform, launchMode GLS, accountType, language; lottery: W1's fields only, lottoArea for the VN lottery alone and the sea lottery by its prize mode SEA (W1 76619 prizeModes)",
  },
  trialLaunch: {
    verdict: 'path',
    sources: ['W2 44714497568: registry game.trialGame GCS_gameTrialLaunch, token: !1'],
    designed: "the parameters are the casino launch's (accountType 0); the answer is the launch's",
  },
  winnerBoard: {
    verdict: 'record',
    sources: [
      'W1d 44544363540 @~4.4k: getWinnerBoard {gameCategory: "ALL", language, limitNum: 20}',
      'W1b 44310799120 @~95k: setWinnerBoard reads value.list[].vo',
      'G1 71211145304: the live build (tcg-live) spells it GET /wps/relay/GCSGAME_getRankList with the same {gameCategory, language, limitNum}',
    ],
  },
  jackpot: {
    verdict: 'path',
    sources: ['W2 44714497568: registry common.getJackpot VIS_getJackpot, COMM3'],
    designed: 'no parameters; the answer {amount} (jackpotAmount read too) is in no source',
  },
  pvpRooms: {
    verdict: 'path',
    sources: ['W1 45068225465 @~16k: registry pvp.rooms GLS2_roomList, token: !0', 'W2 44714497568: registry game.rooms'],
    designed:
      "?vassalage=<PVP vendor>[&gameId] answering {list: [{roomId, roomName, vassalage, gameId, nodeId, minBet, maxBet, players, maxPlayers}]}, for the PVP page's rooms",
  },
  lotteryMenus: {
    verdict: 'record',
    sources: [
      "W1b 44310799120 @~61k: getLottGames = li.game({data: {prizeMode}}), lists Object.values(answer) tagged with each group's gameGroupCode",
      'W1 45068225465 @~12k: registry login.game /lgw/games/game_menus, token: !1',
    ],
    note: "raw JSON; the groups' other fields (gameGroupName, gameMenus) are read as the VN menu's",
  },
  vnLotteryMenu: {
    verdict: 'record',
    sources: [
      'W1b 44310799120 @~87k: getVnLotteryMenu {prizeMode, device: "WEB"}, lists Object.values(answer), each group\'s gameMenus tagged accountTypeName "TCG_LOTTO_VN"',
    ],
    note: 'raw JSON',
  },
  vnOpenedNumeros: {
    verdict: 'path',
    sources: [
      'W1 45068225465 @~16k: registry home.vnNumero and home.popular /lgw/vn/numeros/opened/game, AGEANNOUNCE3, token: !1',
      'W1b 44310799120 @~89k: getPopular lists every value of the answer',
      'W2 44714497568: registry lottery.vnLotteryList',
    ],
    designed: 'no parameters; each value {gameCode, gameName, numero, winningNumber, openTime}, keyed by game code',
  },
  lotteryRecent: {
    verdict: 'path',
    sources: ['W2 44714497568: registry lottery.recentLottGame /lgw/games/game_menus/recent, COMM3, token: !0'],
    designed:
      '?prizeMode as its menu (/lgw/games/game_menus) sends it; the answer a list of the menu\'s game entries {gameCode, gameName, accountTypeName, gameGroupCode, nodeId}, the latest played first: what a "recent" shelf beside the menus needs',
  },
  vnLotteryRecent: {
    verdict: 'path',
    sources: ['W1 45068225465 @~14k: module 88296 getLottRecent = get(lott.lottRecent) GET /lgw/vn/games/game_menu/recent, COMM3, token: !0'],
    designed: "?prizeMode&device=WEB as its menu (W1 getVnLotteryMenu) sends them; the answer as the lottery's recent list (lotteryRecent)",
  },
  lotteryDraws: {
    verdict: 'path',
    sources: [
      'C6 24115983828 @~22.8k: draw() = ajax({url: "lgw/draw", headers: {Merchant}}) with no data, the lobby\'s latest draws',
      'W2 44714497568: registry lottery.draw /lgw/draw, COMM3 (no token)',
    ],
    designed:
      "the answer: a list of every lottery's latest draw {gameCode, gameName, numero, winningNumber, openTime}; gameCode, numero and winningNumber are the draw history's fields (L2 40401360556 addDraw), the name and the time designed",
  },
} satisfies Record<keyof typeof gamesEndpoints, Evidence>;

export const gamesUnusedRecordCalls: readonly UnusedRecordCall[] = [
  {
    call: 'GET /wps/relay/GCSGAME_getVassGameType (W1), GET /wps/relay/GLS2_getVassGameType (W2)',
    sources: [
      'W1 45068225465 @~16k: registry eGame.vassGameType, token: !0',
      'W2 44714497568: registry game.vassGameType GLS2_getVassGameType',
      'G1 71211145304: gameMenus, value.content maps a game type to its vendors',
    ],
    why: "each type's vendors come with the vendor lanes (GCSGAME_newGameVendor), which every page already reads",
  },
  {
    call: 'GET /wps/relay/GCSGAME_gameVendor',
    sources: ['W2 44714497568: registry game.gameVendor, COMM3'],
    why: 'the vendor lanes (GCSGAME_newGameVendor, W1) give the vendors; one vendor call is enough',
  },
  {
    call: 'GET /wps/relay/GCSGAME_getGameMatchV2',
    sources: ['W2 44714497568: registry game.getGameMatchV2'],
    why: 'sports matches: no screen of Croupier lists matches (the sports vendors open their own books)',
  },
  {
    call: 'GET /wps/relay/GCS_gameLaunchFB',
    sources: ['W1 45068225465 @~16k: registry eGame.gameLaunchFB, token: !1', 'W1b 44310799120 @~80k: gameLaunchFB = si.A.get(eGame.gameLaunchFB, {data})'],
    why: 'a sports vendor launches through /wps/game/launchGame like every vendor; what this relay sends is not shown',
  },

  {
    call: 'POST /wps/relay/GCSGAME_hotGamesV2',
    sources: ['G1 71211145304: hotGames POST'],
    why: "go444's verb for the hot list; the table's GET is W1's (W1d 44978463546 @12594)",
  },
  {
    call: 'GET /lgw/games',
    sources: [
      'W2 44714497568: registry lottery.game /lgw/games, COMM3',
      'L1 16791185642: the legacy betting page lists {code, gameGroupId, games[{gameId, code, remark}]}',
    ],
    why: 'the legacy map of lottery groups; the lottery pages read the same games, with their vendor (accountTypeName), from the menus (/lgw/games/game_menus, W1)',
  },
  {
    call: 'GET /lgw/games/opened/numero, GET /lotto/lgw/games/opened/numero',
    sources: [
      'W2 44714497568: registry lottery.lottOpenedNumero /lgw/games/opened/numero, token: !0',
      'W1 45068225465 @~17k: registry home.openedNumero /lotto/lgw/games/opened/numero, token: !0',
    ],
    why: "the lottery sub-app's opened issues (W1 reads them through its /lotto proxy); the lottery page's latest results come from /lgw/draw (every lottery's latest draw, no token) and the VN lottery's from /lgw/vn/numeros/opened/game",
  },
  {
    call: 'GET /lgw/games/popular',
    sources: ['W2 44714497568: registry lottery.popular /lgw/games/popular, AGEANNOUNCE3'],
    why: "the home's popular lotteries behind the age announcement; no screen of Croupier shows a popular-lottery strip (the lottery pages show the member's recent lotteries and favourites)",
  },
  {
    call: 'GET /lgw/draw/code/, GET /lgw/numeros/near',
    sources: [
      'W2 44714497568: registry lottery.lottoDraw /lgw/draw/code/, lottery.issue /lgw/numeros/near',
      'S1 60895760047: /lotto-vn/lgw/numeros/near?gameId=',
      'L2 39809230473: /lgw/draw/{gameId}?page=0&size=10, /lgw/numeros/near?gameId=',
    ],
    why: "one game's draw history and its current issue's countdown belong to the betting view, which the lottery opens itself (launchMode LOTT, lottoView betting)",
  },
];
