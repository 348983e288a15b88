/**
 * The money models: the merchant's deposit channels, each member's payment (withdrawal)
 * password and payout accounts, and the withdrawal confirmations. Money itself moves only through
 * simulator/ledger.ts (a deposit is a PENDING DEPOSIT transaction until it is paid).
 */
import { primaryKey } from '@mswjs/data';
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
    /** The merchant's receiving account (BANK channels). */
    bankName: String,
    accountName: String,
    accountNumber: String,
    sort: Number,
  },
  /** A member's withdrawal side: the payment password ('' = not set) and the turnover still to play before withdrawing. */
  moneyAccount: {
    memberId: primaryKey(nextId),
    paymentPassword: String,
    turnoverRemaining: Number,
  },
};
