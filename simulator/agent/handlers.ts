/**
 * Agent contracts (gateway-protocol §5.8): the calls of gateway/agent/endpoints.ts, with the rules
 * of contracts.ts; the decision relays read the public client's payloads (W1c). Refusals answer the
 * contract error codes the app translates (designed: the legacy catalogue has none for contracts). The agent's own calls (the offer and
 * its draft, and the team's calls of team-handlers.ts) refuse a member who is not an agent with
 * `non.agent`, as the registration centre's do; the contract list, the answers to
 * an offer and the real-time settlement are any member's (a player can be offered a contract).
 */
import type { HttpHandler } from 'msw';
import { isAgentType } from '../../gateway/account/contract';
import type { SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { endpoint } from '../kernel/endpoint';
import { agentCentreHandlers } from './centre-handlers';
import { contractsOf, contractValue, decide, draftFor, offer, settleRealtime, type ContractResult, type ContractRow } from './contracts';
import { agentRecordHandlers } from './record-handlers';
import { agentTeamHandlers } from './team-handlers';

/** A decision's answer (designed beyond success): the contract as it is now and what it auto-terminated. */
function answer(ctx: SimContext, r: ContractResult<{ contract: ContractRow; terminated: ContractRow[] }>): Response {
  return r.ok ? ok({ contract: contractValue(ctx, r.value.contract), terminated: r.value.terminated.map((c) => contractValue(ctx, c)) }) : fail(r.errorCode);
}

export function agentHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // The registration centre and the announcements.
    ...agentCentreHandlers(ctx),
    // The offers waiting and the contracts in force are the consolidated funds call's (member/consolidated.ts).
    endpoint(ctx, 'contractList', ({ auth: { member } }) => ok({ contracts: contractsOf(ctx, member.account).map((c) => contractValue(ctx, c)) })),
    endpoint(ctx, 'contractDraft', ({ input, auth: { member } }) => {
      if (!isAgentType(member.type)) return fail('non.agent');
      const r = draftFor(ctx, member.account, input.downline);
      return r.ok ? ok(r.value) : fail(r.errorCode);
    }),
    endpoint(ctx, 'contractOffer', ({ input, auth: { member } }) => {
      if (!isAgentType(member.type)) return fail('non.agent');
      const r = offer(ctx, member.account, { downline: input.downline, kind: input.kind, gameType: input.gameType, period: input.period, tiers: input.tiers });
      return r.ok ? ok({ contract: contractValue(ctx, r.value), terminated: [] }) : fail(r.errorCode);
    }),
    // The decision relays, read from the public client's payloads (W1c).
    endpoint(ctx, 'dividendContract', ({ input, auth: { member } }) =>
      answer(ctx, decide(ctx, member.account, 'DIVIDEND', { gameType: input.type, ...(input.downline ? { downline: input.downline } : {}) }, input.status)),
    ),
    endpoint(ctx, 'dailySalaryContract', ({ input, auth: { member } }) => answer(ctx, decide(ctx, member.account, 'DAILY', { id: input.id }, input.status))),
    endpoint(ctx, 'hourSalaryContract', ({ input, auth: { member } }) =>
      answer(ctx, decide(ctx, member.account, 'HOURLY', { id: input.contractId }, input.status)),
    ),
    endpoint(ctx, 'realTimeSalaryContract', ({ input, auth: { member } }) =>
      answer(ctx, decide(ctx, member.account, 'REALTIME', { id: input.contractId }, input.status)),
    ),
    ...agentTeamHandlers(ctx),
    endpoint(ctx, 'realTimeSalarySettle', ({ auth: { member } }) => ok({ payouts: settleRealtime(ctx, member.account) })),
    ...agentRecordHandlers(ctx),
  ];
}
