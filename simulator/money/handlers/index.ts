/** Every money handler: deposits, withdrawals, the withdrawal confirmation, the transfer to the upline. */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { expireConfirmations } from '../confirmations';
import { creditDueDeposits } from '../deposits';
import { writeSeededConfirmations } from '../seeded-confirmations';
import { confirmationHandlers } from './confirmations';
import { depositHandlers } from './deposit';
import { transferHandlers } from './transfer';
import { withdrawHandlers } from './withdraw';

export function moneyHandlers(ctx: SimContext): HttpHandler[] {
  // Before any call of a member: the seeded confirmations exist, what the clock made due is done.
  ctx.beforeMemberCall.push((memberId) => {
    writeSeededConfirmations(ctx);
    creditDueDeposits(ctx, memberId);
    expireConfirmations(ctx, memberId);
  });
  return [...depositHandlers(ctx), ...withdrawHandlers(ctx), ...confirmationHandlers(ctx), ...transferHandlers(ctx)];
}
