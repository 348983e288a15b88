/**
 * The member centre's page workflows (betting record, account record, profit and loss, bonus
 * details, wallet transfer, manual rebate) in one lazily loaded module: one chunk and one loader
 * in the registry (every loader costs the first paint a few bytes), loaded when the member first
 * opens a centre page. The record lists are all paged queries of the same machine.
 */
export { betRecordsWorkflow } from './bet-records/bet-records.workflow';
export { bonusesWorkflow } from './bonuses/bonuses.workflow';
export { profitWorkflow } from './profit/profit.workflow';
export { transactionsWorkflow } from './transactions/transactions.workflow';
export { rebateWorkflow } from './rebate/rebate.workflow';
export { walletTransferWorkflow } from './wallet-transfer/wallet-transfer.workflow';
