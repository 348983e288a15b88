/** Member info and the member's language (gateway-protocol.md §5.4). */
import type { HttpHandler } from 'msw';
import { LANGUAGES, gatewayLanguage } from '../../../gateway/shell/language.contract';
import type { SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { endpoint } from '../../kernel/endpoint';
import { maskMobile } from '../contact';

export function memberInfoHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'memberInfo', ({ auth: { member } }) =>
      ok({
        id: member.id,
        account: member.account,
        nickname: member.nickname || null,
        type: member.type,
        clubLabel: member.vipLabel ? { labelName: member.vipLabel } : null,
        regDate: member.regDate,
        mobile: maskMobile(member.mobile),
      }),
    ),

    // {language} in the gateway's spelling (ZH, EN, TH, ...): kept as the member's language.
    endpoint(ctx, 'memberLanguage', ({ input, auth: { member } }) => {
      const code = input.language.trim().toUpperCase();
      // The gateway's spelling of a language of the table only: CN is the app's code, never sent by the public clients.
      if (!Object.keys(LANGUAGES).some((app) => gatewayLanguage(app) === code)) return fail('request.param.err');
      ctx.account.memberLanguages.set(member.account, code);
      return ok(null);
    }),
  ];
}
