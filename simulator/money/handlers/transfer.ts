/**
 * The transfer to the upline (gateway/money/endpoints.ts uplineTransferSetting, transferUpline):
 * the member's upline (the agent whose invitation code they registered with) and the limits; the
 * encrypted transfer moves the money through the ledger at once: an UPLINE_TRANSFER out of the
 * member's wallet and a DOWNLINE_TRANSFER into the agent's.
 */
import type { HttpHandler } from 'msw';
import { round2 } from '../../activity';
import { readEncrypted } from '../../kernel/body';
import type { SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import { balanceOf, post } from '../../ledger';

export const UPLINE_MIN = 10;
export const UPLINE_MAX = 100000;

export function transferHandlers(ctx: SimContext): HttpHandler[] {
  const paymentPassword = (memberId: number) => ctx.db.moneyAccount.findFirst({ where: { memberId: { equals: memberId } } })?.paymentPassword ?? '';
  return [
    route(
      ctx,
      'get',
      '/wps/relay/MCSFE_getUplineTransferSetting',
      ({ auth: { member } }) => ok({ uplineAccount: member.upline, minAmount: UPLINE_MIN, maxAmount: UPLINE_MAX, hasPaymentPassword: paymentPassword(member.id) !== '' }),
      { auth: true },
    ),

    // Encrypted {amount, paymentPassword}.
    route(
      ctx,
      'post',
      '/wps/relay/MCSFE_transferToUpline',
      async ({ request, auth: { member } }) => {
        const payload = await readEncrypted(request);
        if (payload === undefined) return fail('request_body_required', { status: 400 });
        const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
        const upline = member.upline ? ctx.db.member.findFirst({ where: { account: { equals: member.upline } } }) : null;
        if (!upline) return fail('not.exists.agent');
        const password = paymentPassword(member.id);
        if (!password) return fail('payment.password.not.set');
        const amount = typeof o.amount === 'number' ? o.amount : Number(o.amount);
        if (!Number.isFinite(amount) || amount <= 0 || round2(amount) !== amount) return fail('request.param.err');
        if (amount < UPLINE_MIN) return fail('account.transfer.exceed.min');
        if (amount > UPLINE_MAX) return fail('account.transfer.exceed.max');
        if (o.paymentPassword !== password) return fail('invalid.payment.pw');
        const out = post(ctx, { memberId: member.id, type: 'UPLINE_TRANSFER', amount: -amount, detail: upline.account });
        if (!out.ok) return fail(out.errorCode);
        const into = post(ctx, { memberId: upline.id, type: 'DOWNLINE_TRANSFER', amount, detail: member.account });
        if (!into.ok) return fail(into.errorCode);
        return ok({ transId: out.value.transId, recipient: upline.account, amount, balance: balanceOf(ctx, member.id) });
      },
      { auth: true },
    ),
  ];
}
