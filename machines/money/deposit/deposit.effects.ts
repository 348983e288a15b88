/**
 * The deposit's calls (gateway-protocol §5.5): the settings (whether deposits are allowed, the
 * channels and their limits) with the merchant's receiving bank accounts, and the submit, plain
 * JSON on the path of the channel's kind (DEPOSIT_CALLS: a bank transfer to deposit/mt, a QR
 * payment to deposit/qr, an e-wallet to deposit/ma, online banking to deposit/pg).
 */
import type { GatewayClient } from '../../../gateway/client';
import { DEPOSIT_CALLS, DEPOSIT_CHANNEL_TYPES, DEPOSIT_STEP_OF, type DepositChannelType } from '../../../gateway/money/contract';
import type { DepositBanksValue, DepositOrderValue, DepositSettingsValue } from '../../../gateway/money/schemas';
import { effect, errorInfo } from '../../shared/effect';
import type { DepositBank, DepositSettings, DepositOrder, DepositRequest } from './deposit.types';

const TYPES: readonly string[] = DEPOSIT_CHANNEL_TYPES;

export function toDepositSettings(v: DepositSettingsValue, b: DepositBanksValue): DepositSettings {
  const banks = b.list.map((x) => ({ id: x.bankId, name: x.bankName, accountName: x.accountName, accountNumber: x.accountNumber }));
  return {
    allowed: v.allowDeposit.toUpperCase() === 'Y',
    successCount: v.totalDepositSuccessCount,
    channels: v.depositInfo
      .filter((c) => TYPES.includes(c.channelType.toUpperCase()))
      .map((c) => {
        const type = c.channelType.toUpperCase() as DepositChannelType;
        return {
          id: c.channelId,
          type,
          name: c.channelName,
          min: c.minAmount,
          max: c.maxAmount,
          quickAmounts: c.quickAmounts.filter((a) => a > 0 && (c.maxAmount <= 0 || a <= c.maxAmount) && a >= c.minAmount),
          // A bank transfer needs an account to go to.
          closed: c.status.toUpperCase() !== 'Y' || (type === 'BANK' && banks.length === 0),
        };
      }),
    banks,
  };
}

/** The order, or a malformed-answer error when the next step cannot be shown. */
export function toDepositOrder(type: DepositChannelType, v: DepositOrderValue, bank: DepositBank | null): DepositOrder {
  const step = DEPOSIT_STEP_OF[type];
  const usable = (step === 'BANK' && bank) || (step === 'QR' && v.qrContent) || (step === 'REDIRECT' && v.payUrl && /^https?:\/\//i.test(v.payUrl));
  if (!usable) throw errorInfo('malformed.deposit.order', 'errors.unknown', 'malformed');
  return {
    transId: v.transId,
    amount: v.amount,
    step,
    reference: v.reference,
    bank: step === 'BANK' && bank ? { name: bank.name, accountName: bank.accountName, accountNumber: bank.accountNumber } : null,
    qrContent: step === 'QR' ? (v.qrContent ?? null) : null,
    payUrl: step === 'REDIRECT' ? (v.payUrl ?? null) : null,
    expiresAt: v.expireTime ?? null,
  };
}

export const depositEffects = (client: GatewayClient) => ({
  fetchDepositSettings: effect<void, DepositSettings>(async (_i, signal) => {
    const [settings, banks] = await Promise.all([client.call('depositSettings', {}, { signal }), client.call('depositBanks', {}, { signal })]);
    return toDepositSettings(settings, banks);
  }),
  submitDeposit: effect<DepositRequest, DepositOrder>(async (i, signal) => {
    const value =
      i.type === 'BANK'
        ? await client.call(DEPOSIT_CALLS.BANK, { channelId: i.channelId, bankId: i.bank?.id ?? '', amount: i.amount }, { signal })
        : await client.call(DEPOSIT_CALLS[i.type], { channelId: i.channelId, amount: i.amount }, { signal });
    return toDepositOrder(i.type, value, i.bank);
  }),
});

export type DepositEffects = ReturnType<typeof depositEffects>;
