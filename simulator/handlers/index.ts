/** Every simulator handler, grouped by gateway module. */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../context';
import { accountHandlers } from './account';
import { assetHandlers } from './assets';
import { contentHandlers } from './content';
import { gameHandlers } from './games';
import { lotteryHandlers } from './lottery';
import { playHandlers } from './play';
import { memberHandlers } from './member';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';

export function createHandlers(ctx: SimContext): HttpHandler[] {
  return [
    ...sessionHandlers(ctx),
    ...accountHandlers(ctx),
    ...systemHandlers(ctx),
    ...memberHandlers(ctx),
    ...contentHandlers(ctx),
    ...gameHandlers(ctx),
    ...lotteryHandlers(ctx),
    // Before the catch-all /sim/cdn/* art: game icons and the game page behind a launch-CDN prefix.
    ...playHandlers(ctx),
    ...assetHandlers(ctx),
  ];
}
