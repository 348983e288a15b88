/**
 * The rooms of a PVP vendor's games (`GLS2_roomList`, W1/W2 `rooms`; the answer is designed):
 * three tables a game, from a small stake to a high roller's, their seats taken fixed by the seed.
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { ok } from '../../kernel/envelope';
import { mulberry32 } from '../../kernel/random';
import { gameIndex } from '../game-index';

/** Each game's tables: name, stakes and seats. */
export const ROOM_TIERS = [
  { tier: 1, name: 'Beginner', minBet: 1, maxBet: 100, maxPlayers: 6 },
  { tier: 2, name: 'Standard', minBet: 10, maxBet: 1_000, maxPlayers: 6 },
  { tier: 3, name: 'High roller', minBet: 100, maxBet: 10_000, maxPlayers: 4 },
] as const;

export function roomHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'pvpRooms', ({ input }) => {
      const ix = gameIndex(ctx);
      const vendor = input.vassalage.trim().toUpperCase();
      const gameId = input.gameId?.trim() ?? '';
      const games = (ix.byVendor.get(vendor) ?? []).filter((g) => g.gameType === 'PVP' && (!gameId || g.gameId === gameId));
      const list = games.flatMap((g) => {
        const random = mulberry32((ctx.config.seed ^ (g.nodeId * 2654435761)) >>> 0);
        return ROOM_TIERS.map((r) => ({
          roomId: `${g.nodeId}${r.tier}`,
          roomName: `${g.gameName} · ${r.name}`,
          vassalage: g.vassalage,
          gameId: g.gameId,
          nodeId: g.nodeId,
          minBet: r.minBet,
          maxBet: r.maxBet,
          players: Math.floor(random() * (r.maxPlayers + 1)),
          maxPlayers: r.maxPlayers,
        }));
      });
      return ok({ list });
    }),
  ];
}
