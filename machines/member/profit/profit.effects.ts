/**
 * The personal profit and loss's one read (spec §2 personalProfit): per day of the player's own
 * time zone, their bets, bonuses and rebates and the profit, filtered by game type, with the
 * period's sums.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { ProfitDayValue } from '../../../gateway/member/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { reportPage, reportQuery } from '../../shared/paged-query/report';
import type { ProfitFilters, ProfitFigures, ProfitDay } from './profit.types';

const figures = (v: Pick<ProfitDayValue, 'betCount' | 'betAmount' | 'validBet' | 'winLoss' | 'bonus' | 'rebate' | 'profit'>): ProfitFigures => ({
  betCount: v.betCount,
  bet: v.betAmount,
  validBet: v.validBet,
  winLoss: v.winLoss,
  bonus: v.bonus,
  rebate: v.rebate,
  profit: v.profit,
});

export const toProfitDay = (v: ProfitDayValue): ProfitDay => ({ day: v.day, ...figures(v) });

export const profitEffects = (client: GatewayClient) => ({
  fetchProfit: effect<PageRequest<ProfitFilters>, PageResult<ProfitDay, ProfitFigures>>(async (req, signal) => {
    const query = reportQuery(req);
    // The player's days: this device's offset from UTC at the period's start, minutes east.
    const tzOffset = -new Date(query.beginTime).getTimezoneOffset();
    const value = await client.call('personalProfit', { ...query, gameType: req.filters.gameType, tzOffset, language: client.options.language() }, { signal });
    return reportPage(value, toProfitDay, figures);
  }),
});

export type ProfitEffects = ReturnType<typeof profitEffects>;
