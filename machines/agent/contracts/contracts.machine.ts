/**
 * contracts: the logged-in member's contracts (spec §2 "contract modal for logged-in users",
 * §4 contract transitions), as upline and as downline. Three regions while logged in:
 *
 * - `data`: on login, the consolidated funds flags (gateway-protocol §5.5) — only with the agent
 *   policy module (AGENTPOLICY3) on and not for a trial account (spec §6, like the wallet's
 *   consolidated balance); when an offer waits or a real-time salary contract is active, the list
 *   is loaded (the contract modal shows the offers). The agent centre's contracts page asks for
 *   the list itself (`contracts.load`). Flags that arrive after the login are taken into account.
 * - `action`: accept or reject an offer, terminate a contract after a confirmation that says what
 *   ends when; the answer (with whatever the acceptance auto-terminated) is kept to show.
 * - `realtime`: while this member holds an active real-time salary contract, the salary is
 *   settled every 5 minutes (XState delay); each payout refreshes the wallet.
 *
 * Invokes fetchContractFlags, fetchContracts, decideContract, settleRealtime. No children.
 */
import { and, assign, not, setup } from 'xstate';
import { REALTIME_SETTLE_MS } from '../../../gateway/agent/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type BootstrapConfigured, type SessionChanged } from '../../shared/broadcasts';
import { notProvided } from '../../shared/effect';
import { agentErrorInfo } from './contract-errors';
import type { Contract, ContractDecision, ContractFlags, DecideInput, Payout } from './contracts.effects';

/** The white-label module behind the consolidated call and the contracts (spec §6). */
export const AGENT_POLICY_MODULE = 'AGENTPOLICY3';

export interface ContractsContext {
  username: string | null;
  /** AGENTPOLICY3 is on (from the white-label flags). */
  agentPolicy: boolean;
  /** The logged-in member plays on a trial account. */
  isTrial: boolean;
  flags: ContractFlags | null;
  contracts: Contract[] | null;
  error: GatewayErrorInfo | null;
  /** The contract a terminate asks to confirm, or an accept / reject being sent. */
  target: Contract | null;
  /** What is being asked of the target. */
  pending: DecideInput['action'] | null;
  /** The last answer to an accept, reject or terminate (what changed, what was auto-terminated). */
  decision: (ContractDecision & { action: DecideInput['action']; via: 'modal' | 'page' }) | null;
  /** Where the accept or reject being sent was given (the contract modal shows its own answer). */
  via: 'modal' | 'page';
  actionError: GatewayErrorInfo | null;
  /** The contract modal was put off until the next login. */
  modalLater: boolean;
  /** Real-time salary payouts this session, newest first. */
  payouts: Payout[];
}

export type ContractsEvent =
  | SessionChanged
  | BootstrapConfigured
  | { type: 'contracts.load' }
  | { type: 'contracts.accept'; contractId: string; via?: 'modal' }
  | { type: 'contracts.reject'; contractId: string; via?: 'modal' }
  | { type: 'contracts.terminate'; contractId: string }
  | { type: 'contracts.confirm' }
  | { type: 'contracts.cancel' }
  | { type: 'contracts.dismiss' }
  | { type: 'contracts.later' };

const anyOffer = (f: ContractFlags) => f.divtypereq || f.dailysalreqtype || f.contracthoursalreq || f.realtimesalreqtype;

const find = (c: ContractsContext, id: string) => c.contracts?.find((x) => x.contractId === id) ?? null;

/** The list with the decision's contracts replaced. */
function merge(list: Contract[] | null, d: ContractDecision): Contract[] | null {
  if (!list) return list;
  const changed = new Map([d.contract, ...d.terminated].map((c) => [c.contractId, c]));
  return list.map((c) => changed.get(c.contractId) ?? c);
}

