/** Member info (gateway-protocol.md §5.4). */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import { maskMobile } from '../contact';

export function memberInfoHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(
      ctx,
      'get',
      '/wps/member/info',
      ({ auth: { member } }) =>
        ok({
          id: member.id,
          account: member.account,
          nickname: member.nickname || null,
          type: member.type,
          clubLabel: member.vipLabel ? { labelName: member.vipLabel } : null,
          regDate: member.regDate,
          mobile: maskMobile(member.mobile),
        }),
      { auth: true },
    ),
  ];
}
