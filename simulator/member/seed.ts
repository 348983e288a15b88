/**
 * The member centre's seed: a wallet for every seeded member, with the opening balance the account
 * seed drew, and the member's activity profile (how much seeded history activity.ts generates).
 */
import { seedProfile } from '../activity';
import type { BrandConfig } from '../config';
import type { SimDb } from '../db';
import { SEED_REFERENCE_DATE } from '../seed-date';
import { openWallet, type OpeningBalance } from '../wallets';

export function seedMemberCentre(db: SimDb, brand: BrandConfig, openings: readonly OpeningBalance[]): void {
  const members = new Map(db.member.getAll().map((m) => [m.id, m]));
  for (const { memberId, balance } of openings) {
    openWallet(db, memberId, balance, brand);
    const member = members.get(memberId);
    if (member) db.activity.create({ memberId, profile: seedProfile(member), since: Math.min(0, member.regDate - SEED_REFERENCE_DATE) });
  }
}
