/**
 * contracts: the logged-in member's contracts (spec §2 "contract modal for logged-in users",
 * §4 contract transitions), as upline and as downline. Three regions while logged in:
 *
 * - `data`: on login, the consolidated call's contract maps (gateway-protocol §5.5; W1c): the
 *   offers waiting for this member and its contracts in force, per kind and game type — only with
 *   the agent policy module (AGENTPOLICY3) on and not for a trial account (spec §6, like the
 *   wallet's consolidated balance). They drive the contract modal. The agent centre's contracts
 *   page asks for the contract list itself (`contracts.load`). After every decision both are read
 *   again (the public client re-reads the consolidated call and nothing else). Flags that arrive
 *   after the login are taken into account. A failed read blocks nothing: no modal, the page's
 *   retry.
 * - `action`: accept or reject an offer (accepting one that would end the member's own
 *   higher-rate contracts with its downlines asks first), terminate a contract in force or
 *   withdraw one's own offer after a confirmation. A refusal keeps everything on screen with its
 *   message; what came back (whatever the acceptance auto-terminated, when the gateway says) is
 *   kept to show.
 * - `realtime`: while this member holds a real-time salary contract in force, the salary is
 *   settled every 5 minutes (XState delay); each payout refreshes the wallet.
 *
 * Invokes fetchContractOffers, fetchContracts, decideContract, settleRealtime. No children.
 */
import { and, assign, not, raise, setup } from 'xstate';
import { isWaiting, REALTIME_SETTLE_MS, topRate, type ContractAction, type DecisionStatus } from '../../../gateway/agent/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type BootstrapConfigured, type SessionChanged } from '../../shared/broadcasts';
import { notProvided, outputOf } from '../../shared/effect';
import { agentErrorInfo } from './contract-errors';
import { afterDecision } from './consolidated';
import type { ConsolidatedContracts, Contract, DecideInput, Decided, Decision, DecisionTarget, Offer, Payout } from './contracts.types';

/** The white-label module behind the consolidated call and the contracts (spec §6). */
export const AGENT_POLICY_MODULE = 'AGENTPOLICY3';

export interface ContractsContext {
  username: string | null;
  /** AGENTPOLICY3 is on (from the white-label flags). */
  agentPolicy: boolean;
  /** The logged-in member plays on a trial account. */
  isTrial: boolean;
  /** The consolidated call's offers and contracts in force (null until read). */
  consolidated: ConsolidatedContracts | null;
  /** The contract list (null until the page asks for it). */
  contracts: Contract[] | null;
  error: GatewayErrorInfo | null;
  /** The decision a confirmation is asked for, or being sent. */
  target: DecisionTarget | null;
  /** Where the decision being asked or sent was given (the contract modal shows its own answer). */
  via: 'modal' | 'page';
  /** The answer to the last decision. */
  decision: Decision | null;
  /** Why the last decision was refused (its offer or contract stays on screen). */
  actionError: GatewayErrorInfo | null;
  /** The contract modal was put off until the next login. */
  modalLater: boolean;
  /** Real-time salary payouts this session, newest first. */
  payouts: Payout[];
}

/** Which offer or contract a decision is about: a consolidated entry (`offer`: its key) or a row of the list (`contractId`). */
type Ref = { offer?: string; contractId?: string; via?: 'modal' };

export type ContractsEvent =
  | SessionChanged
  | BootstrapConfigured
  | { type: 'contracts.load' }
  | ({ type: 'contracts.accept' } & Ref)
  | ({ type: 'contracts.reject' } & Ref)
  | ({ type: 'contracts.terminate' } & Ref)
  | { type: 'contracts.confirm' }
  | { type: 'contracts.cancel' }
  | { type: 'contracts.dismiss' }
  | { type: 'contracts.later' }
  /** Internal: a decision went through; what is on screen is read again. */
  | { type: 'contracts.decided' };

const STATUS: Record<ContractAction, DecisionStatus> = { ACCEPT: 'A', REJECT: 'R', TERMINATE: 'C' };

/** The input of the decision relay for a row of the list, as `me` sends it. */
function inputOfContract(c: Contract, status: DecisionStatus, me: string | null): DecideInput {
  const asUpline = c.upline === me;
  return {
    kind: c.kind,
    gameType: c.gameType,
    ref: c.kind === 'DIVIDEND' ? c.gameType : c.contractId,
    status,
    ...(c.kind === 'DIVIDEND' && asUpline ? { downline: c.downline } : {}),
  };
}

