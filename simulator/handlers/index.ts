/** Every simulator handler, grouped by gateway module. */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../context';
import { assetHandlers } from './assets';
import { contentHandlers } from './content';
import { memberHandlers } from './member';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';

export function createHandlers(ctx: SimContext): HttpHandler[] {
  return [
    ...sessionHandlers(ctx),
    ...systemHandlers(ctx),
    ...memberHandlers(ctx),
    ...contentHandlers(ctx),
    ...assetHandlers(ctx),
  ];
}
