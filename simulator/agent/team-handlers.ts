/**
 * The agent's team calls (gateway/agent/endpoints.ts): the team overview, the downline list and
 * the transfer to a downline, with the rules of overview.ts and downlines.ts. Each is the agent's
 * own: a member who is not an agent gets `non.agent`, as the registration centre's calls answer.
 */
import type { HttpHandler } from 'msw';
import { isAgentType } from '../../gateway/account/contract';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { DAY } from '../seed-date';
import { downlinePage, transferToDownline } from './downlines';
import { OVERVIEW_MAX_DAYS, teamOverview } from './overview';

export function agentTeamHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'teamOverview', ({ input: { beginTime, endTime }, auth: { member } }) => {
      if (!isAgentType(member.type)) return fail('non.agent');
      // The agent's own days: a period of OVERVIEW_MAX_DAYS may carry a daylight-saving hour or two.
      if (endTime <= beginTime || endTime - beginTime > OVERVIEW_MAX_DAYS * DAY + 2 * 3_600_000) return fail('request.param.err');
      return ok(teamOverview(ctx, member.account, beginTime, endTime));
    }),
    endpoint(ctx, 'downlines', ({ input, auth: { member } }) => {
      if (!isAgentType(member.type)) return fail('non.agent');
      return ok(downlinePage(ctx, member.account, { pageNo: input.pageNo ?? 1, pageSize: input.pageSize ?? 20, account: input.account ?? '' }));
    }),
    endpoint(ctx, 'downlineTransfer', ({ input, auth: { member } }) => {
      if (!isAgentType(member.type)) return fail('non.agent');
      if (input.amount === undefined) return fail('empty.amount');
      const r = transferToDownline(ctx, member, { downline: input.downline, amount: input.amount, paymentPassword: input.paymentPassword });
      return r.ok ? ok(r.value) : fail(r.errorCode);
    }),
  ];
}
