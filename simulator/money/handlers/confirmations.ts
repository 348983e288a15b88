/**
 * The withdrawal confirmation calls (gateway/money/endpoints.ts paymentConfirmations,
 * processC2c): the member's confirmations, newest first (`status=PENDING` for the ones waiting),
 * deadlines applied first; and the encrypted answer (confirmations.ts has the rules).
 */
import type { HttpHandler } from 'msw';
import { REMARK_MAX } from '../../../gateway/money/contract';
import { readEncrypted } from '../../kernel/body';
import type { SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import { answerConfirmation, confirmationValue, expireConfirmations } from '../confirmations';

const MAX_PROOFS = 3;

export function confirmationHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(
      ctx,
      'get',
      '/wps/relay/MCSFE_getPaymentConfirmationList',
      ({ url, auth: { member } }) => {
        expireConfirmations(ctx, member.id);
        const status = (url.searchParams.get('status') ?? '').trim().toUpperCase();
        const rows = ctx.db.paymentConfirmation
          .findMany({ where: { memberId: { equals: member.id } } })
          .filter((r) => !status || r.status === status)
          .sort((a, b) => b.createTime - a.createTime || b.id.localeCompare(a.id));
        return ok({ list: rows.map((r) => confirmationValue(ctx, r)) });
      },
      { auth: true },
    ),

    // Encrypted {id, answer: RECEIVED | PARTIAL | NOT_RECEIVED, receivedAmount?, remark, images: [data URL]}.
    route(
      ctx,
      'post',
      '/wps/relay/MCSFE_processC2CTransaction',
      async ({ request, auth: { member } }) => {
        const payload = await readEncrypted(request);
        if (payload === undefined) return fail('request_body_required', { status: 400 });
        const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
        const answer = String(o.answer ?? '');
        if (answer !== 'RECEIVED' && answer !== 'PARTIAL' && answer !== 'NOT_RECEIVED') return fail('request.param.err');
        const remark = typeof o.remark === 'string' ? o.remark : '';
        if (Array.from(remark).length > REMARK_MAX) return fail('request.param.err');
        const images = Array.isArray(o.images) ? o.images : [];
        if (images.length > MAX_PROOFS || !images.every((i) => typeof i === 'string' && /^data:image\/(png|jpeg);base64,/.test(i))) return fail('request.param.err');
        const receivedAmount = o.receivedAmount === undefined || o.receivedAmount === null ? undefined : Number(o.receivedAmount);
        const done = answerConfirmation(ctx, member.id, String(o.id ?? ''), { answer, remark, proofCount: images.length, ...(receivedAmount !== undefined ? { receivedAmount } : {}) });
        if (!done.ok) return fail(done.errorCode);
        return ok(confirmationValue(ctx, done.row));
      },
      { auth: true },
    ),
  ];
}
