/**
 * The points mall's calls (spec §2 points mall, §3 points): the member's points, ratio, rewards,
 * rules and rate table in one read (a visitor's: the rewards, rules and rates without a token); redeem and convert (encrypted, with the password); the
 * redeem history and the points details as paged lists.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { RedeemStatus } from '../../../gateway/rewards/contract';
import type { PointConfigValue, PointRewardsValue } from '../../../gateway/rewards/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import type { PublicMall, PointMall, RedeemInput, ConvertInput, PointResult, RedeemRecord, PointDetail } from './point-mall.types';

/** A redeem record's status as the gateway writes it (anything unknown is still in process). */
const redeemStatus = (s: string): RedeemStatus => (s.toUpperCase() === 'APPROVED' ? 'APPROVED' : s.toUpperCase() === 'REJECTED' ? 'REJECTED' : 'PROCESS');

function publicMall(rewards: PointRewardsValue, config: PointConfigValue): PublicMall {
  return {
    rewards: rewards.list.map((r) => ({ id: r.rewardId, name: r.name, points: r.points, amount: r.amount, stock: r.stock ?? null })),
    rules: config.rules,
    rates: config.rates.map((r) => ({ type: r.type.toUpperCase(), rate: r.rate })),
  };
}

export const pointMallEffects = (client: GatewayClient) => ({
  fetchPointMall: effect<void, PointMall>(async (_input, signal) => {
    const language = client.options.language();
    const [balance, rewards, config] = await Promise.all([
      client.call('pointBalance', {}, { signal }),
      client.call('pointRewards', { language }, { signal }),
      client.call('pointConfig', { language }, { signal }),
    ]);
    return { points: balance.points, ratio: balance.ratio > 0 ? balance.ratio : 1, minConvert: balance.minConvert, ...publicMall(rewards, config) };
  }),
  /** A visitor's view of the mall (brand.pointMallPublic): the calls without a token. */
  fetchPublicMall: effect<void, PublicMall>(async (_input, signal) => {
    const language = client.options.language();
    const [rewards, config] = await Promise.all([
      client.call('publicPointRewards', { language }, { signal }),
      client.call('publicPointConfig', { language }, { signal }),
    ]);
    return publicMall(rewards, config);
  }),
  redeemPoints: effect<RedeemInput, PointResult>(async (input, signal) => {
    const v = await client.call('redeemPoints', { ...input }, { signal });
    return { transId: v.transId, points: v.points, amount: v.amount, status: redeemStatus(v.status) };
  }),
  convertPoints: effect<ConvertInput, PointResult>(async (input, signal) => {
    const v = await client.call('convertPoints', { ...input }, { signal });
    return { transId: v.transId, points: v.points, amount: v.amount, status: redeemStatus(v.status) };
  }),
  fetchRedeemRecords: effect<PageRequest<Record<string, unknown>>, PageResult<RedeemRecord>>(async (req, signal) => {
    const v = await client.call('redeemRecords', { pageNo: req.page, pageSize: req.pageSize, language: client.options.language() }, { signal });
    return {
      rows: v.list.map((r) => ({
        id: r.transId,
        appliedAt: r.applyTime,
        type: r.type.toUpperCase() === 'CONVERT' ? 'CONVERT' : 'REWARD',
        name: r.name,
        quantity: r.quantity,
        requiredPoints: r.requiredPoints,
        requiredAmount: r.requiredAmount,
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
    return {
      rows: v.list.map((d) => ({ id: d.id, time: d.time, type: d.type.toUpperCase(), points: d.points, remark: d.remark ?? '' })),
      totalPages: v.totalPages,
      totalCount: v.totalCount,
    };
  }),
});

export type PointMallEffects = ReturnType<typeof pointMallEffects>;
