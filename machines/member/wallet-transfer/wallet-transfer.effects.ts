/** The wallet transfer's effects: the wallets, one wallet's balance, a transfer (encrypted), gather all into main. */
import type { GatewayClient } from '../../../gateway/client';
import { MAIN_WALLET_TYPE_ID } from '../../../gateway/member/contract';
import type { MerchantWalletValue, WalletTransferResultValue } from '../../../gateway/member/schemas';
import { effect, errorInfo } from '../../shared/effect';
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

export function toWalletList(v: MerchantWalletValue): WalletList {
  const wallets = v.wallets.map((w) => ({
    id: w.accountTypeId,
    vendor: w.accountTypeId === MAIN_WALLET_TYPE_ID ? 'MAIN' : w.accountTypeName,
    name: w.displayName || w.accountTypeName,
    balance: w.availBalance,
    locked: w.locked,
  }));
  // The main wallet first, whatever order the gateway used.
  wallets.sort((a, b) => Number(b.id === MAIN_WALLET_TYPE_ID) - Number(a.id === MAIN_WALLET_TYPE_ID));
  return { isSingle: v.isSingle, wallets };
}

const toResult = (v: WalletTransferResultValue): TransferResult => ({
  transId: v.transId,
  amount: v.amount,
  balances: v.balances.map((b) => ({ id: b.accountTypeId, balance: b.availBalance })),
});

export const walletTransferEffects = (client: GatewayClient) => ({
  fetchWallets: effect<void, WalletList>(async (_, signal) => toWalletList(await client.call('merchantWallet', {}, { signal }))),
  fetchWalletBalance: effect<{ id: number }, number>(async ({ id }, signal) => {
    const v = await client.call('balance', { typeId: id }, { signal });
    const row = v.balance.find((b) => b.accountTypeId === id);
    if (!row) throw errorInfo('malformed', 'errors.unknown', 'malformed');
    return row.availBalance;
  }),
  transferFunds: effect<TransferRequest, TransferResult>(async (req, signal) => {
    const body = req.direction === 'in' ? { fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: req.vendor, amount: req.amount } : { fromTypeId: req.vendor, toTypeId: MAIN_WALLET_TYPE_ID, amount: req.amount };
    return toResult(await client.call('walletTransfer', body, { signal }));
  }),
  gatherAll: effect<void, TransferResult>(async (_, signal) => toResult(await client.call('walletTransfer', { toTypeId: MAIN_WALLET_TYPE_ID, all: true }, { signal }))),
});

export type WalletTransferEffects = ReturnType<typeof walletTransferEffects>;
