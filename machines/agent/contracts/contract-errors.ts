/**
 * The agent feature's own refusals (designed codes: simulator/agent/*) and the catalogue keys that
 * say them, in the agent namespace: only the agent's views meet them, so their messages load with
 * those views rather than with the first paint's shell catalogue. `non.agent` (an agent call made
 * by a member who is not an agent) is qualified with its namespace, so every view says it the
 * same way, the shared record list and forms too.
 */
import { effect, toErrorInfo, type Effect, type GatewayErrorInfo } from '../../shared/effect';

export const AGENT_ERROR_KEYS: Readonly<Record<string, string>> = {
  'contract.not.downline': 'contracts.errors.notDownline',
  'contract.offer.pending': 'contracts.errors.offerPending',
  'contract.not.found': 'contracts.errors.notFound',
  'contract.not.pending': 'contracts.errors.notPending',
  'contract.not.active': 'contracts.errors.notActive',
  'contract.rate.above.upline': 'contracts.errors.rateAboveUpline',
  'contract.no.own.contract': 'contracts.errors.noOwn',
  'contract.tiers.not.ascending': 'contracts.errors.notAscendingAny',
  'contract.tier.invalid': 'contracts.errors.tierInvalidAny',
  'contract.tiers.empty': 'contracts.errors.tiersEmpty',
  'contract.tiers.too.many': 'contracts.errors.tooManyTiers',
  'contract.kind.unavailable': 'contracts.errors.kindUnavailable',
  'non.agent': 'agent:centreErrors.agentsOnly',
};

/** A failure as the agent's views show it: its own code's message, else the shell's. */
export function agentErrorInfo(e: unknown): GatewayErrorInfo {
  const info = toErrorInfo(e);
  const key = AGENT_ERROR_KEYS[info.code];
  return key ? { ...info, messageKey: key } : info;
}

/** An effect of an agent call: its refusals carry the agent's own messages (agentErrorInfo). */
export function agentEffect<I, O>(run: (input: I, signal: AbortSignal) => Promise<O>): Effect<I, O> {
  return effect<I, O>(async (input, signal) => {
    try {
      return await run(input, signal);
    } catch (e) {
      throw agentErrorInfo(e);
    }
  });
}
