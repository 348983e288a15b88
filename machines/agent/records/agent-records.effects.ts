/**
 * The agent centre's record reads (spec §2): team betting, user profit and loss, downline account
 * details, my income and the four contract payout records — each a page of a period with the
 * period's sums (gateway/agent/endpoints.ts, the report shape of paged-query/report.ts).
 */
import type { GatewayClient } from '../../../gateway/client';
import type { ContractKind, PayoutSide } from '../../../gateway/agent/contract';
import type { MemberProfitValue, PayoutValue, TeamBetValue, TeamTransactionValue } from '../../../gateway/agent/schemas';
import type { BetStatus, TransactionStatus } from '../../../gateway/member/contract';
import { agentEffect } from '../contracts/contract-errors';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import { reportPage, reportQuery } from '../../shared/paged-query/report';

/** A team report's filters: its type ('' = all) and a part of a member's account ('' = everyone). */
export interface TeamFilters {
  [k: string]: unknown;
  account?: string;
}

export interface TeamBet {
  id: string;
  account: string;
  placedAt: number;
  settledAt: number | null;
  gameType: string;
  vendor: string;
  gameName: string;
  bet: number;
  validBet: number;
  payout: number;
  /** The player's view: positive when the member won. */
  winLoss: number;
  status: BetStatus;
}

export interface BetTotals {
  count: number;
  bet: number;
  validBet: number;
  winLoss: number;
}

export type MemberProfit = Pick<MemberProfitValue, 'account' | 'level' | 'betCount' | 'validBet' | 'winLoss' | 'deposits' | 'withdrawals' | 'bonus' | 'profit'>;
export type ProfitTotals = Omit<MemberProfit, 'account' | 'level'> & { members: number };

export interface TeamTransaction {
  id: string;
  account: string;
  at: number;
  type: string;
  /** Signed: money in is positive. */
  amount: number;
  balanceAfter: number | null;
  status: TransactionStatus;
  remark: string;
  detail: string;
}

export interface TransactionTotals {
  count: number;
  totalIn: number;
  totalOut: number;
}

export interface Payout {
  id: string;
  contractId: string;
  kind: ContractKind;
  period: string;
  side: PayoutSide;
  /** The upline ('' = the house) of a payout received, the downline of one paid. */
  counterpart: string;
  from: number;
  to: number;
  activeMembers: number;
  validBet: number;
  profitLoss: number;
  /** 1-based; 0: no tier reached. */
  tier: number;
  rate: number;
  amount: number;
  paidAt: number;
}

export interface PayoutTotals {
  count: number;
  validBet: number;
  amount: number;
  byKind: Record<ContractKind, number>;
}

const BET_STATUS: Record<string, BetStatus> = { SETTLED: 'SETTLED', UNSETTLED: 'UNSETTLED', CANCELLED: 'CANCELLED' };
const TRANS_STATUS: Record<string, TransactionStatus> = { SUCCESS: 'SUCCESS', PENDING: 'PENDING', FAILED: 'FAILED', CANCELLED: 'CANCELLED' };

export const toTeamBet = (v: TeamBetValue): TeamBet => ({
  id: v.betId,
  account: v.account,
  placedAt: v.betTime,
  settledAt: v.settleTime ?? null,
  gameType: v.gameType,
  vendor: v.vassalage,
  gameName: v.gameName,
  bet: v.betAmount,
  validBet: v.validBet,
  payout: v.payout,
  winLoss: v.winLoss,
  status: BET_STATUS[v.status.toUpperCase()] ?? 'SETTLED',
});

export const toTeamTransaction = (v: TeamTransactionValue): TeamTransaction => ({
  id: v.transId,
  account: v.account,
  at: v.transTime,
  type: v.transType.toUpperCase(),
  amount: v.amount,
  balanceAfter: v.balanceAfter ?? null,
  status: TRANS_STATUS[(v.status ?? '').toUpperCase()] ?? 'SUCCESS',
  remark: v.remark ?? '',
  detail: v.detail ?? '',
});

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
      const value = await client.call('teamBets', { ...reportQuery(req), gameType: str(req.filters.gameType), account: str(req.filters.account), language: client.options.language() }, { signal });
      return reportPage(value, toTeamBet, (s) => ({ count: s.betCount, bet: s.betAmount, validBet: s.validBet, winLoss: s.winLoss }));
    }),
    fetchTeamProfit: agentEffect<PageRequest<TeamFilters>, PageResult<MemberProfit, ProfitTotals>>(async (req, signal) => {
      const value = await client.call('teamProfit', { ...reportQuery(req), account: str(req.filters.account) }, { signal });
      return reportPage(value, toMemberProfit, (s) => ({ members: s.members, betCount: s.betCount, validBet: s.validBet, winLoss: s.winLoss, deposits: s.deposits, withdrawals: s.withdrawals, bonus: s.bonus, profit: s.profit }));
    }),
    fetchTeamTransactions: agentEffect<PageRequest<TeamFilters>, PageResult<TeamTransaction, TransactionTotals>>(async (req, signal) => {
      const value = await client.call('teamTransactions', { ...reportQuery(req), transType: str(req.filters.transType), account: str(req.filters.account) }, { signal });
      return reportPage(value, toTeamTransaction, (s) => ({ count: s.count, totalIn: s.totalIn, totalOut: s.totalOut }));
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
