/**
 * Wallets as every feature moves them: a new member's wallet (the seed, registration, free
 * play), the balance a game page shows and its spins change. The model and the balance call
 * are member's.
 */
import type { BrandConfig } from './config';
import type { SimDb } from './db';

/** A seeded member's first balance (the account seed draws it, the member seed opens the wallet). */
export interface OpeningBalance {
  memberId: number;
  balance: number;
}

/** A member's wallet in the brand's currency. */
export function openWallet(db: SimDb, memberId: number, balance: number, brand: Pick<BrandConfig, 'currency' | 'currencySymbol'>): void {
  db.wallet.create({ memberId, balance, openingBalance: balance, currency: brand.currency, currencySymbol: brand.currencySymbol });
}

export function walletOf(db: SimDb, memberId: number) {
  return db.wallet.findFirst({ where: { memberId: { equals: memberId } } });
}

export function setBalance(db: SimDb, memberId: number, balance: number): void {
  db.wallet.update({ where: { memberId: { equals: memberId } }, data: { balance } });
}
