/** The claims workflow's domain types, read by its effects, machine, selectors and views. */
import type { ActivityStatus, ClaimKind } from '../../../gateway/rewards/contract';

export interface Claim {
  id: string;
  promotionId: string;
  title: string;
  kind: ClaimKind;
  /** The promotion's type, sent back with the claim of an issued reward ('' when the gateway names none). */
  promotionType: string;
  status: ActivityStatus;
  /** What its status lets the member do (gateway/rewards/contract.ts CLAIM_ACTIONS), or null. */
  action: 'join' | 'claim' | 'apply' | null;
  /** The bonus (a raffle's prize once drawn); null when the gateway names none. */
  bonus: number | null;
  /** Wagering done and required, when the gateway gives them. */
  turnover: { actual: number; required: number } | null;
  updatedAt: number | null;
  expireDate: number | null;
  remark: string;
  /** A raffle's own status (MCSFE_getRafflePromotionStatus): draws left and what was drawn; null for a bonus. */
  raffle: RaffleStatus | null;
}

export interface RaffleStatus {
  chances: number;
  prize: number | null;
  drawnAt: number | null;
}

export interface ActInput {
  claim: Claim;
  action: 'join' | 'claim';
}

export interface ActResult {
  status: ActivityStatus;
  bonus: number | null;
}

export interface ApplyInput {
  /** The promotion applied for (its claim's promotionId). */
  promotionId: string;
  comment: string;
  /** data:image/...;base64 URLs. */
  images: string[];
}
