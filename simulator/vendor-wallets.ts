/**
 * Vendor transfer wallets (spec §2 transferFund, gateway-protocol §5.5): besides the main wallet
 * (accountTypeId 2, the `wallet` model), a member holds a wallet at each vendor that keeps its own
 * (seamless vendors play from the main wallet). Money goes in and out of them only through the
 * ledger (`transferFunds`). They start empty (seeded members' are opened by the seed, everyone
 * else's on first use).
 */
import type { SimDb } from './db';
import { VENDORS } from './games/vendors';
import type { SimContext } from './kernel/context';

export interface VendorWalletDef {
  accountTypeId: number;
  /** The vendor's code (accountTypeName). */
  vendor: string;
  name: string;
}

/** The vendors with a wallet of their own: a slot, two live casinos, a sports book, the lottery. */
const CODES = ['PT', 'AG', 'WM', 'U9W', 'LOTT'] as const;

export const VENDOR_WALLETS: readonly VendorWalletDef[] = CODES.map((code, i) => ({
  accountTypeId: 101 + i,
  vendor: code,
  name: VENDORS.find((v) => v.code === code)?.name ?? code,
}));

export const vendorWalletDef = (accountTypeId: number): VendorWalletDef | undefined => VENDOR_WALLETS.find((w) => w.accountTypeId === accountTypeId);

const keyOf = (memberId: number, accountTypeId: number) => `${memberId}:${accountTypeId}`;

/**
 * Opens a seeded member's vendor wallets, empty: money reaches them only by a transfer, so a
 * member's consolidated balance (every wallet together) starts as their main wallet's.
 */
export function seedVendorWallets(db: SimDb, memberId: number): void {
  for (const w of VENDOR_WALLETS) db.vendorWallet.create({ key: keyOf(memberId, w.accountTypeId), memberId, accountTypeId: w.accountTypeId, balance: 0 });
}

/** The member's balance in a vendor wallet, its row opened (empty) on first use. */
export function vendorBalanceOf(ctx: SimContext, memberId: number, accountTypeId: number): number {
  return ensureVendorWallet(ctx, memberId, accountTypeId).balance;
}

export function ensureVendorWallet(ctx: SimContext, memberId: number, accountTypeId: number) {
  const key = keyOf(memberId, accountTypeId);
  const row = ctx.db.vendorWallet.findFirst({ where: { key: { equals: key } } });
  if (row) return row;
  // Members who joined at run time (or without history) start empty.
  return ctx.db.vendorWallet.create({ key, memberId, accountTypeId, balance: 0 });
}

/** Sets a vendor wallet's balance (the ledger's job only). */
export function setVendorBalance(ctx: SimContext, memberId: number, accountTypeId: number, balance: number): void {
  ensureVendorWallet(ctx, memberId, accountTypeId);
  ctx.db.vendorWallet.update({ where: { key: { equals: keyOf(memberId, accountTypeId) } }, data: { balance } });
}
