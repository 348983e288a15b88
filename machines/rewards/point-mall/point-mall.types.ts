/** The point mall workflow's domain types, read by its effects, machine, selectors and views. */
import type { PointType, RedeemStatus, RedeemType } from '../../../gateway/rewards/contract';

export interface PointReward {
  id: string;
  name: string;
  points: number;
  amount: number;
  /** null: no limit. */
  stock: number | null;
}

/** What anyone may see of the mall (a visitor too, where the brand shows it without a login). */
export interface PublicMall {
  rewards: PointReward[];
  rules: string[];
  rates: { type: string; rate: number }[];
}

/** The member's mall: their points and how they convert, with what anyone sees. */
export interface PointMall extends PublicMall {
  points: number;
  ratio: number;
  minConvert: number;
}

export interface RedeemInput {
  rewardId: string;
  quantity: number;
  password: string;
}
export interface ConvertInput {
  points: number;
  password: string;
}
export interface PointResult {
  transId: string;
  /** Points left. */
  points: number;
  /** What the operator did with it: a conversion is approved at once, a redeem is usually in process. */
  status: RedeemStatus;
  amount: number;
}

export interface RedeemRecord {
  id: string;
  appliedAt: number;
  type: RedeemType;
  name: string;
  quantity: number;
  /** The points and amount requirement (spec §3). */
  requiredPoints: number;
  requiredAmount: number;
  status: RedeemStatus;
  changedPoints: number;
  balance: number;
  remark: string;
}

export interface PointDetail {
  id: string;
  time: number;
  type: PointType | string;
  points: number;
  remark: string;
}
