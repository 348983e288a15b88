/**
 * The transfer to the upline (gateway/money/endpoints.ts uplineTransferSetting, transferUpline):
 * the member's upline (the agent whose invitation code they registered with) and the limits; the
 * encrypted transfer moves the money through the ledger at once: an UPLINE_TRANSFER out of the
 * member's wallet and a DOWNLINE_TRANSFER into the agent's.
 */
import type { HttpHandler } from 'msw';
import { round2 } from '../../activity';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { fail, ok } from '../../kernel/envelope';
import { balanceOf, post } from '../../ledger';
import { paymentPasswordOf } from './withdraw';

export const UPLINE_MIN = 10;
export const UPLINE_MAX = 100000;

export function transferHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'uplineTransferSetting', ({ auth: { member } }) => ok({ uplineAccount: member.upline, minAmount: UPLINE_MIN, maxAmount: UPLINE_MAX })),

    // Encrypted {amount, paymentPassword}.
    endpoint(ctx, 'transferUpline', ({ input, auth: { member } }) => {
      const upline = member.upline ? ctx.db.member.findFirst({ where: { account: { equals: member.upline } } }) : null;
      if (!upline) return fail('not.exists.agent');
      const password = paymentPasswordOf(ctx, member.id);
      if (!password) return fail('payment.password.not.set');
      const amount = typeof input.amount === 'number' ? input.amount : Number(input.amount);
      if (!Number.isFinite(amount) || amount <= 0 || round2(amount) !== amount) return fail('request.param.err');
      if (amount < UPLINE_MIN) return fail('account.transfer.exceed.min');
      if (amount > UPLINE_MAX) return fail('account.transfer.exceed.max');
      if (input.paymentPassword !== password) return fail('invalid.payment.pw');
      const out = post(ctx, { memberId: member.id, type: 'UPLINE_TRANSFER', amount: -amount, detail: upline.account });
      if (!out.ok) return fail(out.errorCode);
      const into = post(ctx, { memberId: upline.id, type: 'DOWNLINE_TRANSFER', amount, detail: member.account });
      if (!into.ok) return fail(into.errorCode);
      return ok({ transId: out.value.transId, recipient: upline.account, amount, balance: balanceOf(ctx, member.id) });
    }),
  ];
}
