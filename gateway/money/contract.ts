/**
 * Constants of the money calls (deposit, withdraw, the withdrawal confirmation) that the
 * machines, the views and the simulator share. Designed where the public record is silent
 * (gateway/money/evidence.ts says where).
 */
import { countWords } from '../words.contract';

/** How a deposit channel takes the money: a bank transfer, an e-wallet, a QR code, an online payment page. */
export const DEPOSIT_CHANNEL_TYPES = ['BANK', 'EWALLET', 'QR', 'ONLINE'] as const;
export type DepositChannelType = (typeof DEPOSIT_CHANNEL_TYPES)[number];

/** What the member does after submitting a deposit: transfer to the account shown, scan a QR, pay on the provider's page. */
export const DEPOSIT_NEXT_STEPS = ['BANK', 'QR', 'REDIRECT'] as const;
export type DepositNextStep = (typeof DEPOSIT_NEXT_STEPS)[number];

/**
 * Where a deposit of each kind of channel is submitted: the legacy client's four deposit paths
 * (`/wps/transaction/deposit/{mt,qr,ma,pg}`), one entry of the table each. `mt` is the manual
 * bank transfer, `qr` the QR payment, `pg` the payment gateway's page; `ma` is the payment from the
 * member's own e-wallet account (gateway/money/evidence.ts says why).
 */
export const DEPOSIT_CALLS = { BANK: 'depositMt', QR: 'depositQr', EWALLET: 'depositMa', ONLINE: 'depositPg' } as const satisfies Record<
  DepositChannelType,
  string
>;
export type DepositCall = (typeof DEPOSIT_CALLS)[DepositChannelType];

/** The member's next step after a deposit of each kind of channel. */
export const DEPOSIT_STEP_OF = { BANK: 'BANK', QR: 'QR', EWALLET: 'REDIRECT', ONLINE: 'REDIRECT' } as const satisfies Record<
  DepositChannelType,
  DepositNextStep
>;

/** Kinds of payout account a withdrawal goes to. */
export const PAYOUT_ACCOUNT_TYPES = ['BANK', 'EWALLET'] as const;
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number];

/** The withdrawal confirmation (spec §4): what the member answers. */
export const C2C_ANSWERS = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const;
export type C2cAnswer = (typeof C2C_ANSWERS)[number];

/** A confirmation's state: waiting for the member, or answered (AUTO_RECEIVED: the time ran out). */
export const CONFIRMATION_STATUSES = ['PENDING', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/**
 * Why a step of a confirmation's timeline happened, as a code (like the gateway's error codes: the
 * app words it in the member's language; the step's `reason` is the gateway's own English and is
 * never shown): the withdrawal was submitted, matched with a member's deposit, that member paid,
 * the member answered (received in full, in part, not received), or nobody answered in time.
 */
export const CONFIRMATION_REASONS = [
  'withdraw.submitted',
  'deposit.matched',
  'deposit.paid',
  'member.received',
  'member.partial',
  'member.not.received',
  'confirm.timeout',
] as const;
export type ConfirmationReason = (typeof CONFIRMATION_REASONS)[number];
/** The reason of a confirmation nobody answered in time (its step says the minutes). */
export const TIMEOUT_REASON: ConfirmationReason = 'confirm.timeout';
/** The reasons of the member's own answers: their step carries the member's remark, shown as written. */
export const MEMBER_ANSWER_REASONS: readonly ConfirmationReason[] = ['member.received', 'member.partial', 'member.not.received'];

/** The remark of a confirmation: at most this many characters (spec §5, §9). */
export const REMARK_MAX = 140;
/**
 * The remark's word bounds, when the member writes one (spec §5: "withdrawal-confirmation content
 * must be between {0} and {1} words", the bounds not shown). Designed: at least two words, so
 * that customer service reads what happened, and at most forty, which 140 characters hold.
 * Counted as the feedback's content is (`countWords`, any script).
 */
export const REMARK_WORDS = { min: 2, max: 40 } as const;

/** A remark is left empty, or written within REMARK_WORDS. */
export function remarkWordsFit(remark: string): boolean {
  const words = countWords(remark);
  return words === 0 || (words >= REMARK_WORDS.min && words <= REMARK_WORDS.max);
}

/** The proof images of a confirmation: png or jpg, at most this many (spec §5, §9). */
export const PROOFS_MAX = 3;
