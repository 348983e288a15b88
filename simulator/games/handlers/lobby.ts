/**
 * The lobby (gateway-protocol.md §5.6; spec §4, §7): the game list, hot games and the vendor
 * lanes. The token is optional: visitors browse the lobby too.
 */
import type { HttpHandler } from 'msw';
import { readBody } from '../../kernel/body';
import { cached, type SimContext } from '../../kernel/context';
import { ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import { requestLanguage } from '../../language';
import { filterGames, flagParam, gameIndex, intParam, listParam, paginate, toWireGame, vendorMaintenance, type GameIndex } from '../game-index';
import { LANES } from '../vendors';

export const LOBBY_PAGE_SIZE = 18;
export const HOT_LIMIT = 120;
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

/** POST relays may carry their parameters in a JSON body: fold them into the query. */
async function withBodyParams(request: Request, url: URL): Promise<URL> {
  if (request.method === 'GET') return url;
  const body = await readBody(request).catch(() => undefined);
  if (!body || typeof body !== 'object') return url;
  const merged = new URL(url);
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (v !== undefined && v !== null && !merged.searchParams.has(k)) merged.searchParams.set(k, String(v));
  }
  return merged;
}

export function lobbyHandlers(ctx: SimContext): HttpHandler[] {
  const hot = async ({ request, url }: { request: Request; url: URL }) => {
    const q = await withBodyParams(request, url);
    const ix = gameIndex(ctx);
    const limit = intParam(q, 'limit', intParam(q, 'pageSize', HOT_LIMIT, 1, 999), 1, 999);
    const list = filterGames(ix, { isHot: true, gameTypes: listParam(q, 'gameType'), vendors: listParam(q, 'vassalage') })
      .slice(0, limit)
      .map((g) => toWireGame(ix, g));
    return ok({ list });
  };

  return [
    // The token is optional: visitors browse the lobby too.
    route(ctx, 'get', '/wps/relay/GCSGAME_gameList', ({ url }) => {
      const ix = gameIndex(ctx);
      const pageSize = intParam(url, 'pageSize', LOBBY_PAGE_SIZE, 1, 999);
      const pageNo = intParam(url, 'pageNo', 1, 1, Number.MAX_SAFE_INTEGER);
      const found = filterGames(ix, {
        gameTypes: listParam(url, 'gameType'),
        vendors: listParam(url, 'vassalage'),
        classify: listParam(url, 'gameClassify'),
        name: (url.searchParams.get('gameName') ?? '').trim(),
        isNew: flagParam(url, 'isNew'),
        isHot: flagParam(url, 'isHot'),
      });
      const page = paginate(found, pageNo, pageSize);
      return ok({ games: page.items.map((g) => toWireGame(ix, g)), totalPages: page.totalPages, totalCount: page.totalCount, pageNo, pageSize });
    }),

    route(ctx, 'get', '/wps/relay/GCSGAME_hotGamesV2', hot),
    route(ctx, 'post', '/wps/relay/GCSGAME_hotGamesV2', hot),

    route(ctx, 'get', '/wps/relay/GCSGAME_newGameVendor', ({ request }) => {
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
