/**
 * The betting record's one read (spec §2 personalHistoryCopy): a page of the member's bets in a
 * period, filtered by game type, with the period's totals.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { BetStatus } from '../../../gateway/member/contract';
import type { BetRecordValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { reportPage, reportQuery } from '../../shared/paged-query/report';

export interface BetFilters {
  [k: string]: unknown;
  /** '' for every type. */
  gameType: string;
}

export interface BetRecord {
  id: string;
  roundId: string;
  placedAt: number;
  settledAt: number | null;
  gameType: string;
  vendor: string;
  gameName: string;
  bet: number;
  validBet: number;
  payout: number;
  /** Positive: the member won. */
  winLoss: number;
  status: BetStatus;
}

export interface BetTotals {
  count: number;
  bet: number;
  validBet: number;
  winLoss: number;
}

const STATUS: Record<string, BetStatus> = { SETTLED: 'SETTLED', UNSETTLED: 'UNSETTLED', CANCELLED: 'CANCELLED' };

export function toBetRecord(v: BetRecordValue): BetRecord {
  return {
    id: v.betId,
    roundId: v.roundId,
    placedAt: v.betTime,
    settledAt: v.settleTime ?? null,
    gameType: v.gameType,
    vendor: v.vassalage,
    gameName: v.gameName,
    bet: v.betAmount,
    validBet: v.validBet,
    payout: v.payout,
    winLoss: v.winLoss,
    status: STATUS[v.status.toUpperCase()] ?? 'SETTLED',
  };
}

export const betRecordsEffects = (client: GatewayClient) => ({
  fetchBetRecords: effect<PageRequest<BetFilters>, PageResult<BetRecord, BetTotals>>(async (req, signal) => {
    const value = await client.call('betRecords', { ...reportQuery(req), gameType: req.filters.gameType, language: client.options.language() }, { signal });
    return reportPage(value, toBetRecord, (s) => ({ count: s.betCount, bet: s.betAmount, validBet: s.validBet, winLoss: s.winLoss }));
  }),
});

export type BetRecordsEffects = ReturnType<typeof betRecordsEffects>;
