/** The wallet transfer workflow's domain types, read by its effects, machine, selectors and views. */
import type { TransferDirection, Wallet } from './wallet-transfer.rules';

export interface WalletList {
  isSingle: boolean;
  wallets: Wallet[];
}

export interface TransferRequest {
  direction: TransferDirection;
  /** The vendor wallet's id. */
  vendor: number;
  amount: number;
}

export interface TransferResult {
  transId: string;
  amount: number;
  /** The balances the gateway sent back, by wallet id. */
  balances: Array<{ id: number; balance: number }>;
}
