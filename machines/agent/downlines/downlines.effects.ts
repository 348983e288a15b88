/** The downline list and the transfer to a downline (the legacy /wps/agent/downlines and transferDownline: gateway/agent/endpoints.ts). */
import type { GatewayClient } from '../../../gateway/client';
import { TRANSFER_MAX, TRANSFER_MIN } from '../../../gateway/agent/contract';
import type { DownlineValue } from '../../../gateway/agent/schemas';
import { mainBalance } from '../../shared/transfer/main-balance';
import type { TransferInfo, TransferRequest, TransferResult } from '../../shared/transfer/transfer.machine';
import { agentEffect } from '../contracts/contract-errors';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import type { DownlineFilters, Downline } from './downlines.types';

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
  /**
   * What the transfer form shows for a downline: the agent's spendable balance, the transfer
   * limits (the contract's: no settings call exists for them) and whether the agent has a
   * payment password (hasWithdrawalPassword, as for a withdrawal).
   */
  fetchDownlineTransferInfo: agentEffect<{ recipient: string }, TransferInfo>(async (i, signal) => {
    const [wallet, hasPaymentPassword] = await Promise.all([
      client.call('balance', { typeId: 0 }, { signal }),
      client.call('hasWithdrawalPassword', {}, { signal }),
    ]);
    return { recipient: i.recipient, min: TRANSFER_MIN, max: TRANSFER_MAX, balance: mainBalance(wallet), hasPaymentPassword };
  }),
  /** Encrypted, as the legacy client sends it (PUT /wps/agent/transferDownline): { downline, amount, paymentPassword }. */
  submitDownlineTransfer: agentEffect<TransferRequest, TransferResult>(async (i, signal) => {
    const v = await client.call('downlineTransfer', { downline: i.recipient, amount: i.amount, paymentPassword: i.paymentPassword }, { signal });
    return { transId: v.transId, recipient: i.recipient, amount: v.amount, balance: v.balance };
  }),
});

export type DownlinesEffects = ReturnType<typeof downlinesEffects>;
