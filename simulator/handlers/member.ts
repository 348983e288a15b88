/** Member and wallet modules (gateway-protocol.md §5.4, §5.5). */
import type { HttpHandler } from 'msw';
import { ok, route, type SimContext } from '../context';

/** '0812345601' → '081****601' */
export function maskMobile(mobile: string): string | null {
  if (!mobile) return null;
  if (mobile.length <= 6) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}

export function memberHandlers(ctx: SimContext): HttpHandler[] {
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

    route(
      ctx,
      'get',
      '/wps/v2/wallets/balance',
      ({ auth: { member } }) => {
        const wallet = ctx.db.wallet.findFirst({ where: { memberId: { equals: member.id } } });
        const balance = wallet?.balance ?? 0;
        return ok({
          sumBalance: balance,
          balance: [{ accountTypeId: 2, availBalance: balance }],
          currency: wallet?.currency ?? member.currency,
          currencySymbol: wallet?.currencySymbol ?? '$',
        });
      },
      { auth: true },
    ),
  ];
}
