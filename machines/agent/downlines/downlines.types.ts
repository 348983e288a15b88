/** The downlines workflow's domain types, read by its effects, machine, selectors and views. */
import type { ContractKind, ContractStatus } from '../../../gateway/agent/contract';

export interface DownlineFilters {
  [k: string]: unknown;
  /** A part of the account ('' for all). */
  account: string;
}

export interface Downline {
  account: string;
  /** 0 a player, 1/2/41/42 an agent. */
  type: number;
  registeredAt: number;
  lastLoginAt: number | null;
  balance: number;
  contracts: { kind: ContractKind; status: ContractStatus }[];
}
