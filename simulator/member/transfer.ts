/**
 * Wallet transfer (spec §2 transferFund; gateway-protocol §5.5): whether the merchant has a single
 * wallet (GCS_merchantWallet), the member's wallets with their balances (the balance call's rows,
 * handlers.ts), and moving money between the main wallet and a vendor's (GCS_walletTransfer,
 * plain JSON as W1 sends it). Money moves only through the ledger (`transferFunds`). Switches:
 * `wallets.single` (a single-wallet merchant), `wallets.locked` (vendor codes whose wallet refuses
 * transfers: wallet.is.locked), `wallets.busy`.
 */
import type { HttpHandler } from 'msw';
import { MAIN_WALLET_TYPE_ID, MIN_TRANSFER_AMOUNT } from '../../gateway/member/contract';
import { cents, round2 } from '../activity';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { balanceOf, transferFunds } from '../ledger';
import { VENDOR_WALLETS, vendorBalanceOf, vendorWalletDef, type VendorWalletDef } from '../vendor-wallets';

const isLocked = (ctx: SimContext, def: VendorWalletDef) => (ctx.config.wallets?.locked ?? []).some((c) => c.toUpperCase() === def.vendor);
const isSingle = (ctx: SimContext) => ctx.config.wallets?.single === true;

/** A wallet as the balance call answers it: its id, its name (the legacy rows' accountName: MAIN or the vendor's code) and its balance. */
export interface WalletRow {
  accountTypeId: number;
  accountName: string;
  availBalance: number;
}

/** The member's wallets as the balance call sends them: the main one first, then each vendor's (none on a single-wallet merchant). */
export function walletsOf(ctx: SimContext, memberId: number): WalletRow[] {
  const main = { accountTypeId: MAIN_WALLET_TYPE_ID, accountName: 'MAIN', availBalance: balanceOf(ctx, memberId) };
  if (isSingle(ctx)) return [main];
  return [
    main,
    ...VENDOR_WALLETS.map((w) => ({ accountTypeId: w.accountTypeId, accountName: w.vendor, availBalance: vendorBalanceOf(ctx, memberId, w.accountTypeId) })),
  ];
}

/** One wallet's balance row, or null for a wallet the merchant does not have. */
export function walletBalanceRow(ctx: SimContext, memberId: number, accountTypeId: number): WalletRow | null {
  return walletsOf(ctx, memberId).find((w) => w.accountTypeId === accountTypeId) ?? null;
}

/** A transfer amount: a number (or decimal string) > 0 with two decimals at most. */
const amountOf = (x: unknown): number | null => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x;
  return typeof n === 'number' && Number.isFinite(n) && n >= MIN_TRANSFER_AMOUNT && round2(n) === n ? n : null;
};

export function transferHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'merchantWallet', () => ok({ isSingle: isSingle(ctx) })),

    // { fromTypeId, toTypeId, amount } (one side is the main wallet), or { toTypeId: 2, all: true }.
    endpoint(ctx, 'walletTransfer', ({ input, auth: { member } }) => {
      if (isSingle(ctx)) return fail('function.not.available');
      if (ctx.config.wallets?.busy) return fail('WALLET_TRANSFER_BUSY');
      const from = input.fromTypeId;
      const to = input.toTypeId;

      if (input.all === true) {
        if (to !== MAIN_WALLET_TYPE_ID) return fail('request.param.err');
        let moved = 0;
        let transId = '';
        for (const def of VENDOR_WALLETS) {
          const balance = vendorBalanceOf(ctx, member.id, def.accountTypeId);
          if (balance <= 0 || isLocked(ctx, def)) continue; // a locked wallet keeps its money; the answer shows it
          const r = transferFunds(ctx, { memberId: member.id, direction: 'out', accountTypeId: def.accountTypeId, amount: balance });
          if (!r.ok) return fail(r.errorCode);
          moved += cents(balance);
          transId = r.value.transaction.transId;
        }
        return ok({
          transId,
          amount: moved / 100,
          balances: walletsOf(ctx, member.id).map(({ accountTypeId, availBalance }) => ({ accountTypeId, availBalance })),
        });
      }

      const amount = amountOf(input.amount);
      if (amount === null) return fail('request.param.err');
      const direction = from === MAIN_WALLET_TYPE_ID ? 'in' : to === MAIN_WALLET_TYPE_ID ? 'out' : null;
      const vendorId = direction === 'in' ? to : from;
      const def = vendorId === undefined ? undefined : vendorWalletDef(vendorId);
      if (!direction || !def) return fail('request.param.err');
      if (isLocked(ctx, def)) return fail('wallet.is.locked');
      const r = transferFunds(ctx, { memberId: member.id, direction, accountTypeId: def.accountTypeId, amount });
      if (!r.ok) return fail(r.errorCode);
      return ok({
        transId: r.value.transaction.transId,
        amount,
        balances: [
          { accountTypeId: MAIN_WALLET_TYPE_ID, availBalance: r.value.main },
          { accountTypeId: def.accountTypeId, availBalance: r.value.vendor },
        ],
      });
    }),
  ];
}
