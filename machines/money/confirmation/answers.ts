/** What the confirmation's views need of the contract (views import machines, never gateway/). */
export { C2C_ANSWERS, CONFIRMATION_REASONS, CONFIRMATION_STATUSES, REMARK_MAX } from '../../../gateway/money/contract';
export type { C2cAnswer, ConfirmationReason, ConfirmationStatus } from '../../../gateway/money/contract';
