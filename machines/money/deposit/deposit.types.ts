/** The deposit workflow's domain types, read by its effects, machine, selectors and views. */
import type { DepositChannelType, DepositNextStep } from '../../../gateway/money/contract';

export interface DepositChannel {
  id: string;
  type: DepositChannelType;
  name: string;
  min: number;
  max: number;
  quickAmounts: number[];
  /** Closed for now (the channel is listed but takes nothing). */
  closed: boolean;
}

/** One of the merchant's receiving bank accounts: where a bank transfer goes. */
export interface DepositBank {
  id: string;
  name: string;
  accountName: string;
  accountNumber: string;
}

export interface DepositSettings {
  /** allowDeposit is "Y". */
  allowed: boolean;
  successCount: number;
  channels: DepositChannel[];
  /** The receiving accounts a bank transfer can go to (the member picks one). */
  banks: DepositBank[];
}

export interface DepositOrder {
  transId: string;
  amount: number;
  step: DepositNextStep;
  reference: string;
  /** The account to transfer to (a bank transfer). */
  bank: { name: string; accountName: string; accountNumber: string } | null;
  qrContent: string | null;
  payUrl: string | null;
  expiresAt: number | null;
}

export interface DepositRequest {
  channelId: string;
  type: DepositChannelType;
  /** The receiving account a bank transfer goes to (null for the other kinds): the details shown to copy. */
  bank: DepositBank | null;
  amount: number;
}
