/**
 * Where each games call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { gamesEndpoints } from './endpoints';

export const gamesEvidence = {
  gameList: {
    verdict: 'contradicts',
    sources: ["W1 HomeItem params (44978463546 @~8.9k)", "W1 37374 games token:!0", "G7 70345456704 §4: sending language together with gameName returns no games"],
    differs: "params match W1 (clientType 3, platform \"flash,html5-desktop\", merchant, gameType, vassalage, gameClassify, pageNo, pageSize, language); Croupier adds gameName (go444) and isNew (no source); go444: sending language with gameName returns empty",
  },
  hotGames: {
    verdict: 'contradicts',
    sources: ["W1 (44978463546 @12594", "W1d 44544363540 @4382: getHotGameList query"],
    differs: "W1 {merchantCode, isPlatform:2, vassalage:\"\", platform:\"flash,html5-desktop\", language}; Croupier platform \"html5-desktop\" + extra gameType; reads value.list (same)",
  },
  gameVendors: {
    verdict: 'record',
    sources: ["W1b getGameVendor (@~76k) {platform:\"html5-desktop\",...} → value.data.lanes"],
    note: "Croupier adds clientType, language",
  },
  favouriteIds: {
    verdict: 'record',
    sources: ["W1b getFavGames → e.value ids"],
  },
  favouriteList: {
    verdict: 'contradicts',
    sources: ["W1 (44978463546 @~12.0k)"],
    differs: "W1 {clientType:3, platform:\"flash\", language, token, pageNo:1, pageSize:999, gameType:\"RNG\"} → {content,pageNum,totalPages}; Croupier omits token query param, sends gameType \"\" / vassalage",
  },
  addFavourite: {
    verdict: 'record',
    sources: ["W1 module 64700 toggleFav {nodeId, vendor, gameType}", "W1b si.A.post(addFavGame,{data})"],
  },
  removeFavourite: {
    verdict: 'path',
    sources: ["W1b si.A.del(removeFavGame,{data:e})"],
    designed: "how the (unfound) TCG http lib encodes DELETE data is unknown; Croupier sends a JSON body",
  },
  recentGames: {
    verdict: 'path',
    sources: ["W1 37374 recentGameList", "W1b getRecentGameList"],
    designed: "params/answer designed (page,pageSize → list,totalPages)",
  },
  launchGame: {
    verdict: 'contradicts',
    sources: ["G1 api.js launchGame", "G5 0.12/0.13", "W1b getLabby (@~82k)"],
    differs: "casino params match G1; lottery launch omits W1 backUrl, sends lottoArea:\"\" when none",
  },
  trialLaunch: {
    verdict: 'path',
    sources: ["W2 trialGame token:!1"],
    designed: "params assumed = launchGame",
  },
  winnerBoard: {
    verdict: 'record',
    sources: ["W1 (44544363540 @4382) {gameCategory:\"ALL\",language,limitNum:20}", "W1b setWinnerBoard reads value.list[].vo"],
  },
  jackpot: {
    verdict: 'path',
    sources: ["W2 getJackpot"],
    designed: "answer shape in no source",
  },
  pvpRooms: {
    verdict: 'path',
    sources: ["W1 37374 and W2 37001: rooms (GLS2_roomList)"],
    designed: "unused; no simulator handler",
  },
  lotteryMenus: {
    verdict: 'path',
    sources: ["W1 login.game {prizeMode} → Object.values(...)"],
    designed: "not called by Croupier",
  },
  vnLotteryMenu: {
    verdict: 'path',
    sources: ["W1 getVnLotteryMenu {prizeMode, device:\"WEB\"}"],
    designed: "not called by Croupier",
  },
  vnOpenedNumeros: {
    verdict: 'path',
    sources: ["W1 home.vnNumero"],
    designed: "not called; no simulator handler",
  },
} satisfies Record<keyof typeof gamesEndpoints, Evidence>;
