/** The wallet's rules: the default currency symbol (spec §3) and which figure is the playable balance. */
import type { WalletBalanceValue } from '../../../gateway/member/schemas';

export const DEFAULT_CURRENCY_SYMBOL = '$';

/** The playable balance: the sum when given, otherwise the main wallet (accountTypeId 2) or the sum of rows. */
export function playableBalance(v: WalletBalanceValue): number {
  if (typeof v.sumBalance === 'number' && Number.isFinite(v.sumBalance)) return v.sumBalance;
  const main = v.balance.find((b) => b.accountTypeId === 2);
  if (main) return main.availBalance;
  return v.balance.reduce((sum, b) => sum + (Number.isFinite(b.availBalance) ? b.availBalance : 0), 0);
}