/** The member's own contracts with its downlines that pay more than `tiers` for this kind and game type. */
function higherDownlineContracts(ctx: ContractsContext, kind: string, gameType: string, rate: number): Contract[] {
  return (ctx.contracts ?? []).filter(
    (c) =>
      c.upline === ctx.username && c.kind === kind && c.gameType === gameType && (c.status === 'ACTIVE' || c.status === 'PENDING') && topRate(c.tiers) > rate,
  );
}

/**
 * What an accept, reject or terminate asks, resolved against what is on screen: a consolidated
 * entry (accept and reject an offer waiting, terminate one in force) or a row of the list (accept
 * and reject an offer to this member, withdraw its own offer, terminate one in force). Null when
 * it cannot be asked of it.
 */
export function resolveDecision(ctx: ContractsContext, action: ContractAction, ref: Ref): DecisionTarget | null {
  if (ref.offer !== undefined) {
    const offer = ctx.consolidated?.offers.find((o) => o.key === ref.offer) ?? null;
    if (!offer || (action === 'TERMINATE' ? offer.status !== 'V' : !isWaiting(offer.status))) return null;
    const input: DecideInput = { kind: offer.kind, gameType: offer.gameType, ref: offer.ref, status: STATUS[action] };
    return { action, input, offer, contract: null, higherDownline: action === 'ACCEPT' && offer.downlineHigherRate };
  }
  const c = ctx.contracts?.find((x) => x.contractId === ref.contractId) ?? null;
  if (!c) return null;
  const mine = c.downline === ctx.username;
  const theirs = c.upline === ctx.username;
  if (action === 'ACCEPT' || action === 'REJECT') {
    if (!mine || c.status !== 'PENDING') return null;
    const offer = ctx.consolidated?.offers.find((o) => o.key === `${c.kind}:${c.gameType}` && isWaiting(o.status)) ?? null;
    const higher =
      action === 'ACCEPT' && ((offer?.downlineHigherRate ?? false) || higherDownlineContracts(ctx, c.kind, c.gameType, topRate(c.tiers)).length > 0);
    return { action, input: inputOfContract(c, STATUS[action], ctx.username), offer, contract: c, higherDownline: higher };
  }
  // Terminate: a contract in force (either side), or withdraw one's own offer (R, as the upline).
  if (c.status === 'ACTIVE' && (mine || theirs))
    return { action, input: inputOfContract(c, 'C', ctx.username), offer: null, contract: c, higherDownline: false };
  if (c.status === 'PENDING' && theirs) return { action, input: inputOfContract(c, 'R', ctx.username), offer: null, contract: c, higherDownline: false };
  return null;
}

/** The consolidated entry a decision is about: the modal's offer, or the member's own side of a listed contract. */
const entryKeyOf = (ctx: ContractsContext, t: DecisionTarget): string | undefined =>
  t.offer?.key ?? (t.contract && t.contract.downline === ctx.username ? `${t.contract.kind}:${t.contract.gameType}` : undefined);

const refOf = (event: ContractsEvent): Ref =>
  event.type === 'contracts.accept' || event.type === 'contracts.reject' || event.type === 'contracts.terminate' ? event : {};

const ACTION_OF: Partial<Record<ContractsEvent['type'], ContractAction>> = {
  'contracts.accept': 'ACCEPT',
  'contracts.reject': 'REJECT',
  'contracts.terminate': 'TERMINATE',
};

