/**
 * The points mall's calls (spec §2 points mall, §3 points): the member's points, ratio, rewards,
 * rules and rate table in one read; redeem and convert (encrypted, with the password); the
 * redeem history and the points details as paged lists.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { PointType, RedeemStatus, RedeemType } from '../../../gateway/rewards/contract';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';

export interface PointReward {
  id: string;
  name: string;
  points: number;
  amount: number;
  /** null: no limit. */
  stock: number | null;
}

export interface PointMall {
  points: number;
  ratio: number;
  minConvert: number;
  rewards: PointReward[];
  rules: string[];
  rates: { type: string; rate: number }[];
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
  status: string;
  amount: number;
}

export interface RedeemRecord {
  id: string;
  appliedAt: number;
  type: RedeemType;
  name: string;
  quantity: number;
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

const redeemStatus = (s: string): RedeemStatus => (s.toUpperCase() === 'APPROVED' ? 'APPROVED' : s.toUpperCase() === 'REJECTED' ? 'REJECTED' : 'PROCESS');

export const pointMallEffects = (client: GatewayClient) => ({
  fetchPointMall: effect<void, PointMall>(async (_input, signal) => {
    const language = client.options.language();
    const [balance, rewards, config] = await Promise.all([
      client.call('pointBalance', {}, { signal }),
      client.call('pointRewards', { language }, { signal }),
      client.call('pointConfig', { language }, { signal }),
    ]);
    return {
      points: balance.points,
      ratio: balance.ratio > 0 ? balance.ratio : 1,
      minConvert: balance.minConvert,
      rewards: rewards.list.map((r) => ({ id: r.rewardId, name: r.name, points: r.points, amount: r.amount, stock: r.stock ?? null })),
      rules: config.rules,
      rates: config.rates.map((r) => ({ type: r.type.toUpperCase(), rate: r.rate })),
    };
  }),
  redeemPoints: effect<RedeemInput, PointResult>(async (input, signal) => client.call('redeemPoints', { ...input }, { signal })),
  convertPoints: effect<ConvertInput, PointResult>(async (input, signal) => client.call('convertPoints', { ...input }, { signal })),
  fetchRedeemRecords: effect<PageRequest<Record<string, unknown>>, PageResult<RedeemRecord>>(async (req, signal) => {
    const v = await client.call('redeemRecords', { pageNo: req.page, pageSize: req.pageSize, language: client.options.language() }, { signal });
    return {
      rows: v.list.map((r) => ({
        id: r.transId,
        appliedAt: r.applyTime,
        type: r.type.toUpperCase() === 'CONVERT' ? 'CONVERT' : 'REWARD',
        name: r.name,
        quantity: r.quantity,
        status: redeemStatus(r.status),
        changedPoints: r.changedPoints,
        balance: r.pointBalance,
        remark: r.remark ?? '',
      })),
      totalPages: v.totalPages,
      totalCount: v.totalCount,
    };
  }),
  fetchPointDetails: effect<PageRequest<{ type: string }>, PageResult<PointDetail>>(async (req, signal) => {
    const v = await client.call('pointDetails', { type: req.filters.type, pageNo: req.page, pageSize: req.pageSize }, { signal });
    return { rows: v.list.map((d) => ({ id: d.id, time: d.time, type: d.type.toUpperCase(), points: d.points, remark: d.remark ?? '' })), totalPages: v.totalPages, totalCount: v.totalCount };
  }),
});

export type PointMallEffects = ReturnType<typeof pointMallEffects>;
