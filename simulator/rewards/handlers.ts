/**
 * Promotions (gateway-protocol.md §5.7): categories and promotions for anyone; the claim hall,
 * signing up (at once, or with remarks and pictures: the application), claiming an issued reward
 * (the bonus is paid through the ledger, so the header balance and the account record agree),
 * raffles (and each raffle's status: draws left, the prize drawn) for a logged-in player. A
 * sign-up names the promotion (promotionId), a claim names the claim (promotionClaimId), as the
 * public record sends them. Refusals: an unknown promotion or claim, or a claim sent with another
 * promotionType (promotion.id.invalid), a closed or not yet started promotion (prom.claim.expired),
 * a claim already handled (prom.claim.processed), an application without remarks or with bad
 * pictures (prom.claim.req.field).
 */
import type { HttpHandler } from 'msw';
import { APPLICATION_COMMENT_MAX, CLAIM_ACTIONS, type ActivityStatus } from '../../gateway/rewards/contract';
import type { Row } from '../db';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
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
function imageOk(x: string): boolean {
  const m = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(x);
  return Boolean(m) && Math.floor((m![2]!.length * 3) / 4) <= MAX_IMAGE_BYTES;
}

export function rewardsHandlers(ctx: SimContext): HttpHandler[] {
  const promotionOf = (promotionId: number) => ctx.db.promotion.findFirst({ where: { id: { equals: promotionId } } });
  const titleOf = (promotionId: number, lang: ContentLanguage) => {
    const p = promotionOf(promotionId);
    return p ? pick(p.title, lang) : '';
  };
  const claimView = (c: ClaimRow, lang: ContentLanguage) => {
    const p = promotionOf(c.promotionId);
    return {
      claimId: c.claimId,
      promotionId: c.promotionId,
      title: titleOf(c.promotionId, lang),
      kind: c.kind,
      promotionType: p?.promotionType ?? '',
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

  /** Whether this action fits the claim's status, or the refusal. */
  const refusal = (claim: ClaimRow, action: 'join' | 'claim' | 'apply', kind?: string): Response | null => {
    const status = claim.status as ActivityStatus;
    if (status === 'CLOSE' || status === 'COMING_SOON') return fail('prom.claim.expired');
    if (CLAIM_ACTIONS[status] !== action || (kind && claim.kind !== kind)) return fail('prom.claim.processed');
    return null;
  };
  /** The member's claim by its id (what a claim sends), or null. */
  const claimById = (memberId: number, claimId: string) => {
    const claim = ctx.db.promotionClaim.findFirst({ where: { claimId: { equals: claimId } } });
    return claim && claim.memberId === memberId ? claim : null;
  };
  /** The member's claim of a promotion (what a sign-up sends), or null. */
  const claimOfPromotion = (memberId: number, promotionId: number) =>
    ctx.db.promotionClaim.findFirst({ where: { memberId: { equals: memberId }, promotionId: { equals: promotionId } } });

  return [
    endpoint(ctx, 'raffleStatus', ({ input, auth: { member } }) => {
      const c = claimById(member.id, input.promotionClaimId);
      if (!c || c.kind !== 'RAFFLE') return fail('promotion.id.invalid');
      const drawn = c.status === 'CLAIMED';
      return ok({
        claimId: c.claimId,
        status: c.status,
        chances: CLAIM_ACTIONS[c.status as ActivityStatus] === 'claim' ? 1 : 0,
        prize: drawn ? c.bonusAmount : null,
        drawnAt: drawn ? c.updatedAt : null,
      });
    }),
    endpoint(ctx, 'promotionCategories', ({ request }) => {
      const lang = requestLanguage(request);
      return ok(
        [...ctx.db.promotionCategory.getAll()]
          .sort((a, b) => a.sequence - b.sequence)
          .map((c) => ({ code: c.code, name: pick(c.name, lang), sequence: c.sequence })),
      );
    }),

    endpoint(ctx, 'promotions', ({ request, input }) => {
      const lang = requestLanguage(request);
      const category = input.category ?? '';
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

    endpoint(ctx, 'promotionClaims', ({ request, auth: { member } }) => {
      const lang = requestLanguage(request);
      const list = ctx.db.promotionClaim
        .findMany({ where: { memberId: { equals: member.id } } })
        .sort((a, b) => a.promotionId - b.promotionId)
        .map((c) => claimView(c, lang));
      return ok({ list });
    }),

    // Signing up at once (S1: {promotionId}).
    endpoint(ctx, 'joinPromotion', ({ input, auth: { member } }) => {
      const claim = claimOfPromotion(member.id, input.promotionId);
      if (!claim) return fail('promotion.id.invalid');
      const refused = refusal(claim, 'join');
      if (refused) return refused;
      const c = update(claim, { status: 'SIGNED', turnoverActual: 0, turnoverRequired: claim.bonusAmount * 10 || null });
      return ok({ status: c.status, bonusAmount: c.bonusAmount });
    }),

    // Signing up with remarks and pictures: the application (S1: {promotionId, remarks, pictures}).
    endpoint(ctx, 'applyPromotion', ({ input, auth: { member } }) => {
      const claim = claimOfPromotion(member.id, input.promotionId);
      if (!claim) return fail('promotion.id.invalid');
      const refused = refusal(claim, 'apply');
      if (refused) return refused;
      const comment = (input.remarks ?? '').trim();
      const images = input.pictures ?? [];
      if (comment === '' || comment.length > APPLICATION_COMMENT_MAX || images.length > MAX_IMAGES || !images.every(imageOk)) {
        return fail('prom.claim.req.field');
      }
      const c = update(claim, { status: 'PROCESS', comment, images: images.length, remark: '' });
      return ok({ status: c.status, bonusAmount: c.bonusAmount });
    }),

    // Claiming an issued reward (S1: {promotionClaimId, promotionType}); the type must be the claim's own.
    endpoint(ctx, 'claimPromotion', ({ input, auth: { member } }) => {
      const claim = claimById(member.id, input.promotionClaimId);
      if (!claim || promotionOf(claim.promotionId)?.promotionType !== input.promotionType) return fail('promotion.id.invalid');
      const refused = refusal(claim, 'claim', 'BONUS');
      if (refused) return refused;
      const paid = post(ctx, {
        memberId: member.id,
        type: 'BONUS',
        amount: claim.bonusAmount,
        remark: titleOf(claim.promotionId, 'EN'),
        detail: claim.claimId,
      });
      if (!paid.ok) return fail(paid.errorCode);
      const c = update(claim, { status: 'CLAIMED', turnoverActual: 0, turnoverRequired: claim.bonusAmount * 10 });
      return ok({ status: c.status, bonusAmount: c.bonusAmount });
    }),

    endpoint(ctx, 'claimRaffle', ({ input, auth: { member } }) => {
      const claim = claimById(member.id, input.promotionClaimId);
      if (!claim) return fail('promotion.id.invalid');
      const refused = refusal(claim, 'claim', 'RAFFLE');
      if (refused) return refused;
      const prize = drawPrize(claim.claimId);
      const paid = post(ctx, { memberId: member.id, type: 'BONUS', amount: prize, remark: titleOf(claim.promotionId, 'EN'), detail: claim.claimId });
      if (!paid.ok) return fail(paid.errorCode);
      const c = update(claim, { status: 'CLAIMED', bonusAmount: prize, remark: String(prize) });
      return ok({ status: c.status, bonusAmount: prize, remark: c.remark });
    }),
    ...pointsHandlers(ctx),
    ...loyaltyHandlers(ctx),
  ];
}
