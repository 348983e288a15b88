/**
 * The betting record's one read (spec §2 personalHistoryCopy): a page of the member's bets in a
 * period, filtered by game type, with the period's totals.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { BetRecordValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { betTotals, reportPage, reportQuery, toBet, type BetTotals } from '../../shared/paged-query/report';
import type { BetFilters, BetRecord } from './bet-records.types';

export const toBetRecord = (v: BetRecordValue): BetRecord => ({ ...toBet(v), roundId: v.roundId });

export const betRecordsEffects = (client: GatewayClient) => ({
  fetchBetRecords: effect<PageRequest<BetFilters>, PageResult<BetRecord, BetTotals>>(async (req, signal) => {
    const value = await client.call('betRecords', { ...reportQuery(req), gameType: req.filters.gameType, language: client.options.language() }, { signal });
    return reportPage(value, toBetRecord, betTotals);
  }),
});

export type BetRecordsEffects = ReturnType<typeof betRecordsEffects>;
