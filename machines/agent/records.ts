/**
 * What the agent centre's record views need of the contracts: the game and transaction types a
 * team report is filtered by, the contract kinds and payout sides (views import machines, never
 * gateway/).
 */
export { CONTRACT_KINDS, PAYOUT_SIDES } from '../../gateway/agent/contract';
export type { ContractKind } from '../../gateway/agent/contract';
export { TRANSACTION_TYPES } from '../../gateway/member/contract';
