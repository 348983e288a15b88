/**
 * The rewards models: promotion categories, promotions (public, with their status for a
 * visitor) and each member's claims in the claim hall (one per promotion, in a status of spec §4).
 */
import { nullable, primaryKey } from '@mswjs/data';
import { localizedField } from '../language';
import { nextId, nextKey } from '../primary-keys';

export const rewardsModels = {
  promotionCategory: {
    code: primaryKey(nextKey),
    name: localizedField(),
    sequence: Number,
  },
  promotion: {
    id: primaryKey(nextId),
    category: String,
    title: localizedField(),
    /** HTML, deliberately unsanitised in one promotion (a script and an onerror). */
    content: localizedField(),
    imageUrl: String,
    startDate: Number,
    endDate: Number,
    /** JOIN (running), COMING_SOON or CLOSE: what a visitor sees. */
    status: String,
    /** BONUS or RAFFLE. */
    kind: String,
    bonusAmount: Number,
    sort: Number,
  },
  promotionClaim: {
    /** `C<memberId>-<promotionId>`. */
    claimId: primaryKey(nextKey),
    memberId: Number,
    promotionId: Number,
    kind: String,
    /** An ActivityStatus (gateway/rewards/contract.ts). */
    status: String,
    bonusAmount: Number,
    turnoverActual: nullable(Number),
    turnoverRequired: nullable(Number),
    updatedAt: Number,
    remark: String,
    /** The last application: comment and how many images came with it (the images are not kept). */
    comment: String,
    images: Number,
  },
};
