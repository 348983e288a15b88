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
    /** What the claim of an issued reward names it by (MANUAL, RAFFLE, UPGRADE_BONUS, DEPOSIT...). */
    promotionType: String,
    bonusAmount: Number,
    /** The game type whose bets count toward its wagering ('' = every game). */
    gameType: String,
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
  /** A mission reward a member has claimed (the missions themselves are fixed, simulator/rewards/loyalty.ts). */
  missionClaim: {
    /** `M<memberId>-<missionId>`. */
    id: primaryKey(nextKey),
    memberId: Number,
    missionId: String,
    reward: Number,
    claimedAt: Number,
  },
  /** A member's points (they do not expire, spec §9). */
  pointAccount: {
    memberId: primaryKey(nextId),
    points: Number,
  },
  /** What points buy. */
  pointReward: {
    rewardId: primaryKey(nextKey),
    name: localizedField(),
    points: Number,
    amount: Number,
    /** -1: no limit. */
    stock: Number,
    sort: Number,
  },
  /** A redeem or a conversion (spec §3 redeem record). */
  redeemRecord: {
    /** `R<memberId>-<n>`. */
    transId: primaryKey(nextKey),
    memberId: Number,
    applyTime: Number,
    /** REWARD or CONVERT. */
    type: String,
    rewardId: String,
    quantity: Number,
    /** What it asked for (spec §3 points and amount requirement): the points and the money's worth. */
    requiredPoints: Number,
    requiredAmount: Number,
    /** PROCESS, REJECTED or APPROVED. */
    status: String,
    changedPoints: Number,
    pointBalance: Number,
    /** The operator's remark (why a request was rejected), in every content language. */
    remark: localizedField(),
    /** Seeded history: its applyTime is a seed time, presented as recent when read (timeline.ts). */
    seeded: Boolean,
  },
  /** A movement of points by type (spec §3 points types): earned by play or deposit, spent by redeeming. */
  pointDetail: {
    /** `P<memberId>-<n>`. */
    id: primaryKey(nextKey),
    memberId: Number,
    time: Number,
    type: String,
    points: Number,
    remark: String,
    /** Seeded history: its time is a seed time, presented as recent when read (timeline.ts). */
    seeded: Boolean,
  },
};
