/** The transfer to the upline's calls (designed: gateway/money/endpoints.ts uplineTransferSetting, transferUpline). */
import type { GatewayClient } from '../../../gateway/client';
import { effect, errorInfo } from '../../shared/effect';
import type { TransferInfo, TransferRequest, TransferResult } from '../../shared/transfer/transfer.machine';
import { mainBalance } from '../../shared/transfer/main-balance';

export const transferUplineEffects = (client: GatewayClient) => ({
  fetchUplineTransferInfo: effect<{ recipient: string }, TransferInfo>(async (_i, signal) => {
    const [setting, wallet, hasPaymentPassword] = await Promise.all([
      client.call('uplineTransferSetting', {}, { signal }),
      client.call('balance', { typeId: 0 }, { signal }),
      client.call('hasWithdrawalPassword', {}, { signal }),
    ]);
    // Without an upline there is nobody to transfer to: the page says so.
    if (!setting.uplineAccount) throw errorInfo('not.exists.agent', 'money:upline.none');
    return { recipient: setting.uplineAccount, min: setting.minAmount, max: setting.maxAmount, balance: mainBalance(wallet), hasPaymentPassword };
  }),
  submitUplineTransfer: effect<TransferRequest, TransferResult>(async (i, signal) => {
    const v = await client.call('transferUpline', { amount: i.amount, paymentPassword: i.paymentPassword }, { signal });
    return { transId: v.transId, recipient: v.recipient || i.recipient, amount: v.amount, balance: v.balance ?? null };
  }),
});

export type TransferUplineEffects = ReturnType<typeof transferUplineEffects>;
