/**
 * Which account types are agents, for the agent centre's views (views import machines, never
 * gateway/): the gateway's one list (gateway/account/contract.ts), re-exported.
 */
export { AGENT_TYPES, isAgentType } from '../../gateway/account/contract';
