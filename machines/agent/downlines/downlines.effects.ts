/** The downline list and the transfer to a downline (gateway-protocol §5.9 /wps/agent/*, designed). */
import type { GatewayClient } from '../../../gateway/client';
import type { ContractKind, ContractStatus } from '../../../gateway/agent/contract';
import type { DownlineTransferValue, DownlineValue } from '../../../gateway/agent/schemas';
import { agentEffect } from '../contracts/contract-errors';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';

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

export type TransferResult = DownlineTransferValue;

export const toDownline = (v: DownlineValue): Downline => ({
  account: v.account,
  type: v.type,
  registeredAt: v.regDate,
  lastLoginAt: v.lastLogin ?? null,
  balance: v.balance,
  contracts: v.contracts,
});

export const downlinesEffects = (client: GatewayClient) => ({
  fetchDownlines: agentEffect<PageRequest<DownlineFilters>, PageResult<Downline>>(async (req, signal) => {
    const value = await client.call('downlines', { pageNo: req.page, pageSize: req.pageSize, account: req.filters.account }, { signal });
    return { rows: value.list.map(toDownline), totalCount: value.totalCount, totalPages: value.totalPages };
  }),
  transferToDownline: agentEffect<{ downline: string; amount: number; paymentPassword: string }, TransferResult>((i, signal) => client.call('downlineTransfer', { ...i }, { signal })),
});

export type DownlinesEffects = ReturnType<typeof downlinesEffects>;
