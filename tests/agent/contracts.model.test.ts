/**
 * Model-based test of the contract workflow (xstate/graph): a user-level model of what an agent
 * and its downline do and see — draft an offer, be warned about auto-termination, send it; the
 * downline logs in, sees the offer, accepts or rejects; either side terminates after a
 * confirmation; real-time salary is paid every 5 minutes; failures are shown with a retry —
 * whose every shortest path drives the REAL root actor over the simulator (msw in Node) with a
 * simulated clock. The runs must reach every state of the real contracts and contractOffer machines.
 */
import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { contractOfferMachine } from '../../machines/agent/contracts/contract-offer.machine';
import { contractsMachine } from '../../machines/agent/contracts/contracts.machine';
import { modelTests } from '../support/model';
import { logIn, logOut, useRuns, type ScenarioRun } from '../support/scenario';

const model = createMachine({
  id: 'contractsModel',
  initial: 'loggedOut',
  states: {
    loggedOut: { on: { AGENT_LOGS_IN: 'agentCentre', PLAYER_LOGS_IN: 'nothingToAnswer', TRIAL_LOGS_IN: 'noConsolidated' } },
    nothingToAnswer: {},
    noConsolidated: {},
    agentCentre: { on: { OPEN_OFFER: 'drafting', OPEN_OFFER_FAILS: 'draftFailed', LIST_FAILS: 'listFailed', WAIT_5_MIN: 'salaryPaid', TERMINATE: 'confirmingTerminate' } },
    listFailed: { on: { RETRY_LIST: 'agentCentre' } },
    draftFailed: { on: { RETRY_DRAFT: 'drafting' } },
    salaryPaid: {},
    drafting: { on: { SEND_ABOVE_OWN: 'refusedAsTyped', SEND_OFFER: 'offerSent', SEND_LOWER_TO_SUB: 'warned' } },
    refusedAsTyped: {},
    warned: { on: { BACK: 'drafting', SEND_ANYWAY: 'offerSent' } },
    offerSent: { on: { DOWNLINE_LOGS_IN: 'offerShown' } },
    offerShown: { on: { ACCEPT: 'accepted', REJECT: 'rejected' } },
    accepted: { on: { TERMINATE: 'confirmingTerminate' } },
    rejected: {},
    confirmingTerminate: { on: { CANCEL: 'kept', CONFIRM: 'terminated' } },
    kept: {},
    terminated: {},
  },
});

type Ctx = { r: ScenarioRun; downline: string; accepted: string | null; target: string | null };

const contracts = (r: ScenarioRun) => r.root.system.get('contracts')!.getSnapshot();
const offer = (r: ScenarioRun) => r.root.system.get('contractOffer')?.getSnapshot();
const dbContract = (r: ScenarioRun, id: string) => r.sim.db.contract.findFirst({ where: { contractId: { equals: id } } });
const PASSWORD: Record<string, string> = { down01: 'Player123', sub01: 'Agent123' };

async function send(r: ScenarioRun, to: 'contracts' | 'contractOffer', event: Record<string, unknown>) {
  await r.step({ send: { to, event: event as { type: string } } });
  await r.settle();
}
async function tier(r: ScenarioRun, index: number, values: [string, string, string]) {
  for (const [i, field] of (['activeMembers', 'bet', 'rate'] as const).entries()) await send(r, 'contractOffer', { type: 'offer.tier', index, field, value: values[i] });
}
async function openOffer(r: ScenarioRun, downline: string) {
  // Daily salary (the draft starts on the first kind whose module is on: dividend).
  await send(r, 'contractOffer', { type: 'offer.open', downline, kind: 'DAILY' });
}
function faults(r: ScenarioRun, path: string | null) {
  r.sim.configure({ faults: path ? { errorRate: 1, errorCode: 'unknown.system.err', paths: [path] } : { errorRate: 0 } });
}

const newRun = useRuns();

