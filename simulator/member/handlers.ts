/** Wallet module (gateway-protocol.md §5.5): the balance; the member centre's records (records.ts). */
import type { HttpHandler } from 'msw';
import { ok, route, type SimContext } from '../context';
import { walletOf } from '../wallets';
import { recordHandlers } from './records';

export function memberHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(
      ctx,
      'get',
      '/wps/v2/wallets/balance',
      ({ auth: { member } }) => {
        const wallet = walletOf(ctx.db, member.id);
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
    ...recordHandlers(ctx),
  ];
}
