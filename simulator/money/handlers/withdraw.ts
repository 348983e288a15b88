/**
 * Withdrawals (gateway/money/endpoints.ts withdrawSettings, bankCards, hasWithdrawalPassword,
 * withdraw): the limits, the member's payout accounts (masked), whether a payment password is set,
 * and the encrypted withdraw, which holds the money through the ledger (a PENDING WITHDRAW row with
 * hold) at once. Checked in this order: payment password set, the account is the member's, the
 * amount (two decimals, within the limits), today's count, the payment password, the turnover,
 * then the balance (the ledger refuses more than it holds).
 *
 * Switches (SimulatorConfig.money): turnoverNotMet (withdraw.turnover.not.met, and the settings
 * say how much is left to play).
 */
import type { HttpHandler } from 'msw';
import { round2 } from '../../activity';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { fail, ok } from '../../kernel/envelope';
import { balanceOf, post } from '../../ledger';
import { utcDayStart } from '../../timeline';
import { openConfirmation } from '../confirmations';

export const WITHDRAW_MIN = 100;
export const WITHDRAW_MAX = 50000;
export const WITHDRAWALS_PER_DAY = 5;
/** The turnover the turnoverNotMet switch says is left to play. */
export const TURNOVER_LEFT = 1500;

const mask = (n: string) => `****${n.slice(-4)}`;

/** The member's payment (withdrawal) password, '' when none is set. */
export function paymentPasswordOf(ctx: SimContext, memberId: number): string {
  return ctx.db.moneyAccount.findFirst({ where: { memberId: { equals: memberId } } })?.paymentPassword ?? '';
}

export function withdrawHandlers(ctx: SimContext): HttpHandler[] {
  const account = (memberId: number) => ctx.db.moneyAccount.findFirst({ where: { memberId: { equals: memberId } } });
  const turnoverLeft = (memberId: number) => Math.max(account(memberId)?.turnoverRemaining ?? 0, ctx.config.money.turnoverNotMet ? TURNOVER_LEFT : 0);
  const todaysCount = (memberId: number) => {
    const from = utcDayStart(ctx.clock.now());
    return ctx.db.transaction
      .findMany({ where: { memberId: { equals: memberId }, transType: { equals: 'WITHDRAW' }, transTime: { gte: from } } })
      .filter((t) => t.amount < 0).length;
  };
  return [
    endpoint(ctx, 'withdrawSettings', ({ auth: { member } }) =>
      ok({
        minimumAmount: WITHDRAW_MIN,
        maximumAmount: WITHDRAW_MAX,
        remainingCount: Math.max(0, WITHDRAWALS_PER_DAY - todaysCount(member.id)),
        turnoverRemaining: turnoverLeft(member.id),
      }),
    ),

    endpoint(ctx, 'bankCards', ({ auth: { member } }) =>
      ok({
        list: ctx.db.payoutAccount
          .findMany({ where: { memberId: { equals: member.id } } })
          .map((a) => ({ id: a.id, accountType: a.accountType, bankName: a.bankName, accountName: a.accountName, accountNumber: mask(a.accountNumber) })),
      }),
    ),

    endpoint(ctx, 'hasWithdrawalPassword', ({ auth: { member } }) => ok(paymentPasswordOf(ctx, member.id) !== '')),

    // Encrypted {amount, bankCardId, paymentPassword}.
    endpoint(ctx, 'withdraw', ({ input, auth: { member } }) => {
      const password = paymentPasswordOf(ctx, member.id);
      if (!password) return fail('payment.password.not.set');
      const card = ctx.db.payoutAccount.findFirst({ where: { id: { equals: input.bankCardId } } });
      if (!card || card.memberId !== member.id) return fail('withdraw.bank.card.fail');
      const amount = typeof input.amount === 'number' ? input.amount : Number(input.amount);
      if (input.amount === undefined || input.amount === '') return fail('empty.amount');
      if (!Number.isFinite(amount) || amount <= 0 || round2(amount) !== amount) return fail('request.param.err');
      if (amount < WITHDRAW_MIN || amount > WITHDRAW_MAX) return fail('withdraw.amount.limit');
      if (todaysCount(member.id) >= WITHDRAWALS_PER_DAY) return fail('withdraw.reach.max.count');
      if (input.paymentPassword !== password) return fail('invalid.payment.pw');
      if (turnoverLeft(member.id) > 0) return fail('withdraw.turnover.not.met');
      const posted = post(ctx, {
        memberId: member.id,
        type: 'WITHDRAW',
        amount: -amount,
        status: 'PENDING',
        hold: true,
        detail: `${card.bankName} ${mask(card.accountNumber)}`,
      });
      if (!posted.ok) return fail(posted.errorCode);
      const confirmation = card.accountType === 'BANK' ? openConfirmation(ctx, member.id, posted.value.transId, amount) : null;
      return ok({ transId: posted.value.transId, amount, status: 'PENDING', balance: balanceOf(ctx, member.id), confirmationId: confirmation?.id ?? null });
    }),
  ];
}
