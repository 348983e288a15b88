/** The manual rebate's effects: what is claimable per product type (the rebate settings relay), a claim, and the claims made (a report). */
import type { GatewayClient } from '../../../gateway/client';
import type { RebateClaimRecordValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { reportPage, reportQuery } from '../../shared/paged-query/report';
import type { RebateList, RebateClaimRequest, RebateClaim, RebateClaimFilters, RebateClaimTotals } from './rebate.types';

export const toRebateClaim = (v: RebateClaimRecordValue): RebateClaim => ({
  id: v.transId,
  at: v.claimTime,
  gameType: v.gameType.toUpperCase(),
  validBet: v.validBet,
  rate: v.rate,
  amount: v.amount,
});

export const rebateEffects = (client: GatewayClient) => ({
  fetchRebates: effect<void, RebateList>(async (_, signal) => {
    const v = await client.call('manualRebate', {}, { signal });
    return { rows: v.list.map((r) => ({ gameType: r.gameType.toUpperCase(), validBet: r.validBet, rate: r.rate, amount: r.amount })), minClaim: v.minClaim };
  }),
  claimRebate: effect<RebateClaimRequest, { amount: number }>(async (req, signal) => {
    const v = await client.call('claimRebate', req, { signal });
    return { amount: v.amount };
  }),
  fetchRebateClaims: effect<PageRequest<RebateClaimFilters>, PageResult<RebateClaim, RebateClaimTotals>>(async (req, signal) => {
    const value = await client.call('rebateClaims', { ...reportQuery(req), gameType: req.filters.gameType, language: client.options.language() }, { signal });
    return reportPage(value, toRebateClaim, (s) => ({ count: s.count, validBet: s.validBet, amount: s.amount }));
  }),
});

export type RebateEffects = ReturnType<typeof rebateEffects>;
