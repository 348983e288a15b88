/**
 * Agent contracts (gateway-protocol §5.8) and the consolidated funds flags (§5.5): the calls of
 * gateway/agent/endpoints.ts, with the rules of contracts.ts. Refusals answer the contract error
 * codes the app translates (errors.contract.*). The agent's own calls (the offer and its draft,
 * and the team's calls of team-handlers.ts) refuse a member who is not an agent with `non.agent`,
 * as the registration centre's do; the contract list, the answers to an offer and the real-time
 * settlement are any member's (a player can be offered a contract).
 */
import type { HttpHandler } from 'msw';
import { isAgentType } from '../../gateway/account/contract';
import { CONTRACT_KINDS, type ContractKind, type ContractTier } from '../../gateway/agent/contract';
import { readBody } from '../kernel/body';
import type { SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { route } from '../kernel/route';
import { agentCentreHandlers } from './centre-handlers';
import { contractsOf, contractValue, decide, draftFor, offer, settleRealtime } from './contracts';
import { agentRecordHandlers } from './record-handlers';
import { agentTeamHandlers } from './team-handlers';

const PROCESS_RELAYS: ReadonlyArray<{ method: 'get' | 'post'; path: string; kind: ContractKind }> = [
  { method: 'get', path: '/wps/relay/MCS2_processDividendReq', kind: 'DIVIDEND' },
  { method: 'get', path: '/wps/relay/MCS2_processDailySalContract', kind: 'DAILY' },
  { method: 'post', path: '/wps/relay/MCS2_processContractHourSalary', kind: 'HOURLY' },
  { method: 'post', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', kind: 'REALTIME' },
];

const record = (x: unknown): Record<string, unknown> => (x && typeof x === 'object' ? (x as Record<string, unknown>) : {});

function parseTiers(x: unknown): ContractTier[] | null {
  if (!Array.isArray(x)) return null;
  const out: ContractTier[] = [];
  for (const t of x) {
    const r = record(t);
    const tier = { activeMembers: Number(r.activeMembers), bet: Number(r.bet), rate: Number(r.rate) };
    if (![tier.activeMembers, tier.bet, tier.rate].every(Number.isFinite)) return null;
    out.push(tier);
  }
  return out;
}

export function agentHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // The registration centre and the announcements.
    ...agentCentreHandlers(ctx),
    // /wps/member/info/funds/consolidated (the contract flags) is answered by member/transfer.ts with the balance.
    route(
      ctx,
      'get',
      '/wps/relay/MCSFE_getContractList',
      ({ auth: { member } }) => ok({ contracts: contractsOf(ctx, member.account).map((c) => contractValue(ctx, c)) }),
      { auth: true },
    ),
    route(
      ctx,
      'get',
      '/wps/relay/MCSFE_getContractDraft',
      ({ url, auth: { member } }) => {
        if (!isAgentType(member.type)) return fail('non.agent');
        const r = draftFor(ctx, member.account, url.searchParams.get('downline') ?? '');
        return r.ok ? ok(r.value) : fail(r.errorCode);
      },
      { auth: true },
    ),
    route(
      ctx,
      'post',
      '/wps/relay/MCSFE_offerContract',
      async ({ request, auth: { member } }) => {
        if (!isAgentType(member.type)) return fail('non.agent');
        const body = record(await readBody(request));
        const tiers = parseTiers(body.tiers);
        const kind = String(body.kind ?? '') as ContractKind;
        if (!tiers || !CONTRACT_KINDS.includes(kind) || typeof body.downline !== 'string') return fail('request.param.err');
        const r = offer(ctx, member.account, { downline: body.downline, kind, period: String(body.period ?? ''), tiers });
        return r.ok ? ok({ contract: contractValue(ctx, r.value), terminated: [] }) : fail(r.errorCode);
      },
      { auth: true },
    ),
    ...PROCESS_RELAYS.map(({ method, path, kind }) =>
      route(
        ctx,
        method,
        path,
        async ({ request, url, auth: { member } }) => {
          const p = method === 'get' ? Object.fromEntries(url.searchParams) : record(await readBody(request));
          const r = decide(ctx, member.account, kind, String(p.action ?? ''), String(p.contractId ?? ''));
          return r.ok ? ok({ contract: contractValue(ctx, r.value.contract), terminated: r.value.terminated.map((c) => contractValue(ctx, c)) }) : fail(r.errorCode);
        },
        { auth: true },
      ),
    ),
    ...agentTeamHandlers(ctx),
    route(ctx, 'post', '/wps/relay/MCSFE_settleRealTimeSalary', ({ auth: { member } }) => ok({ payouts: settleRealtime(ctx, member.account) }), { auth: true }),
    ...agentRecordHandlers(ctx),
  ];
}
