/**
 * Every simulator handler, feature by feature. msw answers with the first handler that matches:
 * the shell comes last, because its /sim/cdn/* art answers any CDN path, and the games' icons
 * and game page (also served behind the launch-CDN prefix, /sim/cdn/sim/game/…) must win. After
 * them all, a gateway path none of them serves is answered as the gateway answers it
 * (kernel/endpoint.ts `unmatched`).
 */
import type { HttpHandler } from 'msw';
import { accountHandlers } from './account/handlers';
import { agentHandlers } from './agent/handlers';
import { contentHandlers } from './content/handlers';
import { gamesHandlers } from './games/handlers';
import type { SimContext } from './kernel/context';
import { unmatched } from './kernel/endpoint';
import { memberHandlers } from './member/handlers';
import { moneyHandlers } from './money/handlers';
import { rewardsHandlers } from './rewards/handlers';
import { shellHandlers } from './shell/handlers';

export function createHandlers(ctx: SimContext): HttpHandler[] {
  return [
    ...accountHandlers(ctx),
    ...memberHandlers(ctx),
    ...moneyHandlers(ctx),
    ...rewardsHandlers(ctx),
    ...agentHandlers(ctx),
    ...contentHandlers(ctx),
    ...gamesHandlers(ctx),
    ...shellHandlers(ctx),
    ...unmatched(ctx),
  ];
}
