/**
 * The agent centre's record calls (gateway/agent/endpoints.ts, the team reports and the contract
 * payout records), answered from records.ts in the report shape { list, totalCount, totalPages,
 * summary } with the report query of report-query.ts. A team report's `account` narrows it to the
 * members whose account contains the text.
 */
import type { HttpHandler } from 'msw';
import { CONTRACT_KINDS, PAYOUT_SIDES, type ContractKind, type PayoutSide } from '../../gateway/agent/contract';
import { RECORD_GAME_TYPES, TRANSACTION_TYPES } from '../../gateway/member/contract';
import type { SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { route } from '../kernel/route';
import { pageOf, readRecordQuery } from '../report-query';
import { memberProfits, payouts, teamBets, teamTransactions } from './records';

const PAYOUT_RECORDS: ReadonlyArray<{ path: string; kind: ContractKind }> = [
  { path: '/wps/relay/MCSFE_getDividendRecord', kind: 'DIVIDEND' },
  { path: '/wps/relay/MCSFE_getDailySalaryRecord', kind: 'DAILY' },
  { path: '/wps/relay/MCSFE_getHourSalaryRecord', kind: 'HOURLY' },
  { path: '/wps/relay/MCSFE_getRealTimeSalaryRecord', kind: 'REALTIME' },
];

const search = (url: URL) => (url.searchParams.get('account') ?? '').slice(0, 30);

export function agentRecordHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(
      ctx,
      'get',
      '/wps/relay/ODSFE2_getTeamBetHistory',
      ({ url, auth: { member } }) => {
        const q = readRecordQuery(url, 'gameType', RECORD_GAME_TYPES);
        if (!q) return fail('request.param.err');
        const { rows, summary } = teamBets(ctx, member.account, q, search(url));
        return ok({ ...pageOf(rows, q), summary });
      },
      { auth: true },
    ),
    route(
      ctx,
      'get',
      '/wps/relay/ODSFE2_getTeamMemberProfit',
      ({ url, auth: { member } }) => {
        const q = readRecordQuery(url, 'filter', []);
        if (!q) return fail('request.param.err');
        const { rows, summary } = memberProfits(ctx, member.account, q, search(url));
        return ok({ ...pageOf(rows, q), summary });
      },
      { auth: true },
    ),
    route(
      ctx,
      'get',
      '/wps/relay/ODSFE2_getTeamTransDet',
      ({ url, auth: { member } }) => {
        const q = readRecordQuery(url, 'transType', TRANSACTION_TYPES);
        if (!q) return fail('request.param.err');
        const { rows, summary } = teamTransactions(ctx, member.account, q, search(url));
        const p = pageOf(rows, q);
        return ok({ ...p, list: p.list.map(({ moved: _, ...t }) => t), summary });
      },
      { auth: true },
    ),
    route(
      ctx,
      'get',
      '/wps/relay/MCSFE_getAgentIncome',
      ({ url, auth: { member } }) => {
        const q = readRecordQuery(url, 'kind', CONTRACT_KINDS);
        if (!q) return fail('request.param.err');
        const kinds = q.filter ? [q.filter as ContractKind] : CONTRACT_KINDS;
        const { rows, summary } = payouts(ctx, member.account, q, { kinds, side: 'RECEIVED', paidOnly: true });
        return ok({ ...pageOf(rows, q), summary });
      },
      { auth: true },
    ),
    ...PAYOUT_RECORDS.map(({ path, kind }) =>
      route(
        ctx,
        'get',
        path,
        ({ url, auth: { member } }) => {
          const q = readRecordQuery(url, 'side', PAYOUT_SIDES);
          if (!q) return fail('request.param.err');
          const { rows, summary } = payouts(ctx, member.account, q, { kinds: [kind], side: q.filter as PayoutSide | '' });
          return ok({ ...pageOf(rows, q), summary });
        },
        { auth: true },
      ),
    ),
  ];
}
