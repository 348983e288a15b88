/** The games models: vendors, games, and each member's favourites, recent games and launches. */
import { primaryKey } from '@mswjs/data';
import { nextId, nextKey } from '../primary-keys';

export const gamesModels = {
  vendor: {
    code: primaryKey(nextKey),
    name: String,
    /** The vendor's own category: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT. */
    gameType: String,
    /** The lane the gateway sends it in (e-sports and cockfight vendors ride in SPORTS). */
    lane: String,
    /** VASSALAGE opens a game picker; GAME launches the vendor lobby directly. */
    isGame: String,
    accountTypeName: String,
    /** Under maintenance in the seed (config.gameMaintenance adds more at run time). */
    maintenance: Boolean,
    /** The seeded maintenance window, epoch ms (0 when not under maintenance). */
    maintainTime: Number,
    endTime: Number,
    sort: Number,
  },
  game: {
    nodeId: primaryKey(nextId),
    gameId: String,
    gameCode: String,
    gameName: String,
    gameType: String,
    vassalage: String,
    /** 1 hot */
    isHot: Number,
    /** 0 means a free trial is offered */
    supportPlay: Number,
    /** SC, VP, JP, TG, AC, BG for some RNG games; '' otherwise. */
    gameClassify: String,
    iconUrl: String,
    isGame: String,
    /** The smallest stake in the wallet's currency (sent as minBet). */
    minBet: Number,
    /** A slot's pay lines (sent as lineNum); 0 for games without lines. */
    lineNum: Number,
    /** 1 new: the catalogue's own mark, not sent (no answer of the public record carries one). */
    isNew: Number,
    sort: Number,
  },
  /** A member's favourite game; id `<memberId>:<nodeId>`. */
  favourite: {
    id: primaryKey(nextKey),
    memberId: Number,
    nodeId: Number,
    vendor: String,
    gameType: String,
    /** Add order per member (newest = highest). */
    seq: Number,
  },
  /** A member's recently launched game; id `<memberId>:<nodeId>`, at most 50 per member. */
  recentGame: {
    id: primaryKey(nextKey),
    memberId: Number,
    nodeId: Number,
    seq: Number,
  },
  /** A game launch: the opaque `session` of the demo game page. */
  launch: {
    id: primaryKey(nextKey),
    /** 0 for a logged-out free trial. */
    memberId: Number,
    nodeId: Number,
    /** 1 real money (moves the wallet), 0 free play (moves playBalance). */
    accountType: Number,
    playBalance: Number,
    spins: Number,
    seq: Number,
  },
};
