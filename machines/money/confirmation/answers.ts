/** What the confirmation's views need of the contract (views import machines, never gateway/). */
export { C2C_ANSWERS, CONFIRMATION_REASONS, MEMBER_ANSWER_REASONS, REMARK_MAX, TIMEOUT_REASON } from '../../../gateway/money/contract';
