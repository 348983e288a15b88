/**
 * The withdrawal's calls: the settings, the payout accounts, the balance and whether a payment
 * password is set, together; and the encrypted withdraw (gateway-protocol §5.5).
 */
import type { GatewayClient } from '../../../gateway/client';
import type { WalletBalanceValue } from '../../../gateway/member/schemas';
import type { BankCardsValue, WithdrawResultValue, WithdrawSettingsValue } from '../../../gateway/money/schemas';
import { effect } from '../../shared/effect';
import { mainBalance } from '../../shared/transfer/main-balance';
import type { WithdrawInfo, WithdrawResult, WithdrawRequest } from './withdraw.types';

export function toWithdrawInfo(settings: WithdrawSettingsValue, cards: BankCardsValue, wallet: WalletBalanceValue, hasPaymentPassword: boolean): WithdrawInfo {
  return {
    min: settings.minimumAmount,
    max: settings.maximumAmount,
    balance: mainBalance(wallet),
    remainingCount: settings.remainingCount ?? null,
    turnoverRemaining: settings.turnoverRemaining,
    accounts: cards.list.map((c) => ({
      id: c.id,
      type: c.accountType.toUpperCase() === 'EWALLET' ? 'EWALLET' : 'BANK',
      bankName: c.bankName,
      accountName: c.accountName,
      accountNumber: c.accountNumber,
    })),
    hasPaymentPassword,
  };
}

export const toWithdrawResult = (v: WithdrawResultValue): WithdrawResult => ({
  transId: v.transId,
  amount: v.amount,
  balance: v.balance ?? null,
  confirmationId: v.confirmationId ?? null,
});

export const withdrawEffects = (client: GatewayClient) => ({
  fetchWithdrawInfo: effect<void, WithdrawInfo>(async (_i, signal) => {
    const [settings, cards, wallet, hasPassword] = await Promise.all([
      client.call('withdrawSettings', { groupId: 0 }, { signal }),
      client.call('bankCards', {}, { signal }),
      client.call('balance', { typeId: 0 }, { signal }),
      client.call('hasWithdrawalPassword', {}, { signal }),
    ]);
    return toWithdrawInfo(settings, cards, wallet, hasPassword);
  }),
  submitWithdraw: effect<WithdrawRequest, WithdrawResult>(async (i, signal) => toWithdrawResult(await client.call('withdraw', { ...i }, { signal }))),
});

export type WithdrawEffects = ReturnType<typeof withdrawEffects>;
