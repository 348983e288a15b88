/**
 * /wps/member/info/funds/consolidated (gateway-protocol §5.5): the member's contract maps and info
 * flags as W1 reads them (simulator/contract-flags.ts), and, designed beside them, every wallet of
 * the member together (spec §6: the header's consolidated balance).
 */
import type { HttpHandler } from 'msw';
import { cents } from '../activity';
import { consolidatedContracts } from '../contract-flags';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { ok } from '../kernel/envelope';
import { walletOf } from '../wallets';
import { walletsOf } from './transfer';

export function consolidatedHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'fundsConsolidated', ({ auth: { member } }) => {
      const total = walletsOf(ctx, member.id).reduce((sum, w) => sum + cents(w.availBalance), 0) / 100;
      const main = walletOf(ctx.db, member.id);
      return ok({
        balance: total,
        currency: main?.currency ?? member.currency,
        currencySymbol: main?.currencySymbol ?? '$',
        ...consolidatedContracts(ctx, member.account),
      });
    }),
  ];
}
