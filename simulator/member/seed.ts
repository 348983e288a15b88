/** The member centre's seed: a wallet for every seeded member, with the opening balance the account seed drew. */
import type { BrandConfig } from '../config';
import type { SimDb } from '../db';
import { openWallet, type OpeningBalance } from '../wallets';

export function seedWallets(db: SimDb, brand: BrandConfig, openings: readonly OpeningBalance[]): void {
  for (const { memberId, balance } of openings) openWallet(db, memberId, balance, brand);
}
