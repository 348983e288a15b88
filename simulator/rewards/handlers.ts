/**
 * Promotions (gateway-protocol.md §5.7): categories and promotions for anyone; the claim hall,
 * joining, claiming (the bonus is paid through the ledger, so the header balance and the account
 * record agree), raffles (and each raffle's status: draws left, the prize drawn) and applications for a logged-in player. Refusals: a closed or not yet
 * started promotion (prom.claim.expired), a claim already handled (prom.claim.processed), an
 * application without a comment or with bad images (prom.claim.req.field).
 */
import type { HttpHandler } from 'msw';
import { APPLICATION_COMMENT_MAX, CLAIM_ACTIONS, type ActivityStatus } from '../../gateway/rewards/contract';
import type { Row } from '../db';
import { readParams } from '../kernel/body';
import type { SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { route } from '../kernel/route';
import { pick, requestLanguage, type ContentLanguage } from '../language';
import { post } from '../ledger';
import { loyaltyHandlers } from './loyalty';
import { pointsHandlers } from './points';

type ClaimRow = Row<'promotionClaim'>;

const MAX_IMAGES = 3;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A raffle's prizes; the draw is fixed by the claim (a replay draws the same). */
export const RAFFLE_PRIZES = [18, 38, 88, 188, 888] as const;

function drawPrize(claimId: string): number {
  let h = 0;
  for (const ch of claimId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return RAFFLE_PRIZES[h % RAFFLE_PRIZES.length]!;
}

/** An image the application may carry: a png or jpg data URL of at most 5 MB. */
function imageOk(x: unknown): boolean {
  if (typeof x !== 'string') return false;
  const m = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(x);
  return Boolean(m) && Math.floor((m![2]!.length * 3) / 4) <= MAX_IMAGE_BYTES;
}

export function rewardsHandlers(ctx: SimContext): HttpHandler[] {
  const titleOf = (promotionId: number, lang: ContentLanguage) => {
    const p = ctx.db.promotion.findFirst({ where: { id: { equals: promotionId } } });
    return p ? pick(p.title, lang) : '';
  };
  const claimView = (c: ClaimRow, lang: ContentLanguage) => {
    const p = ctx.db.promotion.findFirst({ where: { id: { equals: c.promotionId } } });
    return {
      claimId: c.claimId,
      promotionId: c.promotionId,
      title: titleOf(c.promotionId, lang),
      kind: c.kind,
      status: c.status,
      bonusAmount: c.bonusAmount,
      turnoverActual: c.turnoverActual,
      turnoverRequired: c.turnoverRequired,
      updatedAt: c.updatedAt,
      expireDate: p?.endDate ?? null,
      remark: c.remark,
    };
  };
  const update = (c: ClaimRow, data: Partial<ClaimRow>) =>
    ctx.db.promotionClaim.update({ where: { claimId: { equals: c.claimId } }, data: { ...data, updatedAt: ctx.clock.now() } })!;

  /** The member's claim named in the body, and whether this action fits its status. */
  async function claimFor(
    request: Request,
    memberId: number,
    action: 'join' | 'claim' | 'apply',
    kind?: string,
  ): Promise<{ ok: false; response: Response } | { ok: true; claim: ClaimRow; body: Record<string, unknown> }> {
    const body = await readParams(request);
    const claimId = typeof body.claimId === 'string' || typeof body.claimId === 'number' ? String(body.claimId) : '';
    const claim = ctx.db.promotionClaim.findFirst({ where: { claimId: { equals: claimId } } });
    if (!claim || claim.memberId !== memberId) return { ok: false, response: fail('promotion.id.invalid') };
    const status = claim.status as ActivityStatus;
    if (status === 'CLOSE' || status === 'COMING_SOON') return { ok: false, response: fail('prom.claim.expired') };
    if (CLAIM_ACTIONS[status] !== action || (kind && claim.kind !== kind)) return { ok: false, response: fail('prom.claim.processed') };
    return { ok: true, claim, body };
  }

  return [
    route(
      ctx,
      'get',
      '/wps/relay/MCSFE_getRafflePromotionStatus',
      ({ request, auth: { member } }) => {
        const claimId = new URL(request.url).searchParams.get('claimId') ?? '';
        const c = ctx.db.promotionClaim.findFirst({ where: { claimId: { equals: claimId } } });
        if (!c || c.memberId !== member.id || c.kind !== 'RAFFLE') return fail('promotion.id.invalid');
        const drawn = c.status === 'CLAIMED';
        return ok({ claimId: c.claimId, status: c.status, chances: CLAIM_ACTIONS[c.status as ActivityStatus] === 'claim' ? 1 : 0, prize: drawn ? c.bonusAmount : null, drawnAt: drawn ? c.updatedAt : null });
      },
      { auth: true },
    ),
    route(ctx, 'get', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', ({ request }) => {
      const lang = requestLanguage(request);
      return ok(
        [...ctx.db.promotionCategory.getAll()].sort((a, b) => a.sequence - b.sequence).map((c) => ({ code: c.code, name: pick(c.name, lang), sequence: c.sequence })),
      );
    }),

    route(ctx, 'get', '/wps/relay/MCSFE_getMerchantAvailablePromotions', ({ request, url }) => {
      const lang = requestLanguage(request);
      const category = url.searchParams.get('category') ?? '';
      const list = [...ctx.db.promotion.getAll()]
        .filter((p) => category === '' || p.category === category)
        .sort((a, b) => a.sort - b.sort)
        .map((p) => ({
          id: p.id,
          title: pick(p.title, lang),
          category: p.category,
          content: pick(p.content, lang),
          announcementImages: [{ sequence: 1, url: p.imageUrl }],
          startDate: p.startDate,
          endDate: p.endDate,
          status: p.status,
        }));
      return ok({ list });
    }),

    route(
      ctx,
      'get',
      '/wps/relay/MCS2_getPromotionClaimList',
      ({ request, auth: { member } }) => {
        const lang = requestLanguage(request);
        const list = ctx.db.promotionClaim
          .findMany({ where: { memberId: { equals: member.id } } })
          .sort((a, b) => a.promotionId - b.promotionId)
          .map((c) => claimView(c, lang));
        return ok({ list });
      },
      { auth: true },
    ),

    route(
      ctx,
      'post',
      '/wps/relay/MCSFE_signUpRequestReward',
      async ({ request, auth: { member } }) => {
        const found = await claimFor(request, member.id, 'join');
        if (!found.ok) return found.response;
        const c = update(found.claim, { status: 'SIGNED', turnoverActual: 0, turnoverRequired: found.claim.bonusAmount * 10 || null });
        return ok({ status: c.status, bonusAmount: c.bonusAmount });
      },
      { auth: true },
    ),

    route(
      ctx,
      'post',
      '/wps/relay/MCSFE_claimIssuedPromotion',
      async ({ request, auth: { member } }) => {
        const found = await claimFor(request, member.id, 'claim', 'BONUS');
        if (!found.ok) return found.response;
        const { claim } = found;
        const paid = post(ctx, { memberId: member.id, type: 'BONUS', amount: claim.bonusAmount, remark: titleOf(claim.promotionId, 'EN'), detail: claim.claimId });
        if (!paid.ok) return fail(paid.errorCode);
        const c = update(claim, { status: 'CLAIMED', turnoverActual: 0, turnoverRequired: claim.bonusAmount * 10 });
        return ok({ status: c.status, bonusAmount: c.bonusAmount });
      },
      { auth: true },
    ),

    route(
      ctx,
      'post',
      '/wps/relay/MCS2_claimRafflePromotion',
      async ({ request, auth: { member } }) => {
        const found = await claimFor(request, member.id, 'claim', 'RAFFLE');
        if (!found.ok) return found.response;
        const prize = drawPrize(found.claim.claimId);
        const paid = post(ctx, { memberId: member.id, type: 'BONUS', amount: prize, remark: titleOf(found.claim.promotionId, 'EN'), detail: found.claim.claimId });
        if (!paid.ok) return fail(paid.errorCode);
        const c = update(found.claim, { status: 'CLAIMED', bonusAmount: prize, remark: String(prize) });
        return ok({ status: c.status, bonusAmount: prize, remark: c.remark });
      },
      { auth: true },
    ),

    route(
      ctx,
      'post',
      '/wps/relay/MCSFE_applyPromotion',
      async ({ request, auth: { member } }) => {
        const found = await claimFor(request, member.id, 'apply');
        if (!found.ok) return found.response;
        const comment = typeof found.body.comment === 'string' ? found.body.comment.trim() : '';
        const images = Array.isArray(found.body.images) ? found.body.images : [];
        if (comment === '' || comment.length > APPLICATION_COMMENT_MAX || images.length > MAX_IMAGES || !images.every(imageOk)) {
          return fail('prom.claim.req.field');
        }
        const c = update(found.claim, { status: 'PROCESS', comment, images: images.length, remark: '' });
        return ok({ status: c.status, bonusAmount: c.bonusAmount });
      },
      { auth: true },
    ),
    ...pointsHandlers(ctx),
    ...loyaltyHandlers(ctx),
  ];
}
