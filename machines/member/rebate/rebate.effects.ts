/** The manual rebate's effects: what is claimable per product type, and a claim (encrypted). */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';

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

export const rebateEffects = (client: GatewayClient) => ({
  fetchRebates: effect<void, RebateList>(async (_, signal) => {
    const v = await client.call('manualRebate', {}, { signal });
    return { rows: v.list.map((r) => ({ gameType: r.gameType.toUpperCase(), validBet: r.validBet, rate: r.rate, amount: r.amount })), minClaim: v.minClaim };
  }),
  claimRebate: effect<RebateClaimRequest, { amount: number }>(async (req, signal) => {
    const v = await client.call('claimRebate', req, { signal });
    return { amount: v.amount };
  }),
});

export type RebateEffects = ReturnType<typeof rebateEffects>;
