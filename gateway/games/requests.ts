/**
 * What each games call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts). Where each field comes from is in evidence.ts.
 */
import * as v from 'valibot';
import { filled, none, number, text, whole, type RequestSchema } from '../request';
import type { gamesEndpoints } from './endpoints';

const opt = v.optional;
/** A game's node id: a number on the wire, or its decimal string. */
const nodeId = v.union([filled, number]);

/**
 * A launch (W1 getLabby for the lottery, G1 for the casino): `launchMode` is left optional because
 * the gateway answers its absence with a business refusal of its own (#727, G5), not a 400.
 */
const launch = v.looseObject({
  launchMode: opt(text),
  accountType: opt(v.union([v.literal(0), v.literal(1), v.picklist(['0', '1'])])),
  gameType: opt(text),
  vassalage: opt(text),
  gameId: opt(text),
  nodeId: opt(v.union([text, number])),
  gameCode: opt(text),
  platform: opt(text),
  language: opt(text),
  lottoArea: opt(text),
  lottoPrizeMode: opt(text),
  lottoGameCode: opt(text),
  lottoView: opt(v.picklist(['betting', 'lobby'])),
  device: opt(text),
  backUrl: opt(text),
});

/** A favourite, as W1's toggle sends it: `{nodeId, vendor, gameType}`. */
const favourite = v.looseObject({ nodeId, vendor: opt(text), gameType: opt(text) });

export const gamesRequests = {
  // W1 HomeItem (W1d 44978463546 @~8.9k), plus go444's `gameName` for a search and the spec's
  // (§7) `minBet` and `minLineNum` for the lobby's minimum-bet hints (§9: 1 or more, 25 lines or more).
  gameList: v.looseObject({
    merchant: opt(text),
    platform: opt(text),
    clientType: opt(whole),
    gameType: opt(text),
    vassalage: opt(text),
    gameClassify: opt(text),
    gameName: opt(text),
    minBet: opt(number),
    minLineNum: opt(whole),
    language: opt(text),
    pageNo: opt(whole),
    pageSize: opt(whole),
  }),
  // W1 getHotGameList's query, exactly.
  hotGames: v.looseObject({
    merchantCode: opt(text),
    isPlatform: opt(whole),
    vassalage: opt(text),
    platform: opt(text),
    language: opt(text),
  }),
  gameVendors: v.looseObject({ platform: opt(text) }),
  favouriteIds: none,
  // W1 getFavGameList's query: the token travels in it too.
  favouriteList: v.looseObject({
    clientType: opt(whole),
    platform: opt(text),
    language: opt(text),
    token: opt(text),
    pageNo: opt(whole),
    pageSize: opt(whole),
    gameType: opt(text),
  }),
  addFavourite: favourite,
  removeFavourite: favourite,
  recentGames: v.looseObject({
    page: opt(whole),
    pageSize: opt(whole),
    gameType: opt(text),
    vassalage: opt(text),
    language: opt(text),
    clientType: opt(whole),
  }),
  launchGame: launch,
  trialLaunch: launch,
  // W1 sends all three; the board's size defaults to 20 when limitNum is left out.
  winnerBoard: v.looseObject({ gameCategory: opt(text), language: opt(text), limitNum: opt(whole) }),
  jackpot: none,
  pvpRooms: v.looseObject({ vassalage: filled, gameId: opt(text) }),
  lotteryMenus: v.looseObject({ prizeMode: opt(text) }),
  vnLotteryMenu: v.looseObject({ prizeMode: opt(text), device: opt(text) }),
  vnOpenedNumeros: none,
  lotteryRecent: v.looseObject({ prizeMode: opt(text) }),
  vnLotteryRecent: v.looseObject({ prizeMode: opt(text), device: opt(text) }),
  lotteryDraws: none,
} satisfies Record<keyof typeof gamesEndpoints, RequestSchema>;
