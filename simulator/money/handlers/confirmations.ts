/**
 * The withdrawal confirmation calls (gateway/money/endpoints.ts paymentConfirmations,
 * processC2c): the member's confirmations, newest first (`status=PENDING` for the ones waiting),
 * deadlines applied first; and the answer, plain JSON as W2 sends it (confirmations.ts has the
 * rules; the request schema has refused a remark over 140 characters and proofs that are not
 * png or jpg, at most three).
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { fail, ok } from '../../kernel/envelope';
import { answerConfirmation, confirmationValue, expireConfirmations } from '../confirmations';

export function confirmationHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'paymentConfirmations', ({ input, auth: { member } }) => {
      expireConfirmations(ctx, member.id);
      const status = (input.status ?? '').trim().toUpperCase();
      const rows = ctx.db.paymentConfirmation
        .findMany({ where: { memberId: { equals: member.id } } })
        .filter((r) => !status || r.status === status)
        .sort((a, b) => b.createTime - a.createTime || b.id.localeCompare(a.id));
      return ok({ list: rows.map((r) => confirmationValue(ctx, r)) });
    }),

    // {id, answer: RECEIVED | PARTIAL | NOT_RECEIVED, receivedAmount?, remark, images: [data URL]}.
    endpoint(ctx, 'processC2c', ({ input, auth: { member } }) => {
      const receivedAmount = input.receivedAmount ?? undefined;
      const done = answerConfirmation(ctx, member.id, input.id, {
        answer: input.answer,
        remark: input.remark ?? '',
        proofCount: input.images?.length ?? 0,
        ...(receivedAmount !== undefined ? { receivedAmount } : {}),
      });
      if (!done.ok) return fail(done.errorCode);
      return ok(confirmationValue(ctx, done.row));
    }),
  ];
}
