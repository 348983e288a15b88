/** The contract constants and rules the views use (re-exported from the gateway's contract module). */
export { CONTRACT_FLAGS, CONTRACT_GAME_TYPES, CONTRACT_KINDS, DIVIDEND_PERIODS, KIND_GAME_TYPES, MAX_TIERS, topRate, TRANSFER_MAX, TRANSFER_MIN } from '../../../gateway/agent/contract';
export type { ContractGameType, ContractKind, ContractTier } from '../../../gateway/agent/contract';
