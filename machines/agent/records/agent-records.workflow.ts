/**
 * The agent centre's record lists (team betting, user profit and loss, downline account details,
 * my income, dividend record, daily wages, hourly salary, real-time salary): each a paged query
 * of its own call, long-lived so a page is as the agent left it; a logout forgets them.
 */
import type { PromiseActorLogic } from 'xstate';
import { pagedQueryMachine, pageFetcher, type Filters, type PageRequest, type PageResult } from '../../shared/paged-query/paged-query.machine';
import { workflow } from '../../system/workflow';
import { agentRecordsEffects, type AgentRecordsEffects } from './agent-records.effects';

const list = <F extends Filters, R, T>(pick: (e: AgentRecordsEffects) => PromiseActorLogic<PageResult<R, T>, PageRequest<F>>) =>
  workflow(pagedQueryMachine, { effects: [agentRecordsEffects], actors: (e: AgentRecordsEffects) => ({ fetchPage: pageFetcher(pick(e)) }) });

export const teamBetsWorkflow = list((e) => e.fetchTeamBets);
export const teamProfitWorkflow = list((e) => e.fetchTeamProfit);
export const teamTransactionsWorkflow = list((e) => e.fetchTeamTransactions);
export const incomeWorkflow = list((e) => e.fetchIncome);
export const dividendRecordsWorkflow = list((e) => e.fetchDividends);
export const dailyWagesWorkflow = list((e) => e.fetchDailyWages);
export const hourlySalaryWorkflow = list((e) => e.fetchHourlySalary);
export const realtimeSalaryWorkflow = list((e) => e.fetchRealtimeSalary);

/** By registry id (machines/system/registry.ts); each list's filters start empty ('' = all). */
export const agentRecordWorkflows = {
  teamBets: teamBetsWorkflow,
  teamProfit: teamProfitWorkflow,
  teamTransactions: teamTransactionsWorkflow,
  agentIncome: incomeWorkflow,
  dividendRecords: dividendRecordsWorkflow,
  dailyWages: dailyWagesWorkflow,
  hourlySalary: hourlySalaryWorkflow,
  realtimeSalary: realtimeSalaryWorkflow,
};
