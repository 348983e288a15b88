/**
 * The agent centre's record reads (spec §2): team betting, user profit and loss, downline account
 * details, my income and the four contract payout records — each a page of a period with the
 * period's sums (gateway/agent/endpoints.ts, the report shape of paged-query/report.ts).
 */
import type { GatewayClient } from '../../../gateway/client';
import type { ContractKind } from '../../../gateway/agent/contract';
import type { MemberProfitValue, PayoutValue, TeamBetValue, TeamTransactionValue } from '../../../gateway/agent/schemas';
import { agentEffect } from '../contracts/contract-errors';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { betTotals, movementTotals, reportPage, reportQuery, toBet, toMovement, type BetTotals } from '../../shared/paged-query/report';
import type { TeamFilters, TeamBet, MemberProfit, ProfitTotals, TeamTransaction, TransactionTotals, Payout, PayoutTotals } from './agent-records.types';

export const toTeamBet = (v: TeamBetValue): TeamBet => ({ ...toBet(v), account: v.account });

export const toTeamTransaction = (v: TeamTransactionValue): TeamTransaction => ({ ...toMovement(v), account: v.account });

const toMemberProfit = (v: MemberProfitValue): MemberProfit => ({
  account: v.account,
  level: v.level,
  betCount: v.betCount,
  validBet: v.validBet,
  winLoss: v.winLoss,
  deposits: v.deposits,
  withdrawals: v.withdrawals,
  bonus: v.bonus,
  profit: v.profit,
});

export const toPayout = (v: PayoutValue): Payout => ({
  id: v.payoutId,
  contractId: v.contractId,
  kind: v.kind,
  period: v.period,
  side: v.side,
  counterpart: v.counterpart,
  from: v.periodStart,
  to: v.periodEnd,
  activeMembers: v.activeMembers,
  validBet: v.validBet,
  profitLoss: v.profitLoss,
  tier: v.tier,
  rate: v.rate,
  amount: v.amount,
  paidAt: v.paidAt,
});

type PayoutSummary = { count: number; validBet: number; amount: number; byKind?: Partial<Record<ContractKind, number>> | undefined };
const payoutTotals = (s: PayoutSummary): PayoutTotals => ({
  count: s.count,
  validBet: s.validBet,
  amount: s.amount,
  byKind: { DIVIDEND: s.byKind?.DIVIDEND ?? 0, DAILY: s.byKind?.DAILY ?? 0, HOURLY: s.byKind?.HOURLY ?? 0, REALTIME: s.byKind?.REALTIME ?? 0 },
});

/** The four payout records' calls, by kind. */
const PAYOUT_CALLS = { DIVIDEND: 'dividendRecords', DAILY: 'dailySalaryRecords', HOURLY: 'hourSalaryRecords', REALTIME: 'realTimeSalaryRecords' } as const;

const str = (x: unknown) => (typeof x === 'string' ? x : '');

export const agentRecordsEffects = (client: GatewayClient) => {
  const payoutsOf = (kind: ContractKind) =>
    agentEffect<PageRequest<Record<string, unknown>>, PageResult<Payout, PayoutTotals>>(async (req, signal) => {
      const value = await client.call(PAYOUT_CALLS[kind], { ...reportQuery(req), side: str(req.filters.side) }, { signal });
      return reportPage(value, toPayout, payoutTotals);
    });
  return {
    fetchTeamBets: agentEffect<PageRequest<TeamFilters>, PageResult<TeamBet, BetTotals>>(async (req, signal) => {
      const value = await client.call(
        'teamBets',
        { ...reportQuery(req), gameType: str(req.filters.gameType), account: str(req.filters.account), language: client.options.language() },
        { signal },
      );
      return reportPage(value, toTeamBet, betTotals);
    }),
    fetchTeamProfit: agentEffect<PageRequest<TeamFilters>, PageResult<MemberProfit, ProfitTotals>>(async (req, signal) => {
      const value = await client.call('teamProfit', { ...reportQuery(req), account: str(req.filters.account) }, { signal });
      return reportPage(value, toMemberProfit, (s) => ({
        members: s.members,
        betCount: s.betCount,
        validBet: s.validBet,
        winLoss: s.winLoss,
        deposits: s.deposits,
        withdrawals: s.withdrawals,
        bonus: s.bonus,
        profit: s.profit,
      }));
    }),
    fetchTeamTransactions: agentEffect<PageRequest<TeamFilters>, PageResult<TeamTransaction, TransactionTotals>>(async (req, signal) => {
      const value = await client.call(
        'teamTransactions',
        { ...reportQuery(req), transType: str(req.filters.transType), account: str(req.filters.account) },
        { signal },
      );
      return reportPage(value, toTeamTransaction, movementTotals);
    }),
    fetchIncome: agentEffect<PageRequest<Record<string, unknown>>, PageResult<Payout, PayoutTotals>>(async (req, signal) => {
      const value = await client.call('agentIncome', { ...reportQuery(req), kind: str(req.filters.kind) }, { signal });
      return reportPage(value, toPayout, payoutTotals);
    }),
    fetchDividends: payoutsOf('DIVIDEND'),
    fetchDailyWages: payoutsOf('DAILY'),
    fetchHourlySalary: payoutsOf('HOURLY'),
    fetchRealtimeSalary: payoutsOf('REALTIME'),
  };
};

export type AgentRecordsEffects = ReturnType<typeof agentRecordsEffects>;
