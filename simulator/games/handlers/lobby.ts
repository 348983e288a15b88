/**
 * The lobby (gateway-protocol.md §5.6; spec §4, §7): the game list, hot games and the vendor
 * lanes. The token is optional: visitors browse the lobby too.
 */
import type { HttpHandler } from 'msw';
import { cached, type SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { ok } from '../../kernel/envelope';
import { requestLanguage } from '../../language';
import { codes, filterGames, gameIndex, paginate, toWireGame, vendorMaintenance, within, type GameIndex } from '../game-index';
import { LANES } from '../vendors';

export const LOBBY_PAGE_SIZE = 18;
/** The most hot games of one game type in the hot list. */
export const HOT_PER_TYPE = 30;
const CLASSIFY_ORDER = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];

function vendorArt(code: string, lane: string) {
  return {
    lagerIcon: `/sim/cdn/TCG_PROD_IMAGES/${lane}_LIST_VENDOR/${code}-COLOR.png`,
    smallIcon: `/sim/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${code}-DEFAULT.png`,
    mobileSmallIcon: `/sim/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${code}-DEFAULT.png`,
    h5Icon: `/sim/cdn/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/${lane}-${code}.png`,
    mobileLargeIcon: `/sim/cdn/TCG_PROD_IMAGES/${lane}_LIST_VENDOR/${code}-COLOR.png`,
  };
}

interface LaneOut {
  title: string;
  cards: Array<Record<string, unknown> & { vassalage: string; maintenance: boolean }>;
  gameClassify: Array<{ classify: string; vendors: string[] }>;
}

/** The lanes without live maintenance flags (cached per language; display names stay English). */
function baseLanes(ix: GameIndex): LaneOut[] {
  return LANES.map((lane) => {
    const vendors = ix.vendors.filter((v) => v.lane === lane);
    const gameClassify = CLASSIFY_ORDER.map((classify) => ({
      classify,
      vendors: vendors.filter((v) => (ix.byVendor.get(v.code) ?? []).some((g) => g.gameClassify === classify)).map((v) => v.code),
    })).filter((c) => c.vendors.length > 0);
    return {
      title: lane,
      cards: vendors.map((v) => ({
        vassalage: v.code,
        displayName: v.name,
        gameType: v.lane,
        ...vendorArt(v.code, v.lane),
        accountTypeName: v.accountTypeName,
        isGame: v.isGame,
        maintenance: false,
        gameCount: ix.byVendor.get(v.code)?.length ?? 0,
      })),
      gameClassify,
    };
  });
}

/**
 * The merchant's hot list (`GCSGAME_hotGamesV2`): the hot games in catalogue order, at most
 * `HOT_PER_TYPE` of each game type, so every type's page has hot games of its own to show (W1 asks
 * for the list without a type; the client keeps a page's type).
 */
function hotList(ix: GameIndex, vendors: string[]) {
  const perType = new Map<string, number>();
  const out = [];
  for (const g of filterGames(ix, { isHot: true, vendors })) {
    const n = perType.get(g.gameType) ?? 0;
    if (n >= HOT_PER_TYPE) continue;
    perType.set(g.gameType, n + 1);
    out.push(toWireGame(ix, g));
  }
  return out;
}

export function lobbyHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // The token is optional: visitors browse the lobby too.
    endpoint(ctx, 'gameList', ({ input }) => {
      const ix = gameIndex(ctx);
      const pageSize = within(input.pageSize, LOBBY_PAGE_SIZE, 1, 999);
      const pageNo = within(input.pageNo, 1, 1, Number.MAX_SAFE_INTEGER);
      const name = (input.gameName ?? '').trim();
      // go444 saw the relay find nothing when a search also sends `language` (G7 §4).
      const found =
        name && input.language
          ? []
          : filterGames(ix, {
              gameTypes: codes(input.gameType),
              vendors: codes(input.vassalage),
              classify: codes(input.gameClassify),
              name,
              // The minimum-bet hints: at least this stake, at least these lines (spec §7, §9).
              ...(input.minBet ? { minBet: input.minBet } : {}),
              ...(input.minLineNum ? { minLineNum: input.minLineNum } : {}),
            });
      const page = paginate(found, pageNo, pageSize);
      return ok({ games: page.items.map((g) => toWireGame(ix, g)), totalPages: page.totalPages, totalCount: page.totalCount, pageNo, pageSize });
    }),

    // W1's query names no game type: the list is the merchant's, optionally of some vendors.
    endpoint(ctx, 'hotGames', ({ input }) => ok({ list: hotList(gameIndex(ctx), codes(input.vassalage)) })),

    endpoint(ctx, 'gameVendors', ({ request }) => {
      const lang = requestLanguage(request);
      const lanes = cached(ctx, `lanes:${lang}`, () => baseLanes(gameIndex(ctx)));
      const ix = gameIndex(ctx);
      // Maintenance follows the live config, so it is laid over the cached lanes on every call.
      return ok({
        data: {
          lanes: lanes.map((l) => ({
            ...l,
            cards: l.cards.map((c) => {
              const window = vendorMaintenance(ctx, ix.vendorByCode.get(c.vassalage));
              return window ? { ...c, maintenance: true, maintainTime: window.maintainTime, endTime: window.endTime } : { ...c };
            }),
            gameClassify: l.gameClassify.map((g) => ({ ...g, vendors: [...g.vendors] })),
          })),
        },
      });
    }),
  ];
}
