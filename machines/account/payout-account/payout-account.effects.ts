/** Payout accounts: the banks the merchant pays out to, and the encrypted add. */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { AddedAccount, AddPayoutRequest, PayoutBank } from './payout-account.machine';

export const payoutAccountEffects = (client: GatewayClient) => ({
  fetchBanks: effect<void, PayoutBank[]>(async (_i, signal) => {
    const v = await client.call('withdrawBanks', {}, { signal });
    return v.list.map((b) => ({
      code: b.bankCode,
      name: b.bankName,
      type: b.accountType.toUpperCase() === 'EWALLET' ? ('EWALLET' as const) : ('BANK' as const),
    }));
  }),
  addPayoutAccount: effect<AddPayoutRequest, AddedAccount>(async (i, signal) => {
    const v = await client.call('addBankCard', { ...i }, { signal });
    return { id: v.id, bankName: v.bankName, accountNumber: v.accountNumber };
  }),
});

export type PayoutAccountEffects = ReturnType<typeof payoutAccountEffects>;
