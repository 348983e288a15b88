/**
 * The bonus details' one read (spec §2 bonus details): the money the member was given —
 * bonuses, rebates, dividends, salaries — from the account record's call (ODSFE2_MemTransDet)
 * asked for those kinds only, in a period, with the period's count and sum.
 */
import type { GatewayClient } from '../../../gateway/client';
import { BONUS_TYPES } from '../../../gateway/member/contract';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { reportPage, reportQuery } from '../../shared/paged-query/report';
import { toTransaction } from '../transactions/transactions.effects';
import type { Transaction } from '../transactions/transactions.types';
import type { BonusFilters, BonusTotals } from './bonuses.types';

export const bonusesEffects = (client: GatewayClient) => ({
  fetchBonuses: effect<PageRequest<BonusFilters>, PageResult<Transaction, BonusTotals>>(async (req, signal) => {
    const transType = req.filters.bonusType || BONUS_TYPES.join(',');
    const value = await client.call('transactions', { ...reportQuery(req), transType, language: client.options.language() }, { signal });
    return reportPage(value, toTransaction, (s) => ({ count: s.count, total: s.totalIn }));
  }),
});

export type BonusesEffects = ReturnType<typeof bonusesEffects>;
