/** The withdraw workflow's domain types, read by its effects, machine, selectors and views. */
import type { PayoutAccountType } from '../../../gateway/money/contract';

export interface PayoutAccount {
  id: string;
  type: PayoutAccountType;
  bankName: string;
  accountName: string;
  /** Masked. */
  accountNumber: string;
}

export interface WithdrawInfo {
  min: number;
  max: number;
  /** The playable (main wallet) balance. */
  balance: number;
  /** Withdrawals left today (null: no daily count). */
  remainingCount: number | null;
  turnoverRemaining: number;
  accounts: PayoutAccount[];
  hasPaymentPassword: boolean;
}

export interface WithdrawResult {
  transId: string;
  amount: number;
  balance: number | null;
  confirmationId: string | null;
}

export interface WithdrawRequest {
  amount: number;
  bankCardId: string;
  paymentPassword: string;
}
