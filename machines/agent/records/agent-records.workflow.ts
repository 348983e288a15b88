/**
 * The agent centre's record lists (team betting, user profit and loss, downline account details,
 * my income, dividend record, daily wages, hourly salary, real-time salary): each a paged query
 * of its own call (`<list>.workflow.ts` beside this), long-lived so a page is as the agent left
 * it; a logout forgets them, a language change reads them again.
 */
import type { PromiseActorLogic } from 'xstate';
import { pagedQueryMachine, pageFetcher, type Filters, type PageRequest, type PageResult } from '../../shared/paged-query/paged-query.machine';
import { recordList } from '../../shared/paged-query/report';
import { workflow } from '../../system/workflow';
import { agentRecordsEffects, type AgentRecordsEffects } from './agent-records.effects';

/** A record list read by `pick`'s call; its filters start empty ('' = all). */
export const agentRecordList = <F extends Filters, R, T>(pick: (e: AgentRecordsEffects) => PromiseActorLogic<PageResult<R, T>, PageRequest<F>>) =>
  workflow(pagedQueryMachine, {
    effects: [agentRecordsEffects],
    actors: (e: AgentRecordsEffects) => ({ fetchPage: pageFetcher(pick(e)) }),
    input: () => recordList({}),
    listens: ['session.changed', 'language.changed'],
  });
