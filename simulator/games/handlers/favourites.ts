/** A member's favourite games (gateway-protocol.md §5.6; spec §4): ids, the list, add, remove. */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { fail, ok } from '../../kernel/envelope';
import type { MemberRow } from '../../members';
import { codes, gameIndex, gamesOf, paginate, toWireGame, within } from '../game-index';

export const FAVOURITE_MAX_PAGE_SIZE = 999;

function favouriteRows(ctx: SimContext, member: MemberRow) {
  return ctx.db.favourite.findMany({ where: { memberId: { equals: member.id } } }).sort((a, b) => b.seq - a.seq);
}

export function favouriteHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'favouriteIds', ({ auth }) => ok(favouriteRows(ctx, auth.member).map((f) => String(f.nodeId)))),

    // W1 asks with {clientType, platform, language, token, pageNo, pageSize, gameType}: the list
    // is of that game type ('' or none: every type), newest first.
    endpoint(ctx, 'favouriteList', ({ auth, input }) => {
      const ix = gameIndex(ctx);
      const games = gamesOf(
        ix,
        favouriteRows(ctx, auth.member).map((f) => f.nodeId),
        { gameTypes: codes(input.gameType) },
      );
      const pageSize = within(input.pageSize, FAVOURITE_MAX_PAGE_SIZE, 1, FAVOURITE_MAX_PAGE_SIZE);
      const pageNum = within(input.pageNo, 1, 1, Number.MAX_SAFE_INTEGER);
      const page = paginate(games, pageNum, pageSize);
      return ok({ content: page.items.map((g) => toWireGame(ix, g)), pageNum, totalPages: page.totalPages, totalElements: page.totalCount });
    }),

    endpoint(ctx, 'addFavourite', ({ auth, input }) => {
      const game = gameIndex(ctx).byNodeId.get(Number(input.nodeId));
      if (!game) return fail('request.param.err');
      const id = `${auth.member.id}:${game.nodeId}`;
      // Adding an existing favourite changes nothing (spec §4).
      if (ctx.db.favourite.findFirst({ where: { id: { equals: id } } })) return ok(null);
      const seq = (favouriteRows(ctx, auth.member)[0]?.seq ?? 0) + 1;
      ctx.db.favourite.create({
        id,
        memberId: auth.member.id,
        nodeId: game.nodeId,
        vendor: input.vendor?.trim() || game.vassalage,
        gameType: input.gameType?.trim() || game.gameType,
        seq,
      });
      return ok(null);
    }),

    // The removal reads the JSON body the table names (W1's `del(removeFavGame, {data})`).
    endpoint(ctx, 'removeFavourite', ({ auth, input }) => {
      ctx.db.favourite.delete({ where: { id: { equals: `${auth.member.id}:${String(input.nodeId).trim()}` } } });
      return ok(null);
    }),
  ];
}
