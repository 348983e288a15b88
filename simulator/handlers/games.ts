/**
 * Games module (gateway-protocol.md §5.6, §5.7 winner board and jackpot; spec §4, §7, §9):
 * the game list, hot games, vendor lanes, favourites, recent games, launching (real, free play,
 * logged-out trial), the winner board and the jackpot. Every answer is the usual envelope and
 * goes through route() (latency, faults, Merchant check, session check where a token is needed).
 */
import { Faker, base, en } from '@faker-js/faker';
import type { HttpHandler } from 'msw';
import { SEED_REFERENCE_DATE, LANES } from '../catalogue';
import { cached, fail, findAuth, ok, readBody, route, type MemberRow, type SimContext } from '../context';
import {
  filterGames,
  flagParam,
  gameIndex,
  gameMaintenance,
  intParam,
  listParam,
  matches,
  paginate,
  toWireGame,
  vendorMaintenance,
  type GameIndex,
  type GameRow,
} from '../game-index';
import { requestLanguage } from '../language';

export const LOBBY_PAGE_SIZE = 18;
export const HOT_LIMIT = 120;
export const FAVOURITE_MAX_PAGE_SIZE = 999;
export const RECENT_KEEP = 50;
export const WINNER_POOL = 60;
export const FREE_PLAY_BALANCE = 2000;
const CLASSIFY_ORDER = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];

// ---- vendor lanes -----------------------------------------------------------------------------

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

// ---- favourites and recent games ------------------------------------------------------------

function favouriteRows(ctx: SimContext, member: MemberRow) {
  return ctx.db.favourite.findMany({ where: { memberId: { equals: member.id } } }).sort((a, b) => b.seq - a.seq);
}

function recentRows(ctx: SimContext, memberId: number) {
  return ctx.db.recentGame.findMany({ where: { memberId: { equals: memberId } } }).sort((a, b) => b.seq - a.seq);
}

/** Moves `nodeId` to the front of the member's recent games (no duplicates, at most 50). */
export function recordRecent(ctx: SimContext, memberId: number, nodeId: number): void {
  const rows = recentRows(ctx, memberId);
  const seq = (rows[0]?.seq ?? 0) + 1;
  const id = `${memberId}:${nodeId}`;
  ctx.db.recentGame.delete({ where: { id: { equals: id } } });
  ctx.db.recentGame.create({ id, memberId, nodeId, seq });
  const kept = rows.filter((r) => r.id !== id);
  for (const r of kept.slice(RECENT_KEEP - 1)) ctx.db.recentGame.delete({ where: { id: { equals: r.id } } });
}

/** `{nodeId, vendor, gameType}` from a JSON body, else from the query. */
async function favouritePayload(request: Request, url: URL): Promise<{ nodeId: string; vendor?: string; gameType?: string }> {
  let body: unknown;
  try {
    body = await readBody(request);
  } catch {
    body = undefined;
  }
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const pick = (k: string) => {
    const v = o[k] ?? url.searchParams.get(k) ?? undefined;
    return v === undefined || v === null ? undefined : String(v).trim();
  };
  return { nodeId: pick('nodeId') ?? '', vendor: pick('vendor') ?? pick('vassalage'), gameType: pick('gameType') };
}

// ---- launching ------------------------------------------------------------------------------

/** The game a launch names: nodeId, gameId, vendor + gameCode, lottery game code, or the vendor's first game. */
function resolveLaunchGame(ix: GameIndex, url: URL, lottery: boolean): GameRow | undefined {
  const q = (k: string) => url.searchParams.get(k)?.trim() ?? '';
  const nodeId = Number(q('nodeId'));
  if (q('nodeId') && Number.isInteger(nodeId)) return ix.byNodeId.get(nodeId);
  if (q('gameId')) return ix.byGameId.get(q('gameId'));
  const vendor = q('vassalage').toUpperCase();
  const code = (q('gameCode') || q('lottoGameCode')).toUpperCase();
  if (code) return ix.byCode.get(vendor ? `${vendor}:${code}` : code) ?? ix.byCode.get(code);
  if (vendor) return ix.byVendor.get(vendor)?.[0];
  if (lottery) return ix.byVendor.get(q('lottoArea').toUpperCase() === 'VN' ? 'TCG_LOTTO_VN' : 'LOTT')?.[0];
  return undefined;
}

