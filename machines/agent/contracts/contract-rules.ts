/** The contract constants and rules the views use (re-exported from the gateway's contract module). */
export { DIVIDEND_PERIODS, MAX_TIERS, topRate } from '../../../gateway/agent/contract';
export type { ContractKind, ContractTier } from '../../../gateway/agent/contract';
