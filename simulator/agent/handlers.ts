/**
 * Agent contracts (gateway-protocol §5.8): the calls of gateway/agent/endpoints.ts, with the rules
 * of contracts.ts; the decision relays read the public client's payloads (W1c). Refusals answer the
 * contract error codes the app translates (designed: the legacy catalogue has none for contracts). The agent's own calls (the team overview, the
 * downline list, the transfer to a downline, the offer and its draft) refuse a member who is not
 * an agent with `non.agent`, as the registration centre's do; the contract list, the answers to
 * an offer and the real-time settlement are any member's (a player can be offered a contract).
 */
import type { HttpHandler } from 'msw';
import { isAgentType } from '../../gateway/account/contract';
import { readEncrypted } from '../kernel/body';
import type { SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { endpoint } from '../kernel/endpoint';
import { route } from '../kernel/route';
import { agentCentreHandlers } from './centre-handlers';
import { downlinePage, transferToDownline } from './downlines';
import { OVERVIEW_MAX_DAYS, teamOverview } from './overview';
import { DAY } from '../seed-date';
import { contractsOf, contractValue, decide, draftFor, offer, settleRealtime, type ContractResult, type ContractRow } from './contracts';
import { agentRecordHandlers } from './record-handlers';

const record = (x: unknown): Record<string, unknown> => (x && typeof x === 'object' ? (x as Record<string, unknown>) : {});

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
    endpoint(ctx, 'dividendContract', ({ input, auth: { member } }) => answer(ctx, decide(ctx, member.account, 'DIVIDEND', { gameType: input.type, ...(input.downline ? { downline: input.downline } : {}) }, input.status))),
    endpoint(ctx, 'dailySalaryContract', ({ input, auth: { member } }) => answer(ctx, decide(ctx, member.account, 'DAILY', { id: input.id }, input.status))),
    endpoint(ctx, 'hourSalaryContract', ({ input, auth: { member } }) => answer(ctx, decide(ctx, member.account, 'HOURLY', { id: input.contractId }, input.status))),
    endpoint(ctx, 'realTimeSalaryContract', ({ input, auth: { member } }) => answer(ctx, decide(ctx, member.account, 'REALTIME', { id: input.contractId }, input.status))),
    route(
      ctx,
      'get',
      '/wps/relay/ODSFE2_getTeamOverview',
      ({ url, auth: { member } }) => {
        if (!isAgentType(member.type)) return fail('non.agent');
        const begin = Number(url.searchParams.get('beginTime'));
        const end = Number(url.searchParams.get('endTime'));
        if (!Number.isFinite(begin) || !Number.isFinite(end) || end <= begin || end - begin > OVERVIEW_MAX_DAYS * DAY + 2 * 3_600_000) return fail('request.param.err');
        return ok(teamOverview(ctx, member.account, begin, end));
      },
      { auth: true },
    ),
    route(
      ctx,
      'get',
      '/wps/agent/downline',
      ({ url, auth: { member } }) => {
        if (!isAgentType(member.type)) return fail('non.agent');
        const q = url.searchParams;
        return ok(downlinePage(ctx, member.account, { pageNo: Number(q.get('pageNo') ?? 1) || 1, pageSize: Number(q.get('pageSize') ?? 20) || 20, account: q.get('account') ?? '' }));
      },
      { auth: true },
    ),
    route(
      ctx,
      'post',
      '/wps/agent/downline/transfer',
      async ({ request, auth: { member } }) => {
        if (!isAgentType(member.type)) return fail('non.agent');
        const payload = await readEncrypted(request);
        if (payload === undefined) return fail('request_body_required', { status: 400 });
        const o = record(payload);
        const r = transferToDownline(ctx, member, { downline: String(o.downline ?? ''), amount: Number(o.amount), paymentPassword: String(o.paymentPassword ?? '') });
        return r.ok ? ok(r.value) : fail(r.errorCode);
      },
      { auth: true },
    ),
    endpoint(ctx, 'realTimeSalarySettle', ({ auth: { member } }) => ok({ payouts: settleRealtime(ctx, member.account) })),
    ...agentRecordHandlers(ctx),
  ];
}