function newLaunchId(ctx: SimContext): string {
  let id = '';
  for (let i = 0; i < 3; i++) id += Math.floor(ctx.launchRandom() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return id;
}

function launchCount(ctx: SimContext): number {
  return ctx.db.launch.count();
}

interface LaunchOptions {
  member: MemberRow | null;
  /** logged-out trial relay: free play only */
  trial: boolean;
}

function launch(ctx: SimContext, url: URL, opts: LaunchOptions): Response {
  const ix = gameIndex(ctx);
  const mode = url.searchParams.get('launchMode')?.trim().toUpperCase() ?? '';
  if (!opts.trial && mode !== 'GLS' && mode !== 'LOTT') return fail('system.busy', { status: 500, message: '#727 system busy' });
  const rawType = url.searchParams.get('accountType')?.trim() ?? '';
  const accountType = opts.trial ? 0 : rawType === '' ? 1 : Number(rawType);
  if (accountType !== 0 && accountType !== 1) return fail('request.param.err');

  const game = resolveLaunchGame(ix, url, mode === 'LOTT');
  if (!game) return fail('no.data', { message: 'Game not found' });
  const window = gameMaintenance(ctx, ix, game);
  if (window) {
    return fail('game.maintenance', {
      message: 'The game is under maintenance',
      value: { content: { data: { maintainTime: window.maintainTime, endTime: window.endTime } } },
    });
  }
  if (accountType === 1 && opts.member?.type === 4) {
    return fail('trial.not.allowed', { message: 'Trial accounts cannot play for real money; please register a real account' });
  }
  if (accountType === 0 && game.supportPlay !== 0) return fail('function.not.available', { message: 'Free play is not available for this game' });

  const id = newLaunchId(ctx);
  ctx.db.launch.create({
    id,
    memberId: opts.member?.id ?? 0,
    nodeId: game.nodeId,
    accountType,
    playBalance: accountType === 0 ? FREE_PLAY_BALANCE : 0,
    spins: 0,
    seq: launchCount(ctx) + 1,
  });
  if (opts.member) recordRecent(ctx, opts.member.id, game.nodeId);
  return ok({ content: { game_url: `/sim/game/${game.nodeId}?session=${id}` } });
}

// ---- winner board and jackpot ---------------------------------------------------------------

export interface WinnerEntry {
  customerName: string;
  winAmount: number;
  gameName: string;
  nodeName: string;
  nodeId: number;
  gameType: string;
  vendor: string;
  vassalage: string;
  iconUrl: string;
  winTime: number;
}

/** 'player01' → 'pl***01' */
export function maskName(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

function winnerPool(ctx: SimContext): WinnerEntry[] {
  return cached(ctx, 'winners', () => {
    const ix = gameIndex(ctx);
    const candidates = ix.games.filter((g) => ['RNG', 'FISH', 'LIVE', 'PVP'].includes(g.gameType));
    if (!candidates.length) return [];
    const f = new Faker({ locale: [en, base] });
    f.seed((ctx.config.seed ^ 0x3177e55) >>> 0);
    const out: WinnerEntry[] = [];
    for (let i = 0; i < WINNER_POOL; i++) {
      const g = f.helpers.arrayElement(candidates);
      const account = `${f.person.firstName().toLowerCase().replace(/[^a-z]/g, '')}${f.string.numeric(2)}`;
      // Mostly hundreds to thousands, now and then a six-figure hit.
      const winAmount = Math.round(Math.exp(f.number.float({ min: Math.log(300), max: Math.log(480_000) })) * 100) / 100;
      out.push({
        customerName: maskName(account),
        winAmount,
        gameName: g.gameName,
        nodeName: g.gameName,
        nodeId: g.nodeId,
        gameType: g.gameType,
        vendor: g.vassalage,
        vassalage: g.vassalage,
        iconUrl: g.iconUrl,
        winTime: SEED_REFERENCE_DATE - f.number.int({ min: 1, max: 600 }) * 60_000,
      });
    }
    return out.sort((a, b) => b.winAmount - a.winAmount);
  });
}

function winnerBoard(ctx: SimContext, url: URL): Response {
  const category = (url.searchParams.get('gameCategory') ?? 'ALL').trim().toUpperCase() || 'ALL';
  const vendors = listParam(url, 'vassalage');
  const limit = intParam(url, 'limitNum', 20, 1, WINNER_POOL);
  const ix = gameIndex(ctx);
  const list = winnerPool(ctx)
    .filter((w) => category === 'ALL' || w.gameType === category || ix.vendorByCode.get(w.vendor)?.lane === category)
    .filter((w) => !vendors.length || vendors.includes(w.vendor))
    .slice(0, limit)
    .map((vo) => ({ vo: { ...vo } }));
  return ok({ list });
}

/** Between 200,000,000 and 300,000,000 with two decimals (spec §9), fixed by the seed. */
export function jackpotAmount(seed: number): number {
  const f = new Faker({ locale: [en, base] });
  f.seed((seed ^ 0x1ac4907) >>> 0);
  return f.number.float({ min: 200_000_000, max: 300_000_000, fractionDigits: 2 });
}

// ---- handlers -------------------------------------------------------------------------------

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

export function gameHandlers(ctx: SimContext): HttpHandler[] {
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

    // ---- favourites (token) ----
    route(ctx, 'get', '/wps/relay/MCSFE_getFavoriteGames', ({ auth }) => ok(favouriteRows(ctx, auth.member).map((f) => String(f.nodeId))), { auth: true }),

    route(
      ctx,
      'get',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      ({ auth, url }) => {
        const ix = gameIndex(ctx);
        const types = listParam(url, 'gameType');
        const vendors = listParam(url, 'vassalage');
        const games = favouriteRows(ctx, auth.member)
          .map((f) => ix.byNodeId.get(f.nodeId))
          .filter((g): g is GameRow => g !== undefined && matches(ix, g, { gameTypes: types, vendors }));
        const pageSize = intParam(url, 'pageSize', FAVOURITE_MAX_PAGE_SIZE, 1, FAVOURITE_MAX_PAGE_SIZE);
        const pageNum = intParam(url, 'pageNo', 1, 1, Number.MAX_SAFE_INTEGER);
        const page = paginate(games, pageNum, pageSize);
        return ok({ content: page.items.map((g) => toWireGame(ix, g)), pageNum, totalPages: page.totalPages, totalElements: page.totalCount });
      },
      { auth: true },
    ),

    route(
      ctx,
      'post',
      '/wps/relay/MCSFE_addFavoriteGameV2',
      async ({ auth, request, url }) => {
        const p = await favouritePayload(request, url);
        const game = gameIndex(ctx).byNodeId.get(Number(p.nodeId));
        if (!p.nodeId || !game) return fail('request.param.err');
        const id = `${auth.member.id}:${game.nodeId}`;
        // Adding an existing favourite changes nothing (spec §4).
        if (ctx.db.favourite.findFirst({ where: { id: { equals: id } } })) return ok(null);
        const seq = (favouriteRows(ctx, auth.member)[0]?.seq ?? 0) + 1;
        ctx.db.favourite.create({ id, memberId: auth.member.id, nodeId: game.nodeId, vendor: p.vendor || game.vassalage, gameType: p.gameType || game.gameType, seq });
        return ok(null);
      },
      { auth: true },
    ),

    route(
      ctx,
      'delete',
      '/wps/relay/MCSFE_removeFavoriteGameV2',
      async ({ auth, request, url }) => {
        const p = await favouritePayload(request, url);
        if (!p.nodeId) return fail('request.param.err');
        ctx.db.favourite.delete({ where: { id: { equals: `${auth.member.id}:${p.nodeId}` } } });
        return ok(null);
      },
      { auth: true },
    ),

    // ---- recent games (token) ----
    route(
      ctx,
      'get',
      '/wps/relay/GCS_recentGame',
      ({ auth, url }) => {
        const ix = gameIndex(ctx);
        const types = listParam(url, 'gameType');
        const vendors = listParam(url, 'vassalage');
        const games = recentRows(ctx, auth.member.id)
          .map((r) => ix.byNodeId.get(r.nodeId))
          .filter((g): g is GameRow => g !== undefined && matches(ix, g, { gameTypes: types, vendors }));
        const pageSize = intParam(url, 'pageSize', LOBBY_PAGE_SIZE, 1, RECENT_KEEP);
        const pageNo = intParam(url, 'page', intParam(url, 'pageNo', 1, 1, Number.MAX_SAFE_INTEGER), 1, Number.MAX_SAFE_INTEGER);
        const page = paginate(games, pageNo, pageSize);
        return ok({ list: page.items.map((g) => toWireGame(ix, g)), totalPages: page.totalPages, totalCount: page.totalCount });
      },
      { auth: true },
    ),

    // ---- launching ----
    ...(['post', 'put', 'delete'] as const).map((method) =>
      route(ctx, method, '/wps/game/launchGame', () => fail('http_method_not_support', { status: 500, message: '#459 http_method_not_support' })),
    ),
    route(ctx, 'get', '/wps/game/launchGame', ({ auth, url }) => launch(ctx, url, { member: auth.member, trial: false }), { auth: true }),
    // Free trial without a session; with one, the launch is still free play but lands in recent games.
    route(ctx, 'get', '/wps/relay/GCS_gameTrialLaunch', ({ request, url }) =>
      launch(ctx, url, { member: findAuth(ctx, request)?.member ?? null, trial: true }),
    ),

    // ---- winner board and jackpot ----
    route(ctx, 'get', '/wps/relay/ODSFE2_getWinnerBoard', ({ url }) => winnerBoard(ctx, url)),
    route(ctx, 'get', '/wps/relay/GCSGAME_getRankList', ({ url }) => winnerBoard(ctx, url)),
    route(ctx, 'get', '/wps/relay/VIS_getJackpot', () => ok({ amount: jackpotAmount(ctx.config.seed) })),
  ];
}