export const contractsMachine = setup({
  types: {
    context: {} as ContractsContext,
    events: {} as ContractsEvent,
  },
  actors: {
    fetchContractOffers: notProvided<void, ConsolidatedContracts>('fetchContractOffers'),
    fetchContracts: notProvided<void, Contract[]>('fetchContracts'),
    decideContract: notProvided<DecideInput, Decided>('decideContract'),
    settleRealtime: notProvided<void, Payout[]>('settleRealtime'),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    /** The agent policy module is on. */
    agentPolicy: ({ context }) => context.agentPolicy,
    /** The member is not on a trial account. */
    notTrial: ({ context }) => !context.isTrial,
    /** The page asked for the list before: it is read again with the rest. */
    listLoaded: ({ context }) => context.contracts !== null,
    /** The accept, reject or terminate can be asked of what it names. */
    possible: ({ context, event }) => {
      const action = ACTION_OF[event.type];
      return action !== undefined && resolveDecision(context, action, refOf(event)) !== null;
    },
    /** Accepting it ends the member's own higher-rate contracts with its downlines: ask first. */
    higherDownline: ({ context, event }) => resolveDecision(context, 'ACCEPT', refOf(event))?.higherDownline === true,
    /** A settlement paid something (the balance changed). */
    paid: ({ event }) => (outputOf<Payout[]>(event) ?? []).some((p) => p.amount > 0),
    /** This member holds a real-time salary contract in force (as the downline). */
    realtimeHeld: ({ context }) =>
      (context.consolidated?.offers ?? []).some((o: Offer) => o.kind === 'REALTIME' && o.status === 'V') ||
      (context.contracts ?? []).some((c) => c.kind === 'REALTIME' && c.status === 'ACTIVE' && c.downline === context.username),
  },
  actions: {
    /** The white-label flags: is the agent policy module on. */
    configure: assign(({ event }) => (event.type === 'bootstrap.configured' ? { agentPolicy: event.flags[AGENT_POLICY_MODULE] === true } : {})),
    /** Who logged in: the account and whether it is a trial one. */
    identify: assign(({ event }) => (event.type === 'session.changed' ? { username: event.username, isTrial: event.isTrial } : {})),
    reset: assign({
      username: null,
      isTrial: false,
      consolidated: null,
      contracts: null,
      error: null,
      target: null,
      via: 'page' as const,
      decision: null,
      actionError: null,
      modalLater: false,
      payouts: [],
    }),
    /** The decision the event asks for, and where it was asked. */
    target: assign(({ context, event }) => ({
      target: resolveDecision(context, ACTION_OF[event.type]!, refOf(event)),
      via: refOf(event).via === 'modal' ? ('modal' as const) : ('page' as const),
      actionError: null,
      decision: null,
    })),
  },
}).createMachine({
  id: 'contracts',
  context: {
    username: null,
    agentPolicy: false,
    isTrial: false,
    consolidated: null,
    contracts: null,
    error: null,
    target: null,
    via: 'page' as const,
    decision: null,
    actionError: null,
    modalLater: false,
    payouts: [],
  },
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
      on: {
        'session.changed': [
          { guard: not('loggedIn'), target: 'inactive' },
          { target: 'active', reenter: true, actions: ['reset', 'identify'] },
        ],
      },
      states: {
        data: {
          initial: 'choosing',
          // A decision went through: what is on screen is read again.
          on: { 'contracts.decided': '.choosing' },
          states: {
            /** The consolidated call only with the agent policy on and not for a trial account (spec §6). */
            choosing: {
              always: [{ guard: and(['agentPolicy', 'notTrial']), target: 'checking' }, { guard: 'listLoaded', target: 'loading' }, { target: 'off' }],
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
                id: 'fetchContractOffers',
                src: 'fetchContractOffers',
                onDone: [
                  { guard: 'listLoaded', target: 'loading', actions: assign(({ event }) => ({ consolidated: event.output, error: null })) },
                  { target: 'idle', actions: assign(({ event }) => ({ consolidated: event.output, error: null })) },
                ],
                // Nothing is blocked: no modal; the page may still ask for the list.
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
                'contracts.accept': [
                  { guard: and(['possible', 'higherDownline']), target: 'confirming', actions: 'target' },
                  { guard: 'possible', target: 'deciding', actions: 'target' },
                ],
                'contracts.reject': { guard: 'possible', target: 'deciding', actions: 'target' },
                'contracts.terminate': { guard: 'possible', target: 'confirming', actions: 'target' },
                'contracts.dismiss': { actions: assign({ decision: null, actionError: null }) },
                // Put off until the next login: the modal closes with what it was showing.
                'contracts.later': {
                  actions: assign(({ context }) => ({
                    modalLater: true,
                    decision: context.decision?.via === 'modal' ? null : context.decision,
                    actionError: context.via === 'modal' ? null : context.actionError,
                  })),
                },
              },
            },
            /** A terminate, a withdrawal, or an acceptance that ends the member's own higher-rate contracts: said first. */
            confirming: {
              on: {
                'contracts.confirm': 'deciding',
                'contracts.cancel': { target: 'idle', actions: assign({ target: null }) },
              },
            },
            deciding: {
              invoke: {
                id: 'decideContract',
                src: 'decideContract',
                input: ({ context }) => context.target!.input,
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      decision: {
                        action: context.target!.action,
                        kind: context.target!.input.kind,
                        gameType: context.target!.input.gameType,
                        terminated: event.output.terminated,
                        via: context.via,
                      },
                      consolidated: afterDecision(context.consolidated, entryKeyOf(context, context.target!), context.target!.action),
                      target: null,
                      actionError: null,
                    })),
                    raise({ type: 'contracts.decided' }),
                  ],
                },
                // What was asked stays possible: the offer or the contract is still there.
                onError: { target: 'idle', actions: assign(({ event }) => ({ actionError: agentErrorInfo(event.error), target: null })) },
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
                    actions: [
                      assign(({ context, event }) => ({ payouts: [...event.output, ...context.payouts].slice(0, 20) })),
                      tell('wallet', { type: 'wallet.refresh' }),
                    ],
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
