/**
 * Wallet transfer (spec §2 transferFund; gateway-protocol §5.5): the merchant's wallets with the
 * member's balances (GCS_merchantWallet), moving money between the main wallet and a vendor's
 * (GCS_walletTransfer, encrypted), and one wallet's balance (the balance call's typeId). Money
 * moves only through the ledger (`transferFunds`). Switches: `wallets.single` (a single-wallet
 * merchant), `wallets.locked` (vendor codes), `wallets.busy`.
 */
import type { HttpHandler } from 'msw';
import { MAIN_WALLET_TYPE_ID, MIN_TRANSFER_AMOUNT } from '../../gateway/member/contract';
import { cents, round2 } from '../activity';
import { readEncrypted } from '../kernel/body';
import type { SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { route } from '../kernel/route';
import { balanceOf, transferFunds } from '../ledger';
import { VENDOR_WALLETS, vendorBalanceOf, vendorWalletDef, type VendorWalletDef } from '../vendor-wallets';

const isLocked = (ctx: SimContext, def: VendorWalletDef) => (ctx.config.wallets?.locked ?? []).some((c) => c.toUpperCase() === def.vendor);
const isSingle = (ctx: SimContext) => ctx.config.wallets?.single === true;

/** The member's wallets as the gateway sends them: the main one first, then each vendor's. */
export function walletsOf(ctx: SimContext, memberId: number) {
  const main = { accountTypeId: MAIN_WALLET_TYPE_ID, accountTypeName: 'MAIN', displayName: 'Main wallet', availBalance: balanceOf(ctx, memberId), locked: false };
  if (isSingle(ctx)) return [main];
  return [
    main,
    ...VENDOR_WALLETS.map((w) => ({ accountTypeId: w.accountTypeId, accountTypeName: w.vendor, displayName: w.name, availBalance: vendorBalanceOf(ctx, memberId, w.accountTypeId), locked: isLocked(ctx, w) })),
  ];
}

/** One wallet's balance row, or null for a wallet the merchant does not have. */
export function walletBalanceRow(ctx: SimContext, memberId: number, accountTypeId: number): { accountTypeId: number; availBalance: number } | null {
  if (accountTypeId === MAIN_WALLET_TYPE_ID) return { accountTypeId, availBalance: balanceOf(ctx, memberId) };
  if (isSingle(ctx) || !vendorWalletDef(accountTypeId)) return null;
  return { accountTypeId, availBalance: vendorBalanceOf(ctx, memberId, accountTypeId) };
}

/** A transfer amount: a number (or decimal string) > 0 with two decimals at most. */
const amountOf = (x: unknown): number | null => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x;
  return typeof n === 'number' && Number.isFinite(n) && n >= MIN_TRANSFER_AMOUNT && round2(n) === n ? n : null;
};


export function transferHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', '/wps/relay/GCS_merchantWallet', ({ auth: { member } }) => ok({ isSingle: isSingle(ctx), wallets: walletsOf(ctx, member.id) }), { auth: true }),

    // Encrypted { fromTypeId, toTypeId, amount } (one side is the main wallet), or { toTypeId: 2, all: true }.
    route(
      ctx,
      'post',
      '/wps/relay/GCS_walletTransfer',
      async ({ request, auth: { member } }) => {
        const payload = await readEncrypted(request);
        if (payload === undefined) return fail('request_body_required', { status: 400 });
        const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
        if (isSingle(ctx)) return fail('function.not.available');
        if (ctx.config.wallets?.busy) return fail('WALLET_TRANSFER_BUSY');
        const from = Number(o.fromTypeId);
        const to = Number(o.toTypeId);

        if (o.all === true || o.all === 'true') {
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
          return ok({ transId, amount: moved / 100, balances: walletsOf(ctx, member.id).map(({ accountTypeId, availBalance }) => ({ accountTypeId, availBalance })) });
        }

        const amount = amountOf(o.amount);
        if (amount === null) return fail('request.param.err');
        const direction = from === MAIN_WALLET_TYPE_ID ? 'in' : to === MAIN_WALLET_TYPE_ID ? 'out' : null;
        const vendorId = direction === 'in' ? to : from;
        const def = vendorWalletDef(vendorId);
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
      },
      { auth: true },
    ),
  ];
}