describe('contracts (model-based)', () => {
  modelTests<Ctx>(model, {
    start: async () => ({ r: await newRun({ id: 'contracts-model' }), downline: 'down01', accepted: null, target: null }),
    events: (c) => {
      const { r } = c;
      return {
        AGENT_LOGS_IN: async () => {
          await logIn(r, 'agent01', 'Agent123');
          await r.step({ expect: { actor: 'contracts', state: { active: { data: 'ready', realtime: 'waiting' } } } });
        },
        PLAYER_LOGS_IN: async () => {
          await logIn(r, 'player01', 'Player123');
          await r.step({ expect: { actor: 'contracts', state: { active: { data: 'idle' } } } });
        },
        TRIAL_LOGS_IN: async () => {
          await logIn(r, 'trial01', 'Trial123');
          await r.step({ expect: { actor: 'contracts', state: { active: { data: 'off' } } } });
          await r.settle();
        },
        LIST_FAILS: async () => {
          faults(r, 'MCSFE_getContractList');
          await send(r, 'contracts', { type: 'contracts.load' });
          faults(r, null);
        },
        RETRY_LIST: () => send(r, 'contracts', { type: 'contracts.load' }),
        OPEN_OFFER: () => openOffer(r, 'down01'),
        OPEN_OFFER_FAILS: async () => {
          faults(r, 'MCSFE_getContractDraft');
          await openOffer(r, 'down01');
          faults(r, null);
        },
        RETRY_DRAFT: () => send(r, 'contractOffer', { type: 'offer.retry' }),
        WAIT_5_MIN: async () => {
          await r.step({ advance: 5 * 60_000 });
          await r.settle();
        },
        SEND_ABOVE_OWN: async () => {
          await tier(r, 0, ['1', '100', '2.5']);
          await send(r, 'contractOffer', { type: 'form.submit' });
        },
        SEND_OFFER: async () => {
          c.downline = 'down01';
          await send(r, 'contractOffer', { type: 'offer.addTier' });
          await tier(r, 0, ['1', '100', '0.5']);
          await tier(r, 1, ['3', '1000', '1']);
          await send(r, 'contractOffer', { type: 'form.submit' });
        },
        SEND_LOWER_TO_SUB: async () => {
          c.downline = 'sub01';
          await send(r, 'contractOffer', { type: 'form.cancel' });
          await openOffer(r, 'sub01');
          await tier(r, 0, ['1', '100', '0.8']);
          await send(r, 'contractOffer', { type: 'form.submit' });
        },
        BACK: () => send(r, 'contractOffer', { type: 'offer.back' }),
        SEND_ANYWAY: () => send(r, 'contractOffer', { type: 'offer.confirm' }),
        DOWNLINE_LOGS_IN: async () => {
          await logOut(r);
          await logIn(r, c.downline, PASSWORD[c.downline]);
          await r.step({ expect: { actor: 'contracts', state: { active: { data: 'ready' } } } });
        },
        ACCEPT: async () => {
          const id = contracts(r).context.contracts!.find((x: { status: string; downline: string }) => x.status === 'PENDING' && x.downline === c.downline).contractId as string;
          c.accepted = id;
          await send(r, 'contracts', { type: 'contracts.accept', contractId: id, via: 'modal' });
        },
        REJECT: async () => {
          const id = contracts(r).context.contracts!.find((x: { status: string; downline: string }) => x.status === 'PENDING' && x.downline === c.downline).contractId as string;
          c.target = id;
          await send(r, 'contracts', { type: 'contracts.reject', contractId: id, via: 'modal' });
        },
        TERMINATE: async () => {
          // The downline ends the contract it accepted; the agent ends its daily contract with sub01.
          const id = c.accepted ?? (contracts(r).context.contracts!.find((x: { kind: string; downline: string; status: string }) => x.kind === 'DAILY' && x.downline === 'sub01' && x.status === 'ACTIVE').contractId as string);
          c.target = id;
          await send(r, 'contracts', { type: 'contracts.terminate', contractId: id });
        },
        CANCEL: () => send(r, 'contracts', { type: 'contracts.cancel' }),
        CONFIRM: () => send(r, 'contracts', { type: 'contracts.confirm' }),
      };
    },
    states: (c) => {
      const { r } = c;
      return {
        // Not started before the first login (it wakes with it), inactive after a logout.
        loggedOut: () => expect(r.root.system.get('contracts')?.getSnapshot().matches('inactive') ?? true).toBe(true),
        nothingToAnswer: () => {
          // No offer waits for player01: the flags said so, and the list was never needed.
          expect(contracts(r).context.flags?.dailysalreqtype).toBe(false);
          expect(contracts(r).context.contracts).toBeNull();
        },
        noConsolidated: () => {
          // Spec §6: no consolidated call for a trial account — no flags, no list, no contract modal.
          expect(contracts(r).matches({ active: { data: 'off' } })).toBe(true);
          expect(contracts(r).context.flags).toBeNull();
          expect(contracts(r).context.contracts).toBeNull();
        },
        agentCentre: () => {
          expect(contracts(r).matches({ active: { data: 'ready' } })).toBe(true);
          expect(contracts(r).context.error).toBeNull();
        },
        listFailed: () => {
          expect(contracts(r).matches({ active: { data: 'failed' } })).toBe(true);
          expect(contracts(r).context.error?.messageKey).toBe('errors.systemError');
        },
        draftFailed: () => {
          expect(offer(r)?.matches('loadFailed')).toBe(true);
          expect(offer(r)?.context.downline).toBe('down01');
        },
        salaryPaid: () => {
          const paid = contracts(r).context.payouts as { amount: number }[];
          expect(paid.length).toBe(1);
          expect(paid[0]!.amount).toBeGreaterThan(0);
          expect(r.sim.db.transaction.findMany({ where: { transType: { equals: 'SALARY' } } }).length).toBe(1);
        },
        drafting: () => {
          expect(offer(r)?.matches('editing')).toBe(true);
          expect(offer(r)?.context.draft?.ownRates.DAILY).toBe(2);
        },
        refusedAsTyped: () => {
          // Refused before sending; what was typed is kept.
          expect(offer(r)?.matches('editing')).toBe(true);
          expect(offer(r)?.context.tierError?.key).toBe('contracts.errors.aboveOwn');
          expect(offer(r)?.context.tiers[0]?.rate).toBe('2.5');
          expect(r.sim.db.contract.findMany({ where: { status: { equals: 'PENDING' }, downline: { equals: 'down01' } } })).toHaveLength(0);
        },
        warned: () => {
          expect(offer(r)?.matches('warning')).toBe(true);
          expect(offer(r)?.context.draft?.downstream.map((d: { downline: string }) => d.downline)).toEqual(['sub01a']);
        },
        offerSent: () => {
          expect(offer(r)?.matches('sent')).toBe(true);
          expect(r.sim.db.contract.findMany({ where: { status: { equals: 'PENDING' }, downline: { equals: c.downline }, upline: { equals: 'agent01' } } })).toHaveLength(1);
        },
        offerShown: () => {
          const pending = (contracts(r).context.contracts ?? []).filter((x: { status: string; downline: string }) => x.status === 'PENDING' && x.downline === c.downline);
          expect(pending).toHaveLength(1);
          expect(contracts(r).context.modalLater).toBe(false);
        },
        accepted: () => {
          expect(dbContract(r, c.accepted!)?.status).toBe('ACTIVE');
          const d = contracts(r).context.decision!;
          expect(d.action).toBe('ACCEPT');
          // sub01's acceptance ended its earlier daily contract and sub01a's higher-rate one.
          expect(d.terminated.map((x: { downline: string }) => x.downline)).toEqual(c.downline === 'sub01' ? ['sub01', 'sub01a'] : []);
        },
        rejected: () => {
          expect(dbContract(r, c.target!)?.status).toBe('REJECTED');
          expect(contracts(r).context.decision?.action).toBe('REJECT');
        },
        confirmingTerminate: () => {
          expect(contracts(r).matches({ active: { action: 'confirming' } })).toBe(true);
          expect(dbContract(r, c.target!)?.status).toBe('ACTIVE');
        },
        kept: () => {
          expect(contracts(r).matches({ active: { action: 'idle' } })).toBe(true);
          expect(dbContract(r, c.target!)?.status).toBe('ACTIVE');
        },
        terminated: () => {
          expect(dbContract(r, c.target!)?.status).toBe('TERMINATED');
          expect(contracts(r).context.decision?.action).toBe('TERMINATE');
        },
      };
    },
    covers: [{ machine: contractsMachine }, { machine: contractOfferMachine }],
  });
});
