/** The manual rebate's effects: what is claimable per product type (the rebate settings relay), a claim, and the claims made (a report). */
import type { GatewayClient } from '../../../gateway/client';
import type { RebateClaimRecordValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { reportPage, reportQuery } from '../../shared/paged-query/report';

export interface RebateRow {
  gameType: string;
  validBet: number;
  /** A fraction (0.008 = 0.8 %). */
  rate: number;
  amount: number;
}

export interface RebateList {
  rows: RebateRow[];
  minClaim: number;
}

/** One product type, or every type with enough to claim. */
export type RebateClaimRequest = { gameType: string } | { all: true };

/** One claim of one product type, in the claim history. */
export interface RebateClaim {
  /** The REBATE movement it paid (the account record's row). */
  id: string;
  at: number;
  gameType: string;
  validBet: number;
  rate: number;
  amount: number;
}

export interface RebateClaimFilters {
  [k: string]: unknown;
  /** '' for every product type. */
  gameType: string;
}

export interface RebateClaimTotals {
  count: number;
  validBet: number;
  amount: number;
}

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
