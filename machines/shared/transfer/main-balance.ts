/** What a member can spend from the wallet answer (withdrawals and transfers read it the same way). */
import type { WalletBalanceValue } from '../../../gateway/member/schemas';

/** The main wallet's balance (accountTypeId 2), else the sum. */
export function mainBalance(v: WalletBalanceValue): number {
  const main = v.balance.find((b) => b.accountTypeId === 2);
  if (main) return main.availBalance;
  return typeof v.sumBalance === 'number' ? v.sumBalance : 0;
}
