/**
 * The money models: the merchant's deposit channels and receiving bank accounts, each member's payment (withdrawal)
 * password and payout accounts, and the withdrawal confirmations. Money itself moves only through
 * simulator/ledger.ts (a deposit is a PENDING DEPOSIT transaction until it is paid).
 */
import { nullable, primaryKey } from '@mswjs/data';
import { nextId, nextKey } from '../primary-keys';

export const moneyModels = {
  depositChannel: {
    channelId: primaryKey(nextKey),
    /** BANK, EWALLET, QR or ONLINE (gateway/money/contract.ts). */
    channelType: String,
    channelName: String,
    minAmount: Number,
    maxAmount: Number,
    /** JSON array of numbers. */
    quickAmounts: String,
    sort: Number,
  },
  /** The merchant's receiving bank accounts (`/wps/system/depositBanks`): where a bank-transfer deposit is sent. */
  depositBank: {
    bankId: primaryKey(nextKey),
    bankCode: String,
    bankName: String,
    accountName: String,
    accountNumber: String,
    sort: Number,
  },
  /**
   * A deposit submitted at run time, beside its PENDING DEPOSIT transaction: which kind of channel
   * took it and when, so a bank transfer or a QR payment is credited when the operator's delay
   * (SimulatorConfig.money.depositCreditMinutes) has passed (simulator/money/deposits.ts).
   */
  depositOrder: {
    transId: primaryKey(nextKey),
    memberId: Number,
    /** BANK, EWALLET, QR or ONLINE (the kind of channel, so the path it came by). */
    channelType: String,
    submittedAt: Number,
  },
  /** A member's withdrawal side: the payment password ('' = not set) and the turnover still to play before withdrawing. */
  moneyAccount: {
    memberId: primaryKey(nextId),
    paymentPassword: String,
    turnoverRemaining: Number,
  },
  /** Where a member's withdrawals go: a bank account or an e-wallet (the number stored whole, answered masked). */
  payoutAccount: {
    /** `BC<memberId>-<n>`. */
    id: primaryKey(nextKey),
    memberId: Number,
    /** BANK or EWALLET. */
    accountType: String,
    bankName: String,
    accountName: String,
    accountNumber: String,
  },
  /**
   * A withdrawal paid by another member's deposit (C2C), waiting for the member to say whether
   * the money arrived (spec §4 withdrawal confirmation). See simulator/money/confirmations.ts.
   */
  paymentConfirmation: {
    /** `PC<memberId>-<n>`. */
    id: primaryKey(nextKey),
    memberId: Number,
    /** The withdrawal (a PENDING WITHDRAW transaction with hold). */
    transId: String,
    amount: Number,
    /** The paying member, masked. */
    depositorName: String,
    /** PENDING, RECEIVED, PARTIAL, NOT_RECEIVED or AUTO_RECEIVED. */
    status: String,
    createTime: Number,
    /** When an unanswered confirmation counts as received. */
    deadline: Number,
    receivedAmount: nullable(Number),
    remark: String,
    proofCount: Number,
    /** JSON [{time, step, reasonCode, reason, remark?, minutes?, amount?, proofs?}], oldest first. */
    steps: String,
    /** Written from the seed's plan (simulator/money/payouts.ts) when the run started, not by a withdrawal of this run. */
    seeded: Boolean,
  },
};
