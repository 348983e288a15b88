/** The wallet's rules: the default currency symbol (spec §3) and which figure is the playable balance. */
import type { FundsConsolidatedValue, WalletBalanceValue } from '../../../gateway/member/schemas';

export { DEFAULT_CURRENCY_SYMBOL } from './wallet.selectors';

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

/** The contract requests waiting for the member (the consolidated answer's flags), and what describes each. */
export interface ContractFlags {
  dailySalary: boolean;
  dividend: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
  /** The `*info*` fields as the gateway sent them (shape not public). */
  info: { dailySalary: unknown; dividend: unknown; hourlySalary: unknown; monthlyDailySalary: unknown };
}

export function contractFlagsOf(v: FundsConsolidatedValue): ContractFlags {
  return {
    dailySalary: v.dailysalreqtype,
    dividend: v.divtypereq,
    hourlySalary: v.contracthoursalreq,
    realtimeSalary: v.realtimesalreqtype,
    info: { dailySalary: v.dailysalinfotype ?? null, dividend: v.divtypeinfo ?? null, hourlySalary: v.contracthoursalinfo ?? null, monthlyDailySalary: v.contractmrdailysalinfotype ?? null },
  };
}
