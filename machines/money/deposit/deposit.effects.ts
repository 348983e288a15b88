/** The deposit's calls: the settings (channels and limits) and the encrypted submit (gateway-protocol §5.5). */
import type { GatewayClient } from '../../../gateway/client';
import type { DepositChannelType, DepositNextStep } from '../../../gateway/money/contract';
import type { DepositOrderValue, DepositSettingsValue } from '../../../gateway/money/schemas';
import { effect, errorInfo } from '../../shared/effect';

export interface DepositChannel {
  id: string;
  type: DepositChannelType;
  name: string;
  min: number;
  max: number;
  quickAmounts: number[];
  /** Closed for now (the channel is listed but takes nothing). */
  closed: boolean;
}

export interface DepositSettings {
  /** allowDeposit is "Y". */
  allowed: boolean;
  successCount: number;
  channels: DepositChannel[];
}

export interface DepositOrder {
  transId: string;
  amount: number;
  step: DepositNextStep;
  reference: string;
  bank: { name: string; accountName: string; accountNumber: string } | null;
  qrContent: string | null;
  payUrl: string | null;
  expiresAt: number | null;
}

const TYPES: readonly string[] = ['BANK', 'EWALLET', 'QR', 'ONLINE'];

export function toDepositSettings(v: DepositSettingsValue): DepositSettings {
  return {
    allowed: v.allowDeposit.toUpperCase() === 'Y',
    successCount: v.totalDepositSuccessCount,
    channels: v.depositInfo
      .filter((c) => TYPES.includes(c.channelType.toUpperCase()))
      .map((c) => ({
        id: c.channelId,
        type: c.channelType.toUpperCase() as DepositChannelType,
        name: c.channelName,
        min: c.minAmount,
        max: c.maxAmount,
        quickAmounts: c.quickAmounts.filter((a) => a > 0 && (c.maxAmount <= 0 || a <= c.maxAmount) && a >= c.minAmount),
        closed: c.status.toUpperCase() !== 'Y',
      })),
  };
}

/** The order, or a malformed-answer error when the next step cannot be shown. */
export function toDepositOrder(v: DepositOrderValue): DepositOrder {
  const step = v.nextStep.toUpperCase();
  const bank = v.bankName && v.accountNumber ? { name: v.bankName, accountName: v.accountName ?? '', accountNumber: v.accountNumber } : null;
  const usable = (step === 'BANK' && bank) || (step === 'QR' && v.qrContent) || (step === 'REDIRECT' && v.payUrl && /^https?:\/\//i.test(v.payUrl));
  if (!usable) throw errorInfo('malformed.deposit.order', 'errors.unknown', 'malformed');
  return {
    transId: v.transId,
    amount: v.amount,
    step: step as DepositNextStep,
    reference: v.reference,
    bank,
    qrContent: v.qrContent ?? null,
    payUrl: v.payUrl ?? null,
    expiresAt: v.expireTime ?? null,
  };
}

export const depositEffects = (client: GatewayClient) => ({
  fetchDepositSettings: effect<void, DepositSettings>(async (_i, signal) => toDepositSettings(await client.call('depositSettings', {}, { signal }))),
  submitDeposit: effect<{ channelId: string; amount: number }, DepositOrder>(async (i, signal) =>
    toDepositOrder(await client.call('deposit', { channelId: i.channelId, amount: i.amount }, { signal })),
  ),
});

export type DepositEffects = ReturnType<typeof depositEffects>;
