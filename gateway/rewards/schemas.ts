/** Values of the promotion and points calls (gateway-protocol §5.7, §5.9). */
import * as v from 'valibot';
import { flag, id, num } from '../schema';

/** PROMOFE_getPromotionAnnouncementCategory: the categories promotions are filed under. */
export const promotionCategories = v.array(
  v.looseObject({
    code: v.string(),
    name: v.optional(v.string(), ''),
    sequence: v.optional(num, 0),
  }),
);

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
  /** The promotion's type as the claim of an issued reward names it (MANUAL, UPGRADE_BONUS, RAFFLE, DEPOSIT...). */
  promotionType: v.optional(v.string(), ''),
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

/** MCSFE_getRafflePromotionStatus: a raffle claim's draws left and what was drawn. */
export const raffleStatus = v.looseObject({ claimId: id, status: v.string(), chances: v.optional(num, 0), prize: v.nullish(num), drawnAt: v.nullish(num) });

/** What a join, claim, raffle or application answers: the claim as it now is. */
export const claimResult = v.looseObject({ status: v.string(), bonusAmount: v.nullish(num), remark: v.nullish(v.string()) });

/** MCS2_getPointBalance: the member's points and how they turn into balance. */
export const pointBalance = v.looseObject({
  points: num,
  /** Points for one unit of currency. */
  ratio: num,
  /** The fewest points one conversion takes. */
  minConvert: v.optional(num, 0),
});

/** MCS2_getPointReward: what points buy. */
export const pointRewards = v.looseObject({
  list: v.optional(
    v.array(
      v.looseObject({
        rewardId: id,
        name: v.string(),
        /** Points one costs. */
        points: num,
        /** Its value in money. */
        amount: v.optional(num, 0),
        /** How many are left (null: no limit). */
        stock: v.nullish(num),
        imageUrl: v.nullish(v.string()),
      }),
    ),
    [],
  ),
});
export type PointRewardsValue = v.InferOutput<typeof pointRewards>;

/** MCS2_getPointConfig: the exchange rules and the rate table (points earned per 100 of valid bet, by type). */
export const pointConfig = v.looseObject({
  rules: v.optional(v.array(v.string()), []),
  rates: v.optional(v.array(v.looseObject({ type: v.string(), rate: num })), []),
});
export type PointConfigValue = v.InferOutput<typeof pointConfig>;

/** A page of the redeem history (MCS2_getRedeemPointList). */
export const redeemRecordPage = v.looseObject({
  list: v.optional(
    v.array(
      v.looseObject({
        transId: id,
        applyTime: num,
        /** REWARD or CONVERT. */
        type: v.string(),
        name: v.optional(v.string(), ''),
        quantity: v.optional(num, 1),
        /** What it asked for (spec §3 points and amount requirement): the points, and the money's worth. */
        requiredPoints: v.optional(num, 0),
        requiredAmount: v.optional(num, 0),
        /** PROCESS, REJECTED or APPROVED. */
        status: v.string(),
        /** Signed: points spent are negative. */
        changedPoints: num,
        pointBalance: num,
        remark: v.nullish(v.string()),
      }),
    ),
    [],
  ),
  totalCount: v.optional(num, 0),
  totalPages: v.optional(num, 0),
});

/** A page of the points details (MCS2_getPointDetails). */
export const pointDetailPage = v.looseObject({
  list: v.optional(v.array(v.looseObject({ id, time: num, type: v.string(), points: num, remark: v.nullish(v.string()) })), []),
  totalCount: v.optional(num, 0),
  totalPages: v.optional(num, 0),
});

/** What a redeem or a conversion answers. */
export const pointResult = v.looseObject({ transId: id, points: num, status: v.string(), amount: v.optional(num, 0) });

const turnover = v.looseObject({ actual: v.optional(num, 0), expected: v.optional(num, 0) });

/** MCSFE_getPlayerRankProgress: the VIP rank and the turnover against the next one (§5.4). */
export const rankProgress = v.looseObject({
  hasVip: v.optional(v.boolean(), true),
  playerRankName: v.optional(v.string(), ''),
  rankLevel: v.optional(num, 0),
  nextRankName: v.nullish(v.string()),
  monthlyTurnover: v.optional(turnover, {}),
  totalTurnover: v.optional(turnover, {}),
});

/**
 * MCSFE_getAvailablePromotions: the member's share of the public state (spec §3:
 * availablePromoCount, and availablePromo keyed by programme, REFERRAL.enabled among them).
 */
export const availablePromotions = v.looseObject({
  availablePromoCount: v.optional(num, 0),
  availablePromo: v.optional(v.record(v.string(), v.looseObject({ enabled: v.optional(flag, false) })), {}),
});

/** MCSFE_getReferralDetails: the member's code, invitations, promotion domains and rules (§5.4). */
export const referralDetails = v.looseObject({
  referralCode: v.optional(v.string(), ''),
  totalInvitations: v.optional(num, 0),
  promotionDomains: v.optional(v.array(v.string()), []),
  rules: v.optional(v.array(v.string()), []),
});

/** MCSFE_getMissionSummaryDetails: the member's missions. */
export const missionSummary = v.looseObject({
  list: v.optional(
    v.array(
      v.looseObject({
        missionId: id,
        title: v.string(),
        progress: v.optional(num, 0),
        target: num,
        reward: v.optional(num, 0),
        status: v.optional(v.string(), 'ONGOING'),
      }),
    ),
    [],
  ),
});

/** MCSFE_claimMissionReward: the mission's new status and the reward paid. */
export const missionClaim = v.looseObject({ missionId: id, status: v.string(), reward: v.optional(num, 0) });

/** MCSFE_getMissionLeaderboard: the ranking (names masked by the gateway) and the member's own place. */
export const missionLeaderboard = v.looseObject({
  list: v.optional(v.array(v.looseObject({ rank: num, customerName: v.string(), points: num })), []),
  myRank: v.nullish(num),
  myPoints: v.nullish(num),
});
