/** Values of the money calls (gateway-protocol §5.5, §5.9; designed parts in endpoints.ts). */
import * as v from 'valibot';
import { id, num } from '../schema';

/** One deposit channel of `MCSFE_getDepositSettings`'s `depositInfo`. */
export const depositChannel = v.looseObject({
  channelId: id,
  /** BANK, EWALLET, QR or ONLINE (DEPOSIT_CHANNEL_TYPES). */
  channelType: v.string(),
  channelName: v.optional(v.string(), ''),
  minAmount: v.optional(num, 0),
  maxAmount: v.optional(num, 0),
  quickAmounts: v.optional(v.array(num), []),
  /** "Y" open, anything else closed for now. */
  status: v.optional(v.string(), 'Y'),
});
export type DepositChannelValue = v.InferOutput<typeof depositChannel>;

export const depositSettings = v.looseObject({
  allowDeposit: v.optional(v.string(), 'N'),
  totalDepositSuccessCount: v.optional(num, 0),
  depositInfo: v.optional(v.array(depositChannel), []),
});
export type DepositSettingsValue = v.InferOutput<typeof depositSettings>;

/** A submitted deposit: pending until the money arrives, with the member's next step. */
export const depositOrder = v.looseObject({
  transId: id,
  amount: num,
  /** BANK, QR or REDIRECT (DEPOSIT_NEXT_STEPS). */
  nextStep: v.string(),
  /** The reference the member writes on the transfer. */
  reference: v.optional(v.string(), ''),
  bankName: v.nullish(v.string()),
  accountName: v.nullish(v.string()),
  accountNumber: v.nullish(v.string()),
  /** The text a QR step encodes (a payment URI). */
  qrContent: v.nullish(v.string()),
  /** The provider's payment page (REDIRECT). */
  payUrl: v.nullish(v.string()),
  /** epoch ms after which the order lapses. */
  expireTime: v.nullish(num),
});
export type DepositOrderValue = v.InferOutput<typeof depositOrder>;
