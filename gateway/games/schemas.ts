/** Values of the game calls (gateway-protocol §5.6, §5.7 winner board and jackpot). */
import * as v from 'valibot';
import { flag, id, num } from '../schema';

/** A game as the relays send it; names and icons come under several field names. */
export const game = v.looseObject({
  nodeId: id,
  gameId: v.optional(id),
  gameCode: v.nullish(v.string()),
  gameName: v.nullish(v.string()),
  nodeName: v.nullish(v.string()),
  displayName: v.nullish(v.string()),
  gameType: v.optional(v.string(), ''),
  vassalage: v.optional(v.string(), ''),
  showIcon: v.nullish(v.string()),
  iconUrl: v.nullish(v.string()),
  defaultIcon: v.nullish(v.string()),
  isHot: v.optional(flag, false),
  /** 0 means a free trial is offered (spec §1). */
  supportPlay: v.optional(num, 1),
  gameClassify: v.nullish(v.string()),
  isGame: v.nullish(v.string()),
  /** The smallest stake, in the wallet's currency (designed: the record's answers show no such field). */
  minBet: v.nullish(num),
  /** A slot's pay lines (designed, as minBet); 0 or absent where lines mean nothing. */
  lineNum: v.nullish(num),
});
export type GameValue = v.InferOutput<typeof game>;

export const gameList = v.looseObject({
  games: v.optional(v.array(game), []),
  totalPages: v.optional(num, 0),
  totalCount: v.optional(num, 0),
});

export const hotGames = v.looseObject({ list: v.optional(v.array(game), []) });

export const vendorCard = v.looseObject({
  vassalage: v.string(),
  displayName: v.nullish(v.string()),
  gameType: v.optional(v.string(), ''),
  lagerIcon: v.nullish(v.string()),
  smallIcon: v.nullish(v.string()),
  accountTypeName: v.nullish(v.string()),
  isGame: v.nullish(v.string()),
  maintenance: v.optional(flag, false),
});
export type VendorCardValue = v.InferOutput<typeof vendorCard>;

export const vendorLanes = v.looseObject({
  data: v.looseObject({
    lanes: v.optional(
      v.array(
        v.looseObject({
          title: v.string(),
          cards: v.optional(v.array(vendorCard), []),
          gameClassify: v.nullish(v.array(v.looseObject({ classify: v.optional(v.string()), vendors: v.optional(v.array(v.string()), []) }))),
        }),
      ),
      [],
    ),
  }),
});
export type VendorLanesValue = v.InferOutput<typeof vendorLanes>;

export const favouriteIds = v.array(id);

export const favouriteList = v.looseObject({
  content: v.optional(v.array(game), []),
  pageNum: v.optional(num, 1),
  totalPages: v.optional(num, 0),
});

export const recentGames = v.looseObject({
  list: v.optional(v.array(game), []),
  totalPages: v.optional(num, 0),
});

export const launchResult = v.looseObject({
  content: v.optional(v.looseObject({ game_url: v.optional(v.string()) })),
  url: v.optional(v.string()),
  gameUrl: v.optional(v.string()),
  launchUrl: v.optional(v.string()),
});

export const winnerBoard = v.looseObject({
  list: v.optional(
    v.array(
      v.looseObject({
        vo: v.looseObject({
          customerName: v.string(),
          winAmount: num,
          gameName: v.nullish(v.string()),
          nodeName: v.nullish(v.string()),
          nodeId: v.optional(id),
          gameType: v.optional(v.string()),
          vendor: v.optional(v.string()),
          vassalage: v.optional(v.string()),
          iconUrl: v.nullish(v.string()),
        }),
      }),
    ),
    [],
  ),
});

/** The jackpot's shape is not public (protocol §8); we accept an amount under common names. */
export const jackpot = v.looseObject({
  amount: v.nullish(num),
  jackpotAmount: v.nullish(num),
});

/** A PVP vendor's rooms (`GLS2_roomList`): designed, the record shows only the call. */
export const pvpRooms = v.looseObject({
  list: v.optional(
    v.array(
      v.looseObject({
        roomId: id,
        roomName: v.string(),
        vassalage: v.string(),
        gameId: v.nullish(v.string()),
        nodeId: v.optional(id),
        minBet: num,
        maxBet: num,
        players: num,
        maxPlayers: num,
      }),
    ),
    [],
  ),
});

/**
 * The lottery menus (`/lgw/games/game_menus`, `/lgw/vn/games/game_menu`, raw JSON): an object whose
 * values are groups (W1 maps `Object.values(...)` and tags each with its `gameGroupCode`).
 */
export const lotteryMenus = v.record(
  v.string(),
  v.looseObject({
    gameGroupCode: v.string(),
    gameGroupName: v.nullish(v.string()),
    gameMenus: v.optional(
      v.array(
        v.looseObject({
          gameCode: v.string(),
          gameName: v.nullish(v.string()),
          accountTypeName: v.nullish(v.string()),
          nodeId: v.optional(id),
        }),
      ),
      [],
    ),
  }),
);

/**
 * The VN lottery's latest opened draws (`/lgw/vn/numeros/opened/game`, raw JSON): an object whose
 * values W1 lists (its home's "popular" loop pushes every value). The draw's fields are designed.
 */
export const vnOpenedNumeros = v.record(
  v.string(),
  v.looseObject({
    gameCode: v.string(),
    gameName: v.nullish(v.string()),
    numero: v.string(),
    winningNumber: v.string(),
    openTime: num,
  }),
);

/**
 * The member's recent lotteries (`/lgw/games/game_menus/recent`, `/lgw/vn/games/game_menu/recent`,
 * raw JSON): designed, the record shows only the calls. A list of the menus' game entries, the
 * latest first, each with its group.
 */
export const lotteryRecent = v.array(
  v.looseObject({
    gameCode: v.string(),
    gameName: v.nullish(v.string()),
    accountTypeName: v.nullish(v.string()),
    gameGroupCode: v.nullish(v.string()),
    nodeId: v.optional(id),
  }),
);

/**
 * Every lottery's latest draw (`/lgw/draw`, raw JSON; C6 reads it with no parameters). The items
 * carry the draw history's fields (`gameCode`, `numero`, `winningNumber`: L2's `/lgw/draw/{gameId}`)
 * and, designed, the game's name and the draw's time.
 */
export const lotteryDraws = v.array(
  v.looseObject({
    gameCode: v.string(),
    gameName: v.nullish(v.string()),
    numero: v.string(),
    winningNumber: v.string(),
    openTime: num,
  }),
);
