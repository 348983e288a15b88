/** A member's favourite games (gateway-protocol.md §5.6; spec §4): ids, the list, add, remove. */
import type { HttpHandler } from 'msw';
import { readBody } from '../../kernel/body';
import type { SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import type { MemberRow } from '../../members';
import { gameIndex, gamesOf, intParam, paginate, toWireGame } from '../game-index';

export const FAVOURITE_MAX_PAGE_SIZE = 999;

function favouriteRows(ctx: SimContext, member: MemberRow) {
  return ctx.db.favourite.findMany({ where: { memberId: { equals: member.id } } }).sort((a, b) => b.seq - a.seq);
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

export function favouriteHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', '/wps/relay/MCSFE_getFavoriteGames', ({ auth }) => ok(favouriteRows(ctx, auth.member).map((f) => String(f.nodeId))), { auth: true }),

    route(
      ctx,
      'get',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      ({ auth, url }) => {
        const ix = gameIndex(ctx);
        const games = gamesOf(ix, favouriteRows(ctx, auth.member).map((f) => f.nodeId), url);
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
  ];
}
