/** Wallet module (gateway-protocol.md §5.5): the balance; the member centre's records (records.ts). */
import type { HttpHandler } from 'msw';
import { cents } from '../activity';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { walletOf } from '../wallets';
import { consolidatedHandlers } from './consolidated';
import { profitHandlers } from './profit';
import { rebateHandlers } from './rebate';
import { recordHandlers } from './records';
import { transferHandlers, walletBalanceRow, walletsOf } from './transfer';

export function memberHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // typeId 0 (or none): every wallet of the member (the main one, accountTypeId 2, first) and
    // their sum; another typeId: that one wallet (transfer.ts).
    endpoint(ctx, 'balance', ({ input, auth: { member } }) => {
      const wallet = walletOf(ctx.db, member.id);
      const money = { currency: wallet?.currency ?? member.currency, currencySymbol: wallet?.currencySymbol ?? '$' };
      const typeId = input.typeId ?? 0;
      if (typeId !== 0) {
        const row = walletBalanceRow(ctx, member.id, typeId);
        if (!row) return fail('request.param.err');
        return ok({ sumBalance: row.availBalance, balance: [row], ...money });
      }
      const rows = walletsOf(ctx, member.id);
      return ok({ sumBalance: rows.reduce((sum, r) => sum + cents(r.availBalance), 0) / 100, balance: rows, ...money });
    }),
    ...recordHandlers(ctx),
    ...transferHandlers(ctx),
    ...consolidatedHandlers(ctx),
    ...profitHandlers(ctx),
    ...rebateHandlers(ctx),
  ];
}
