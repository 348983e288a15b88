/** Wallet module (gateway-protocol.md §5.5): the balance; the member centre's records (records.ts). */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { route } from '../kernel/route';
import { walletOf } from '../wallets';
import { consolidatedHandlers } from './consolidated';
import { profitHandlers } from './profit';
import { rebateHandlers } from './rebate';
import { recordHandlers } from './records';
import { transferHandlers, walletBalanceRow } from './transfer';

export function memberHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(
      ctx,
      'get',
      '/wps/v2/wallets/balance',
      ({ url, auth: { member } }) => {
        const wallet = walletOf(ctx.db, member.id);
        // typeId 0 (or none): the main wallet, playable; another typeId: that one wallet (transfer.ts).
        const typeId = Number(url.searchParams.get('typeId') ?? 0);
        if (typeId !== 0) {
          const row = walletBalanceRow(ctx, member.id, typeId);
          if (!row) return fail('request.param.err');
          return ok({ sumBalance: row.availBalance, balance: [row], currency: wallet?.currency ?? member.currency, currencySymbol: wallet?.currencySymbol ?? '$' });
        }
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
    ...transferHandlers(ctx),
    ...consolidatedHandlers(ctx),
    ...profitHandlers(ctx),
    ...rebateHandlers(ctx),
  ];
}
