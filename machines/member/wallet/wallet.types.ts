/** The wallet's domain: the contract flags its consolidated answer carries, and the symbol shown before it knows the member's. */

/** The currency symbol until the wallet says its own (spec §3): the header shows it before the wallet starts. */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/** The contract offers waiting for the member (the consolidated answer's maps), and the kinds in force (its info flags). */
export interface ContractFlags {
  dailySalary: boolean;
  dividend: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
  /** The info flags (W1 checkConsolidated): a contract of that kind is in force. */
  info: { dailySalary: boolean; dividend: boolean; hourlySalary: boolean; monthlyDailySalary: boolean };
}
