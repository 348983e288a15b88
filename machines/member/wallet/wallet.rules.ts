/** The wallet's rules: which figure is the playable balance, and which contract offers wait. */
import type { FundsConsolidatedValue, WalletBalanceValue } from '../../../gateway/member/schemas';
import type { ContractFlags } from './wallet.types';

/**
 * The playable balance: the main wallet's row (accountTypeId 2) as G3 reads it, since sumBalance
 * also counts the vendors' transfer wallets; without that row the sum when given, otherwise the
 * sum of the rows.
 */
export function playableBalance(v: WalletBalanceValue): number {
  const main = v.balance.find((b) => b.accountTypeId === 2);
  if (main) return main.availBalance;
  if (typeof v.sumBalance === 'number' && Number.isFinite(v.sumBalance)) return v.sumBalance;
  return v.balance.reduce((sum, b) => sum + (Number.isFinite(b.availBalance) ? b.availBalance : 0), 0);
}

/** The white-label module that turns the consolidated balance (and the agent contracts) on. */
export const CONSOLIDATED_MODULE = 'AGENTPOLICY3';

/** Whether a consolidated map holds an offer waiting (its entry's status P or E, W1c). */
const waiting = (map: Record<string, readonly { status: string }[]>) =>
  Object.values(map).some((entries) => entries[0]?.status === 'P' || entries[0]?.status === 'E');

export function contractFlagsOf(v: FundsConsolidatedValue): ContractFlags {
  return {
    dailySalary: waiting(v.dailysalreqtype),
    // The dividend's status rides on each tier.
    dividend: waiting(v.divtypereq),
    hourlySalary: waiting(v.contracthoursalreq),
    realtimeSalary: waiting(v.realtimesalreqtype),
    info: { dailySalary: v.dailysalinfotype, dividend: v.divtypeinfo, hourlySalary: v.contracthoursalinfo, monthlyDailySalary: v.contractmrdailysalinfotype },
  };
}
