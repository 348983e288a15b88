/**
 * The wallet transfer's rules: an amount as typed (digits, at most two decimals, at least the
 * minimum, at most what the source wallet holds), checked in the view as the member types and
 * again in the machine before anything is sent.
 */
import { MAIN_WALLET_TYPE_ID, MIN_TRANSFER_AMOUNT } from '../../../gateway/member/contract';
import type { FieldError } from '../../shared/validation';

export type TransferDirection = 'in' | 'out';

export interface Wallet {
  /** accountTypeId: 2 is the main wallet. */
  id: number;
  /** The vendor's code (the balance row's accountName; '' when the gateway names none); MAIN for the main wallet. */
  vendor: string;
  balance: number;
  /** The vendor refused a transfer for now (wallet.is.locked); cleared when the wallets are read again. */
  locked: boolean;
}

/** A vendor of the catalogue, as far as naming a wallet needs it. */
export interface CatalogueVendor {
  code: string;
  name: string;
  accountTypeName: string | null;
}

/**
 * A vendor wallet's name: the catalogue's vendor whose wallet (accountTypeName) or code is the
 * wallet's, else the code itself; null when the gateway named the wallet not at all (the page
 * then numbers it).
 */
export function walletName(w: Pick<Wallet, 'vendor'>, vendors: readonly CatalogueVendor[]): string | null {
  const code = w.vendor.trim().toUpperCase();
  if (!code) return null;
  const v = vendors.find((x) => (x.accountTypeName ?? '').toUpperCase() === code) ?? vendors.find((x) => x.code.toUpperCase() === code);
  return v?.name || w.vendor;
}

export { MAIN_WALLET_TYPE_ID, MIN_TRANSFER_AMOUNT };

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** The amount typed, as a number (spaces and thousands separators ignored), or null when it is not a money amount. */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[\s,]/g, '');
  return AMOUNT.test(clean) ? Number(clean) : null;
}

/** What is wrong with an amount for a transfer out of a wallet holding `available`, or null. */
export function validateAmount(text: string, available: number | null): FieldError | null {
  if (text.trim() === '') return { key: 'wallets:walletTransfer.validation.amountRequired' };
  const n = parseAmount(text);
  if (n === null) return { key: 'wallets:walletTransfer.validation.amountFormat' };
  if (n < MIN_TRANSFER_AMOUNT) return { key: 'wallets:walletTransfer.validation.amountMin', params: { min: MIN_TRANSFER_AMOUNT } };
  if (available !== null && Math.round(n * 100) > Math.round(available * 100)) return { key: 'wallets:walletTransfer.validation.amountOver' };
  return null;
}

/** The wallet money leaves in a transfer of `direction` with vendor wallet `vendor`. */
export function sourceOf(wallets: readonly Wallet[], direction: TransferDirection, vendor: number | null): Wallet | undefined {
  return wallets.find((w) => w.id === (direction === 'in' ? MAIN_WALLET_TYPE_ID : vendor));
}

/** Money in vendor wallets that a transfer-all would gather (locked ones keep theirs). */
export function gatherable(wallets: readonly Wallet[]): number {
  return wallets.reduce((sum, w) => sum + (w.id !== MAIN_WALLET_TYPE_ID && !w.locked ? Math.round(w.balance * 100) : 0), 0) / 100;
}
