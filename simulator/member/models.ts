/**
 * The member centre's models: wallets (one per member), each seeded member's activity profile,
 * and the records written at run time (bets placed and money moved live). Seeded history is not
 * stored: activity.ts and ledger.ts generate it on demand.
 */
import { nullable, primaryKey } from '@mswjs/data';
import { nextId, nextKey } from '../primary-keys';

export const memberModels = {
  wallet: {
    memberId: primaryKey(nextId),
    balance: Number,
    /** The balance the wallet opened with (the seeded history's story ends there: ledger.ts). */
    openingBalance: nullable(Number),
    currency: String,
    currencySymbol: String,
  },
  /** A member's transfer wallet at one vendor (vendor-wallets.ts); the main wallet is `wallet`. Key `<memberId>:<accountTypeId>`. */
  vendorWallet: {
    key: primaryKey(nextKey),
    memberId: Number,
    accountTypeId: Number,
    balance: Number,
  },
  /**
   * How much seeded history a member has (activity.ts): `heavy`, `light` or `none`. Written by the
   * seed for seeded members; members who join at run time have no row (no history).
   */
  activity: {
    memberId: primaryKey(nextId),
    profile: String,
    /** Registration relative to SEED_REFERENCE_DATE (ms, ≤ 0): no history before it. */
    since: Number,
  },
  /** A bet placed at run time (the demo game's spins); seeded bets are generated (activity.ts). */
  bet: {
    /** `B<memberId>-L<n>` (seeded bets are `B<memberId>-<k>-<n>`). */
    betId: primaryKey(nextKey),
    memberId: Number,
    roundId: String,
    /** epoch ms, sim clock */
    betTime: Number,
    settleTime: nullable(Number),
    gameType: String,
    vassalage: String,
    gameName: String,
    nodeId: Number,
    betAmount: Number,
    validBet: Number,
    payout: Number,
    winLoss: Number,
    /** SETTLED, UNSETTLED or CANCELLED (gateway/member/contract.ts). */
    status: String,
  },
  /** A movement of money posted at run time (ledger.ts); seeded ones are generated. */
  transaction: {
    /** `T<memberId>-L<n>` (seeded ones are `T<memberId>-<k>-<n>`). */
    transId: primaryKey(nextKey),
    memberId: Number,
    /** epoch ms, sim clock */
    transTime: Number,
    /** A TransactionType (gateway/member/contract.ts). */
    transType: String,
    /** Signed: money in is positive. */
    amount: Number,
    /** The main wallet's balance once this row moved it; null while it has not (pending, failed). */
    balanceAfter: nullable(Number),
    /** SUCCESS, PENDING, FAILED or CANCELLED. */
    status: String,
    remark: String,
    detail: String,
    /**
     * The row changed the balance (not sent to the client): SUCCESS rows, a PENDING hold, and a
     * hold that later FAILED or was CANCELLED (its refund is a row of its own). Period totals sum these.
     */
    moved: Boolean,
  },
  /**
   * A manual rebate claim made at run time, one per product type claimed (rebate-history.ts; seeded
   * claims are generated): the claim history's row, beside its REBATE movement `transId`.
   */
  rebateClaim: {
    transId: primaryKey(nextKey),
    memberId: Number,
    /** epoch ms, sim clock */
    claimTime: Number,
    gameType: String,
    validBet: Number,
    rate: Number,
    amount: Number,
  },
};
