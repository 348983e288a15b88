/** A member's recently launched games (gateway-protocol.md §5.6): launching records them, the relay lists them. */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { ok } from '../../kernel/envelope';
import { codes, gameIndex, gamesOf, paginate, toWireGame, within } from '../game-index';
import { LOBBY_PAGE_SIZE } from './lobby';

export const RECENT_KEEP = 50;

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

export function recentHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'recentGames', ({ auth, input }) => {
      const ix = gameIndex(ctx);
      const games = gamesOf(
        ix,
        recentRows(ctx, auth.member.id).map((r) => r.nodeId),
        { gameTypes: codes(input.gameType), vendors: codes(input.vassalage) },
      );
      const pageSize = within(input.pageSize, LOBBY_PAGE_SIZE, 1, RECENT_KEEP);
      const pageNo = within(input.page, 1, 1, Number.MAX_SAFE_INTEGER);
      const page = paginate(games, pageNo, pageSize);
      return ok({ list: page.items.map((g) => toWireGame(ix, g)), totalPages: page.totalPages, totalCount: page.totalCount });
    }),
  ];
}
