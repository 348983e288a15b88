/** The contract workflows' effects (gateway-protocol §5.5 the consolidated call, §5.8 contracts). */
import type { GatewayClient } from '../../../gateway/client';
import { agentEffect } from './contract-errors';
import { contractsOfConsolidated } from './consolidated';
import type { ConsolidatedContracts, Contract, ContractDraft, DecideInput, Decided, OfferInput, OfferResult, Payout } from './contracts.types';

/** A decision as its relay takes it (W1c): the dividend by game type, the salaries by their id. */
function decide(client: GatewayClient, i: DecideInput, signal: AbortSignal) {
  switch (i.kind) {
    case 'DIVIDEND':
      return client.call('dividendContract', { type: i.gameType, status: i.status, ...(i.downline ? { downline: i.downline } : {}) }, { signal });
    case 'DAILY':
      return client.call('dailySalaryContract', { id: i.ref, status: i.status }, { signal });
    case 'HOURLY':
      return client.call('hourSalaryContract', { contractId: i.ref, status: i.status }, { signal });
    case 'REALTIME':
      return client.call('realTimeSalaryContract', { contractId: i.ref, status: i.status }, { signal });
  }
}

export const contractsEffects = (client: GatewayClient) => ({
  /** The consolidated call's offers and contracts in force. */
  fetchContractOffers: agentEffect<void, ConsolidatedContracts>(async (_, signal) =>
    contractsOfConsolidated(await client.call('fundsConsolidated', {}, { signal })),
  ),
  fetchContracts: agentEffect<void, Contract[]>(async (_, signal) => (await client.call('contractList', {}, { signal })).contracts),
  /** Only success counts; what it auto-terminated is read when the answer says. */
  decideContract: agentEffect<DecideInput, Decided>(async (i, signal) => ({ terminated: (await decide(client, i, signal)).terminated })),
  settleRealtime: agentEffect<void, Payout[]>(async (_, signal) => (await client.call('realTimeSalarySettle', {}, { signal })).payouts),
  fetchContractDraft: agentEffect<{ downline: string }, ContractDraft>((i, signal) => client.call('contractDraft', { downline: i.downline }, { signal })),
  offerContract: agentEffect<OfferInput, OfferResult>((i, signal) => client.call('contractOffer', { ...i, tiers: i.tiers.map((t) => ({ ...t })) }, { signal })),
});

export type ContractsEffects = ReturnType<typeof contractsEffects>;
