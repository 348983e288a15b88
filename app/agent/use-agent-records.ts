/** The agent centre's record lists (idle until their page asks for a period). */
import { shallowEqual } from '@xstate/react';
import type {
  BetTotals,
  MemberProfit,
  Payout,
  PayoutTotals,
  ProfitTotals,
  TeamBet,
  TeamTransaction,
  TransactionTotals,
} from '../../machines/agent/records/agent-records.types';
import { selectPageOf } from '../../machines/shared/paged-query/paged-query.selectors';
import { useActorSelector, useSend } from '../system/system';

const bets = selectPageOf<TeamBet, BetTotals>();
const profits = selectPageOf<MemberProfit, ProfitTotals>();
const transactions = selectPageOf<TeamTransaction, TransactionTotals>();
const payouts = selectPageOf<Payout, PayoutTotals>();

/** The payout lists' actors (registry ids). */
export type PayoutListId = 'agentIncome' | 'dividendRecords' | 'dailyWages' | 'hourlySalary' | 'realtimeSalary';

export const useTeamBets = () => useActorSelector('teamBets', bets, shallowEqual);
export const useSendTeamBets = () => useSend('teamBets');
export const useTeamProfit = () => useActorSelector('teamProfit', profits, shallowEqual);
export const useSendTeamProfit = () => useSend('teamProfit');
export const useTeamTransactions = () => useActorSelector('teamTransactions', transactions, shallowEqual);
export const useSendTeamTransactions = () => useSend('teamTransactions');
export const usePayouts = (id: PayoutListId) => useActorSelector(id, payouts, shallowEqual);
export const useSendPayouts = (id: PayoutListId) => useSend(id);
