/**
 * The agent centre's record calls (gateway/agent/endpoints.ts: the team reports on the legacy
 * /wps/report/* paths, my income, the contract payout records), answered from records.ts in the
 * report shape { list, totalCount, totalPages, summary } with the report query of report-query.ts.
 * A team report's `account` narrows it to the members whose account contains the text.
 */
import type { HttpHandler } from 'msw';
import { CONTRACT_KINDS, PAYOUT_SIDES, type ContractKind, type PayoutSide } from '../../gateway/agent/contract';
import { RECORD_GAME_TYPES, TRANSACTION_TYPES } from '../../gateway/member/contract';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { pageOf, recordQuery } from '../report-query';
import { memberProfits, payouts, teamBets, teamTransactions } from './records';

const PAYOUT_RECORDS = [
  { name: 'dividendRecords', kind: 'DIVIDEND' },
  { name: 'dailySalaryRecords', kind: 'DAILY' },
  { name: 'hourSalaryRecords', kind: 'HOURLY' },
  { name: 'realTimeSalaryRecords', kind: 'REALTIME' },
] as const satisfies ReadonlyArray<{ name: string; kind: ContractKind }>;

const search = (input: { account?: string }) => (input.account ?? '').slice(0, 30);

export function agentRecordHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'teamBets', ({ input, auth: { member } }) => {
      const q = recordQuery(input, input.gameType, RECORD_GAME_TYPES);
      if (!q) return fail('request.param.err');
      const { rows, summary } = teamBets(ctx, member.account, q, search(input));
      return ok({ ...pageOf(rows, q), summary });
    }),
    endpoint(ctx, 'teamProfit', ({ input, auth: { member } }) => {
      const q = recordQuery(input, undefined, []);
      if (!q) return fail('request.param.err');
      const { rows, summary } = memberProfits(ctx, member.account, q, search(input));
      return ok({ ...pageOf(rows, q), summary });
    }),
    endpoint(ctx, 'teamTransactions', ({ input, auth: { member } }) => {
      const q = recordQuery(input, input.transType, TRANSACTION_TYPES);
      if (!q) return fail('request.param.err');
      const { rows, summary } = teamTransactions(ctx, member.account, q, search(input));
      const p = pageOf(rows, q);
      return ok({ ...p, list: p.list.map(({ moved: _, ...t }) => t), summary });
    }),
    endpoint(ctx, 'agentIncome', ({ input, auth: { member } }) => {
      const q = recordQuery(input, input.kind, CONTRACT_KINDS);
      if (!q) return fail('request.param.err');
      const kinds = q.filter ? [q.filter as ContractKind] : CONTRACT_KINDS;
      const { rows, summary } = payouts(ctx, member.account, q, { kinds, side: 'RECEIVED', paidOnly: true });
      return ok({ ...pageOf(rows, q), summary });
    }),
    ...PAYOUT_RECORDS.map(({ name, kind }) =>
      endpoint(ctx, name, ({ input, auth: { member } }) => {
        const q = recordQuery(input, input.side, PAYOUT_SIDES);
        if (!q) return fail('request.param.err');
        const { rows, summary } = payouts(ctx, member.account, q, { kinds: [kind], side: q.filter as PayoutSide | '' });
        return ok({ ...pageOf(rows, q), summary });
      }),
    ),
  ];
}
