/**
 * Constants of the rewards contract that the machines, the views and the simulator share
 * (values, not types: machines may import them). Designed where the public record is silent
 * (gateway/rewards/evidence.ts says where).
 */

/**
 * A promotion claim's activity status (spec §4): JOIN (open to sign up), SIGNED (joined),
 * CLAIM (a bonus ready to claim), APPLYING (needs an application), PROCESS (application under
 * review), REJECTED (application refused: apply again), ISSUED (the operator issued a reward:
 * claim it in the reward centre), CLAIMED, CLOSE (ended), COMING_SOON (not started).
 */
export const ACTIVITY_STATUSES = ['JOIN', 'SIGNED', 'CLAIM', 'APPLYING', 'PROCESS', 'REJECTED', 'ISSUED', 'CLAIMED', 'CLOSE', 'COMING_SOON'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** What a member can do with a claim in each status (nothing for the others). */
export const CLAIM_ACTIONS: Readonly<Partial<Record<ActivityStatus, 'join' | 'claim' | 'apply'>>> = {
  JOIN: 'join',
  CLAIM: 'claim',
  ISSUED: 'claim',
  APPLYING: 'apply',
  REJECTED: 'apply',
};

/** A claim's kind: a bonus, or a raffle (its claim draws the prize). */
export const CLAIM_KINDS = ['BONUS', 'RAFFLE'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** A promotion application (spec §3, §5): the comment's limit; the images follow the form kit (png/jpg, 5 MB, 3). */
export const APPLICATION_COMMENT_MAX = 140;

/** A redeem record's status (spec §4): in process, rejected, approved. */
export const REDEEM_STATUSES = ['PROCESS', 'REJECTED', 'APPROVED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** What a redeem record is: a reward redeemed, or points converted to balance. */
export const REDEEM_TYPES = ['REWARD', 'CONVERT'] as const;
export type RedeemType = (typeof REDEEM_TYPES)[number];

/** Where points come from and go (spec §3 points types): live, lottery, pvp, slots, sports, redeem, deposit. */
export const POINT_TYPES = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'DEPOSIT'] as const;
export type PointType = (typeof POINT_TYPES)[number];
