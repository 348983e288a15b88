/** Values of the money calls (gateway-protocol §5.5, §5.9; designed parts: evidence.ts). */
import * as v from 'valibot';
import { flag, id, num } from '../schema';

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

export const depositSettings = v.looseObject({
  allowDeposit: v.optional(v.string(), 'N'),
  totalDepositSuccessCount: v.optional(num, 0),
  depositInfo: v.optional(v.array(depositChannel), []),
});
export type DepositSettingsValue = v.InferOutput<typeof depositSettings>;

/**
 * One of the merchant's receiving bank accounts (`/wps/system/depositBanks`): where a bank-transfer
 * deposit (`deposit/mt`) is sent. The member picks one; its details are the ones to copy.
 */
export const depositBank = v.looseObject({
  bankId: id,
  bankCode: v.optional(v.string(), ''),
  bankName: v.string(),
  accountName: v.optional(v.string(), ''),
  accountNumber: v.string(),
});
export const depositBanks = v.looseObject({ list: v.optional(v.array(depositBank), []) });
export type DepositBanksValue = v.InferOutput<typeof depositBanks>;

/**
 * A submitted deposit (`/wps/transaction/deposit/{pg,mt,ma,qr}`): pending until the money arrives,
 * with what the member's next step needs. The kind of deposit says which step it is (a bank
 * transfer to the chosen receiving account, a QR code, a payment page).
 */
export const depositOrder = v.looseObject({
  transId: id,
  amount: num,
  /** The reference the member writes on the transfer. */
  reference: v.optional(v.string(), ''),
  /** The text a QR step encodes (a payment URI). */
  qrContent: v.nullish(v.string()),
  /** The payment page (a payment gateway, the e-wallet's own page). */
  payUrl: v.nullish(v.string()),
  /** epoch ms after which the order lapses. */
  expireTime: v.nullish(num),
});
export type DepositOrderValue = v.InferOutput<typeof depositOrder>;

/** `MCSFE_getWithdrawSettings`: the limits (known), with the count left today and the turnover still to play (designed). */
export const withdrawSettings = v.looseObject({
  minimumAmount: v.optional(num, 0),
  maximumAmount: v.optional(num, 0),
  /** Withdrawals left today (null: no daily count). */
  remainingCount: v.nullish(num),
  /** Turnover still to play before a withdrawal is accepted (0: none). */
  turnoverRemaining: v.optional(num, 0),
});
export type WithdrawSettingsValue = v.InferOutput<typeof withdrawSettings>;

/** One payout account of `/wps/member/bankCard` (the number masked). */
export const bankCard = v.looseObject({
  id,
  /** BANK or EWALLET (PAYOUT_ACCOUNT_TYPES). */
  accountType: v.optional(v.string(), 'BANK'),
  bankName: v.string(),
  accountName: v.optional(v.string(), ''),
  accountNumber: v.string(),
});
export const bankCards = v.looseObject({ list: v.optional(v.array(bankCard), []) });
export type BankCardsValue = v.InferOutput<typeof bankCards>;

/** `/wps/member/hasWithdrawalPassword`: whether a payment (withdrawal) password is set. */
export const hasWithdrawalPassword = flag;

/** A withdrawal accepted: pending until paid; the balance after the money is held. */
export const withdrawResult = v.looseObject({
  transId: id,
  amount: num,
  status: v.optional(v.string(), 'PENDING'),
  balance: v.nullish(num),
  /** A confirmation the member will be asked for (paid by another member's deposit), or null. */
  confirmationId: v.nullish(id),
});
export type WithdrawResultValue = v.InferOutput<typeof withdrawResult>;

/**
 * One step of a confirmation's timeline: its time, what happened, why as a code
 * (CONFIRMATION_REASONS; '' from a gateway that sends none), the gateway's own wording of it
 * (English, not shown), the member's remark on their answer, and what the reason's text needs
 * (the minutes of a timeout, the amount received in part, the number of proof images).
 */
export const confirmationStep = v.looseObject({
  time: num,
  step: v.string(),
  reasonCode: v.optional(v.string(), ''),
  reason: v.optional(v.string(), ''),
  remark: v.nullish(v.string()),
  minutes: v.nullish(num),
  amount: v.nullish(num),
  proofs: v.nullish(num),
});

/** A withdrawal confirmation (C2C): the withdrawal, who pays it, its state and deadline, its steps. */
export const paymentConfirmation = v.looseObject({
  id,
  transId: id,
  amount: num,
  depositorName: v.optional(v.string(), ''),
  /** PENDING, RECEIVED, PARTIAL, NOT_RECEIVED or AUTO_RECEIVED (CONFIRMATION_STATUSES). */
  status: v.string(),
  createTime: num,
  /** When an unanswered confirmation counts as received. */
  deadline: num,
  autoConfirmMinutes: v.optional(num, 0),
  /** Seconds left before it counts as received, by the gateway's clock (0 once answered). */
  remainingSeconds: v.optional(num, 0),
  receivedAmount: v.nullish(num),
  remark: v.nullish(v.string()),
  steps: v.optional(v.array(confirmationStep), []),
});
export type PaymentConfirmationValue = v.InferOutput<typeof paymentConfirmation>;
export const paymentConfirmationList = v.looseObject({ list: v.optional(v.array(paymentConfirmation), []) });

/** The transfer to the upline: who the upline is and the limits. */
export const uplineTransferSetting = v.looseObject({
  /** '' when the member has no upline. */
  uplineAccount: v.optional(v.string(), ''),
  minAmount: v.optional(num, 0),
  maxAmount: v.optional(num, 0),
});
export const transferResult = v.looseObject({ transId: id, amount: num, balance: v.nullish(num), recipient: v.optional(v.string(), '') });
