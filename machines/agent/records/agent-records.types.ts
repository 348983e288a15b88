/** The agent records workflow's domain types, read by its effects, machine, selectors and views. */
import type { ContractKind, PayoutSide } from '../../../gateway/agent/contract';
import type { MemberProfitValue } from '../../../gateway/agent/schemas';
import type { Bet, Movement, MovementTotals } from '../../shared/paged-query/report';

export type { BetTotals } from '../../shared/paged-query/report';

/** A team report's filters: its type ('' = all) and a part of a member's account ('' = everyone). */
export interface TeamFilters {
  [k: string]: unknown;
  account?: string;
}

/** A team member's bet (whose, too). */
export type TeamBet = Bet & { account: string };

export type MemberProfit = Pick<MemberProfitValue, 'account' | 'level' | 'betCount' | 'validBet' | 'winLoss' | 'deposits' | 'withdrawals' | 'bonus' | 'profit'>;
export type ProfitTotals = Omit<MemberProfit, 'account' | 'level'> & { members: number };

/** A movement of a team member's money (whose, too). */
export type TeamTransaction = Movement & { account: string };
export type TransactionTotals = MovementTotals;

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
