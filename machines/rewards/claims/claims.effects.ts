/**
 * The claim hall's calls (spec §2 promotions claim hall, reward centre): the member's claims (with
 * each raffle's own status: draws left, the prize drawn), and
 * acting on one as its status means — join, claim a bonus, draw a raffle, apply with a comment
 * and images.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { PromotionClaimValue } from '../../../gateway/rewards/schemas';
import { effect } from '../../shared/effect';
import { activityStatus, claimAction } from '../rewards.rules';
import type { Claim, ActInput, ActResult, ApplyInput } from './claims.types';

export function toClaim(v: PromotionClaimValue): Claim {
  return {
    id: v.claimId,
    promotionId: v.promotionId,
    title: v.title,
    kind: v.kind.toUpperCase() === 'RAFFLE' ? 'RAFFLE' : 'BONUS',
    promotionType: v.promotionType,
    status: activityStatus(v.status),
    action: claimAction(activityStatus(v.status)),
    bonus: v.bonusAmount ?? null,
    turnover: v.turnoverRequired != null && v.turnoverRequired > 0 ? { actual: v.turnoverActual ?? 0, required: v.turnoverRequired } : null,
    updatedAt: v.updatedAt ?? null,
    expireDate: v.expireDate ?? null,
    remark: v.remark ?? '',
    raffle: null,
  };
}

export const claimsEffects = (client: GatewayClient) => ({
  fetchClaims: effect<void, Claim[]>(async (_input, signal) => {
    const value = await client.call('promotionClaims', { language: client.options.language() }, { signal });
    const claims = value.list.map(toClaim);
    // Each raffle's own status (draws left, the prize drawn), read alongside; a failure fails the read (retry).
    return Promise.all(
      claims.map(async (c) => {
        if (c.kind !== 'RAFFLE') return c;
        const r = await client.call('raffleStatus', { promotionClaimId: c.id }, { signal });
        return { ...c, raffle: { chances: r.chances, prize: r.prize ?? null, drawnAt: r.drawnAt ?? null } };
      }),
    );
  }),
  actOnClaim: effect<ActInput, ActResult>(async ({ claim, action }, signal) => {
    // Signing up names the promotion; claiming names the claim (S1: promotionClaimId, promotionType).
    const value =
      action === 'join'
        ? await client.call('joinPromotion', { promotionId: Number(claim.promotionId) }, { signal })
        : claim.kind === 'RAFFLE'
          ? await client.call('claimRaffle', { promotionClaimId: claim.id }, { signal })
          : await client.call('claimPromotion', { promotionClaimId: claim.id, promotionType: claim.promotionType }, { signal });
    return { status: activityStatus(value.status), bonus: value.bonusAmount ?? null };
  }),
  applyPromotion: effect<ApplyInput, ActResult>(async ({ promotionId, comment, images }, signal) => {
    // The application in the sign-up's fields (S1): remarks and pictures.
    const value = await client.call('applyPromotion', { promotionId: Number(promotionId), remarks: comment, pictures: images }, { signal });
    return { status: activityStatus(value.status), bonus: value.bonusAmount ?? null };
  }),
});

export type ClaimsEffects = ReturnType<typeof claimsEffects>;
