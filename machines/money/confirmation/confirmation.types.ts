/** The confirmation workflow's domain types, read by its effects, machine, selectors and views. */
import type { C2cAnswer, ConfirmationStatus } from '../../../gateway/money/contract';

export interface ConfirmationStep {
  time: number;
  /** SUBMITTED, MATCHED, PAID, RECEIVED, PARTIAL, NOT_RECEIVED, AUTO_RECEIVED (or a step the gateway added). */
  step: string;
  /** Why, as a code the app words (CONFIRMATION_REASONS); '' when the gateway gave none. */
  reasonCode: string;
  /** The member's own remark on their answer, as written ('' on every other step). */
  remark: string;
  /** The minutes of a timeout, the amount received in part, the proof images sent (null when not said). */
  minutes: number | null;
  amount: number | null;
  proofs: number | null;
}

export interface Confirmation {
  id: string;
  transId: string;
  amount: number;
  depositorName: string;
  status: ConfirmationStatus;
  createdAt: number;
  deadline: number;
  minutes: number;
  /** Seconds left before it counts as received (the gateway's clock). */
  remainingSeconds: number;
  receivedAmount: number | null;
  remark: string;
  steps: ConfirmationStep[];
}

export interface C2cRequest {
  id: string;
  answer: C2cAnswer;
  receivedAmount?: number;
  remark: string;
  /** png / jpg data URLs. */
  images: string[];
}
