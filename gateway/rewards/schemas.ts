/** Values of the promotion and points calls (gateway-protocol §5.7, §5.9). */
import * as v from 'valibot';
import { id, num } from '../schema';

/** PROMOFE_getPromotionAnnouncementCategory: the categories promotions are filed under. */
export const promotionCategories = v.array(
  v.looseObject({
    code: v.string(),
    name: v.optional(v.string(), ''),
    sequence: v.optional(num, 0),
  }),
);
export type PromotionCategoryValue = v.InferOutput<typeof promotionCategories>[number];

/** One promotion as the promotions page shows it (W4's promotion item, plus its status). */
export const promotion = v.looseObject({
  id,
  title: v.string(),
  category: v.optional(v.string(), ''),
  announcementImages: v.optional(v.array(v.looseObject({ sequence: v.optional(num, 0), url: v.string() })), []),
  startDate: v.nullish(num),
  endDate: v.nullish(num),
  /** HTML (sanitised by the view). */
  content: v.optional(v.string(), ''),
  /** An activity status (gateway/rewards/contract.ts). */
  status: v.optional(v.string(), 'JOIN'),
});
export type PromotionValue = v.InferOutput<typeof promotion>;
export const promotions = v.looseObject({ list: v.optional(v.array(promotion), []) });

/** One row of the claim hall (MCS2_getPromotionClaimList). */
export const promotionClaim = v.looseObject({
  claimId: id,
  promotionId: id,
  title: v.string(),
  /** BONUS or RAFFLE. */
  kind: v.optional(v.string(), 'BONUS'),
  status: v.string(),
  bonusAmount: v.nullish(num),
  /** Wagering done and required for a claimed bonus, when the gateway gives them. */
  turnoverActual: v.nullish(num),
  turnoverRequired: v.nullish(num),
  /** When it was issued / joined / claimed (epoch ms). */
  updatedAt: v.nullish(num),
  expireDate: v.nullish(num),
  /** The operator's remark (a rejection's reason, a raffle's prize). */
  remark: v.nullish(v.string()),
});
export type PromotionClaimValue = v.InferOutput<typeof promotionClaim>;
export const promotionClaims = v.looseObject({ list: v.optional(v.array(promotionClaim), []) });

/** What a join, claim, raffle or application answers: the claim as it now is. */
export const claimResult = v.looseObject({ status: v.string(), bonusAmount: v.nullish(num), remark: v.nullish(v.string()) });
export type ClaimResultValue = v.InferOutput<typeof claimResult>;
