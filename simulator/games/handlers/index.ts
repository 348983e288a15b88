/**
 * Every games handler: the lobby, favourites, recent games, launching, the winner board and
 * jackpot, the PVP rooms, the lottery gateway, then the game icons and the demo game page (before the shell's
 * catch-all /sim/cdn/* art, see simulator/handlers.ts).
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { favouriteHandlers } from './favourites';
import { launchHandlers } from './launch';
import { lobbyHandlers } from './lobby';
import { lotteryHandlers } from './lottery';
import { playHandlers } from './play';
import { recentHandlers } from './recent';
import { roomHandlers } from './rooms';
import { winnerHandlers } from './winners';

export function gamesHandlers(ctx: SimContext): HttpHandler[] {
  return [
    ...lobbyHandlers(ctx),
    ...favouriteHandlers(ctx),
    ...recentHandlers(ctx),
    ...launchHandlers(ctx),
    ...winnerHandlers(ctx),
    ...roomHandlers(ctx),
    ...lotteryHandlers(ctx),
    ...playHandlers(ctx),
  ];
}
