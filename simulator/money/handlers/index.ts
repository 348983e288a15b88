/** Every money handler: deposits, withdrawals, the withdrawal confirmation, the transfer to the upline. */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../context';
import { confirmationHandlers } from './confirmations';
import { depositHandlers } from './deposit';
import { transferHandlers } from './transfer';
import { withdrawHandlers } from './withdraw';

export function moneyHandlers(ctx: SimContext): HttpHandler[] {
  return [...depositHandlers(ctx), ...withdrawHandlers(ctx), ...confirmationHandlers(ctx), ...transferHandlers(ctx)];
}
