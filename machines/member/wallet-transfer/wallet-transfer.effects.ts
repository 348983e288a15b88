/**
 * The wallet transfer's effects: whether the merchant has a single wallet (GCS_merchantWallet,
 * `isSingle`) and the member's wallets, the rows of the balance call (`typeId=0`: the main wallet,
 * accountTypeId 2, and each vendor's); one wallet's balance; a transfer and gathering everything
 * into the main wallet (GCS_walletTransfer, plain JSON).
 */
import type { GatewayClient } from '../../../gateway/client';
import { MAIN_WALLET_TYPE_ID } from '../../../gateway/member/contract';
import type { WalletBalanceValue, WalletTransferResultValue } from '../../../gateway/member/schemas';
import { effect, errorInfo } from '../../shared/effect';
import type { Wallet } from './wallet-transfer.rules';
import type { WalletList, TransferRequest, TransferResult } from './wallet-transfer.types';

/**
 * The wallets of the balance answer, the main one first. A row's name is its `accountName` when
 * the gateway sends one (the legacy rows' field); the page names a vendor's wallet from the vendor
 * catalogue by it. A lock is not in the answer: a wallet is locked once a transfer says so.
 */
export function toWalletList(isSingle: boolean, v: WalletBalanceValue): WalletList {
  const wallets: Wallet[] = [];
  for (const row of v.balance) {
    if (row.accountTypeId === undefined || wallets.some((w) => w.id === row.accountTypeId)) continue;
    const main = row.accountTypeId === MAIN_WALLET_TYPE_ID;
    wallets.push({ id: row.accountTypeId, vendor: main ? 'MAIN' : (row.accountName ?? '').trim(), balance: row.availBalance, locked: false });
  }
  // The main wallet first, whatever order the gateway used.
  wallets.sort((a, b) => Number(b.id === MAIN_WALLET_TYPE_ID) - Number(a.id === MAIN_WALLET_TYPE_ID));
  // A single-wallet merchant has only the main wallet, whatever else the answer lists.
  return { isSingle, wallets: isSingle ? wallets.filter((w) => w.id === MAIN_WALLET_TYPE_ID) : wallets };
}

const toResult = (v: WalletTransferResultValue): TransferResult => ({
  transId: v.transId,
  amount: v.amount,
  balances: v.balances.map((b) => ({ id: b.accountTypeId, balance: b.availBalance })),
});

export const walletTransferEffects = (client: GatewayClient) => {
  /**
   * Whether the merchant has a single wallet, read once per session (spec: the merchant wallet is
   * cached; W1 keeps it in sessionStorage until the logout clears it): kept for the token it was
   * read with, forgotten when the read fails. The read is shared, so a page left early does not
   * cancel it for the next one.
   */
  let single: { token: string | null; value: Promise<boolean> } | null = null;
  const isSingle = (): Promise<boolean> => {
    const token = client.options.getToken();
    if (single?.token !== token) {
      const value = client.call('merchantWallet', {}).then((v) => v.isSingle);
      single = { token, value };
      value.catch(() => {
        if (single?.value === value) single = null;
      });
    }
    return single!.value;
  };
  return {
    fetchWallets: effect<void, WalletList>(async (_, signal) => {
      const [merchantSingle, wallets] = await Promise.all([isSingle(), client.call('balance', { typeId: 0 }, { signal })]);
      return toWalletList(merchantSingle, wallets);
    }),
    fetchWalletBalance: effect<{ id: number }, number>(async ({ id }, signal) => {
      const v = await client.call('balance', { typeId: id }, { signal });
      const row = v.balance.find((b) => b.accountTypeId === id);
      if (!row) throw errorInfo('malformed', 'errors.unknown', 'malformed');
      return row.availBalance;
    }),
    transferFunds: effect<TransferRequest, TransferResult>(async (req, signal) => {
      const body =
        req.direction === 'in'
          ? { fromTypeId: MAIN_WALLET_TYPE_ID, toTypeId: req.vendor, amount: req.amount }
          : { fromTypeId: req.vendor, toTypeId: MAIN_WALLET_TYPE_ID, amount: req.amount };
      return toResult(await client.call('walletTransfer', body, { signal }));
    }),
    gatherAll: effect<void, TransferResult>(async (_, signal) =>
      toResult(await client.call('walletTransfer', { toTypeId: MAIN_WALLET_TYPE_ID, all: true }, { signal })),
    ),
  };
};

export type WalletTransferEffects = ReturnType<typeof walletTransferEffects>;
