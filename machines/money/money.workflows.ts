/**
 * Every money workflow (deposit, withdraw, the withdrawal confirmation, transfer to the upline),
 * behind one lazy import: the first paint carries one import of this chunk rather than four
 * (decision 0010).
 */
export { confirmationWorkflow } from './confirmation/confirmation.workflow';
export { depositWorkflow } from './deposit/deposit.workflow';
export { transferUplineWorkflow } from './transfer-upline/transfer-upline.workflow';
export { withdrawWorkflow } from './withdraw/withdraw.workflow';
