/** The contract workflows' effects (gateway-protocol §5.5 flags, §5.8 contracts). */
import type { GatewayClient } from '../../../gateway/client';
import type { ContractAction, ContractKind, ContractTier } from '../../../gateway/agent/contract';
import type { ContractDecisionValue, ContractDraftValue, ContractValue, FundsConsolidatedValue, RealtimeSettlementValue } from '../../../gateway/agent/schemas';
import { agentEffect } from './contract-errors';

export type Contract = ContractValue;
export type ContractDraft = ContractDraftValue;
export type ContractDecision = ContractDecisionValue;
export type ContractFlags = FundsConsolidatedValue;
export type Payout = RealtimeSettlementValue['payouts'][number];

const RELAY = {
  DIVIDEND: 'dividendContract',
  DAILY: 'dailySalaryContract',
  HOURLY: 'hourSalaryContract',
  REALTIME: 'realTimeSalaryContract',
} as const;

export interface DecideInput {
  kind: ContractKind;
  action: Exclude<ContractAction, 'SETTLE'>;
  contractId: string;
}

export interface OfferInput {
  downline: string;
  kind: ContractKind;
  period: string;
  tiers: ContractTier[];
}

export const contractsEffects = (client: GatewayClient) => ({
  /** The consolidated funds call's contract flags. */
  fetchContractFlags: agentEffect<void, ContractFlags>((_, signal) => client.call('contractFlags', {}, { signal })),
  fetchContracts: agentEffect<void, Contract[]>(async (_, signal) => (await client.call('contractList', {}, { signal })).contracts),
  decideContract: agentEffect<DecideInput, ContractDecision>((i, signal) => client.call(RELAY[i.kind], { action: i.action, contractId: i.contractId }, { signal })),
  settleRealtime: agentEffect<void, Payout[]>(async (_, signal) => (await client.call('realTimeSalarySettle', {}, { signal })).payouts),
  fetchContractDraft: agentEffect<{ downline: string }, ContractDraft>((i, signal) => client.call('contractDraft', { downline: i.downline }, { signal })),
  offerContract: agentEffect<OfferInput, ContractDecision>((i, signal) => client.call('contractOffer', { ...i, tiers: i.tiers.map((t) => ({ ...t })) }, { signal })),
});

export type ContractsEffects = ReturnType<typeof contractsEffects>;