export const contractsMachine = setup({
  types: {
    context: {} as ContractsContext,
    events: {} as ContractsEvent,
  },
  actors: {
    fetchContractFlags: notProvided<void, ContractFlags>('fetchContractFlags'),
    fetchContracts: notProvided<void, Contract[]>('fetchContracts'),
    decideContract: notProvided<DecideInput, ContractDecision>('decideContract'),
    settleRealtime: notProvided<void, Payout[]>('settleRealtime'),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    /** The agent policy module is on. */
    agentPolicy: ({ context }) => context.agentPolicy,
    /** The member is not on a trial account. */
    notTrial: ({ context }) => !context.isTrial,
    /** The flags say an offer waits or a real-time salary runs: the list is needed. */
    listNeeded: ({ event }) => {
      const f = (event as unknown as { output: ContractFlags }).output;
      return anyOffer(f) || f.realtimesalinfotype;
    },
    /** An offer to this member that is still pending. */
    offerFor: ({ context, event }) => {
      const c = 'contractId' in event ? find(context, event.contractId) : null;
      return c !== null && c.status === 'PENDING' && c.downline === context.username;
    },
    /** A contract this member may end: active (either side), or its own pending offer (withdrawn). */
    terminable: ({ context, event }) => {
      const c = 'contractId' in event ? find(context, event.contractId) : null;
      return c !== null && (c.status === 'ACTIVE' || (c.status === 'PENDING' && c.upline === context.username));
    },
    /** A settlement paid something (the balance changed). */
    paid: ({ event }) => ((event as unknown as { output: Payout[] }).output ?? []).some((p) => p.amount > 0),
    /** This member holds an active real-time salary contract (as the downline). */
    realtimeHeld: ({ context }) => (context.contracts ?? []).some((c) => c.kind === 'REALTIME' && c.status === 'ACTIVE' && c.downline === context.username),
  },
  actions: {
    /** The white-label flags: is the agent policy module on. */
    configure: assign(({ event }) => (event.type === 'bootstrap.configured' ? { agentPolicy: event.flags[AGENT_POLICY_MODULE] === true } : {})),
    /** Who logged in: the account and whether it is a trial one. */
    identify: assign(({ event }) => (event.type === 'session.changed' ? { username: event.username, isTrial: event.isTrial } : {})),
    reset: assign({ username: null, isTrial: false, flags: null, contracts: null, error: null, target: null, pending: null, via: 'page' as const, decision: null, actionError: null, modalLater: false, payouts: [] }),
    target: assign(({ context, event }) => ({
      target: 'contractId' in event ? find(context, event.contractId) : null,
      via: 'via' in event && event.via === 'modal' ? ('modal' as const) : ('page' as const),
      actionError: null,
      decision: null,
    })),
  },
}).createMachine({
  id: 'contracts',
  context: { username: null, agentPolicy: false, isTrial: false, flags: null, contracts: null, error: null, target: null, pending: null, via: 'page' as const, decision: null, actionError: null, modalLater: false, payouts: [] },
  initial: 'inactive',
  on: { 'bootstrap.configured': { actions: 'configure' } },
  states: {
    inactive: {
      entry: 'reset',
      on: {
        'session.changed': { guard: 'loggedIn', target: 'active', actions: 'identify' },
      },
    },
    active: {
      type: 'parallel',
      on: { 'session.changed': [{ guard: not('loggedIn'), target: 'inactive' }, { target: 'active', reenter: true, actions: ['reset', 'identify'] }] },
      states: {
        data: {
          initial: 'choosing',
          states: {
            /** The consolidated flags only with the agent policy on and not for a trial account (spec §6). */
            choosing: {
              always: [{ guard: and(['agentPolicy', 'notTrial']), target: 'checking' }, { target: 'off' }],
            },
            /** No consolidated call for this member (yet): the flags may still turn the policy on; the page may still ask for the list. */
            off: {
              on: {
                'bootstrap.configured': { target: 'choosing', actions: 'configure' },
                'contracts.load': 'loading',
              },
            },
            checking: {
              invoke: {
                id: 'fetchContractFlags',
                src: 'fetchContractFlags',
                onDone: [
                  { guard: 'listNeeded', target: 'loading', actions: assign(({ event }) => ({ flags: event.output })) },
                  { target: 'idle', actions: assign(({ event }) => ({ flags: event.output })) },
                ],
                onError: { target: 'failed', actions: assign(({ event }) => ({ error: agentErrorInfo(event.error) })) },
              },
              on: { 'contracts.load': 'loading' },
            },
            idle: { on: { 'contracts.load': 'loading' } },
            loading: {
              invoke: {
                id: 'fetchContracts',
                src: 'fetchContracts',
                onDone: { target: 'ready', actions: assign(({ event }) => ({ contracts: event.output, error: null })) },
                // The last list stays on screen beside the error.
                onError: { target: 'failed', actions: assign(({ event }) => ({ error: agentErrorInfo(event.error) })) },
              },
            },
            ready: { on: { 'contracts.load': 'loading' } },
            failed: { on: { 'contracts.load': 'loading' } },
          },
        },
        action: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'contracts.accept': { guard: 'offerFor', target: 'deciding', actions: ['target', assign({ pending: 'ACCEPT' as const })] },
                'contracts.reject': { guard: 'offerFor', target: 'deciding', actions: ['target', assign({ pending: 'REJECT' as const })] },
                'contracts.terminate': { guard: 'terminable', target: 'confirming', actions: ['target', assign({ pending: 'TERMINATE' as const })] },
                'contracts.dismiss': { actions: assign({ decision: null, actionError: null }) },
                'contracts.later': { actions: assign({ modalLater: true }) },
              },
            },
            confirming: {
              on: {
                'contracts.confirm': 'deciding',
                'contracts.cancel': { target: 'idle', actions: assign({ target: null, pending: null }) },
              },
            },
            deciding: {
              invoke: {
                id: 'decideContract',
                src: 'decideContract',
                input: ({ context }) => ({ kind: context.target!.kind, action: context.pending!, contractId: context.target!.contractId }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    decision: { ...event.output, action: context.pending!, via: context.via },
                    contracts: merge(context.contracts, event.output),
                    target: null,
                    pending: null,
                    actionError: null,
                  })),
                },
                // What was asked stays possible: the offer or the contract is still there.
                onError: { target: 'idle', actions: assign(({ event }) => ({ actionError: agentErrorInfo(event.error), target: null, pending: null })) },
              },
            },
          },
        },
        realtime: {
          initial: 'off',
          states: {
            off: { always: { guard: 'realtimeHeld', target: 'waiting' } },
            waiting: {
              always: { guard: not('realtimeHeld'), target: 'off' },
              after: { [REALTIME_SETTLE_MS]: { guard: 'realtimeHeld', target: 'settling' } },
            },
            settling: {
              invoke: {
                id: 'settleRealtime',
                src: 'settleRealtime',
                onDone: [
                  {
                    guard: 'paid',
                    target: 'waiting',
                    actions: [assign(({ context, event }) => ({ payouts: [...event.output, ...context.payouts].slice(0, 20) })), tell('wallet', { type: 'wallet.refresh' })],
                  },
                  { target: 'waiting', actions: assign(({ context, event }) => ({ payouts: [...event.output, ...context.payouts].slice(0, 20) })) },
                ],
                // A missed settlement is paid with the next one (the server pays every window once).
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
  },
});

