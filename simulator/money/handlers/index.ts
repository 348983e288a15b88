/** Every money handler: deposits, withdrawals, the withdrawal confirmation. */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../context';
import { depositHandlers } from './deposit';

export function moneyHandlers(ctx: SimContext): HttpHandler[] {
  return [...depositHandlers(ctx)];
}
