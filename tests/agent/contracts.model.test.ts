/**
 * Model-based test of the contract workflow (xstate/graph): a user-level model of what an agent
 * and its downline do and see — draft an offer, be warned about auto-termination, send it; the
 * downline logs in, sees the offer in the contract modal (the consolidated call's maps), accepts
 * (asked first when that ends its own higher-rate contracts) or rejects, a refused acceptance
 * keeps the offer; either side terminates after a confirmation; real-time salary is paid every 5
 * minutes; failures are shown with a retry, a failed consolidated call blocks nothing —
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
    loggedOut: {
      on: { AGENT_LOGS_IN: 'agentCentre', PLAYER_LOGS_IN: 'nothingToAnswer', TRIAL_LOGS_IN: 'noConsolidated', LOGS_IN_CONSOLIDATED_FAILS: 'nothingBlocked' },
    },
    nothingToAnswer: {},
    noConsolidated: {},
    nothingBlocked: {},
    agentCentre: {
      on: { OPEN_OFFER: 'drafting', OPEN_OFFER_FAILS: 'draftFailed', LIST_FAILS: 'listFailed', WAIT_5_MIN: 'salaryPaid', TERMINATE: 'confirmingTerminate' },
    },
    listFailed: { on: { RETRY_LIST: 'agentCentre' } },
    draftFailed: { on: { RETRY_DRAFT: 'drafting' } },
    salaryPaid: {},
    drafting: { on: { SEND_ABOVE_OWN: 'refusedAsTyped', SEND_OFFER: 'offerSent', SEND_LOWER_TO_SUB: 'warned' } },
    refusedAsTyped: {},
    warned: { on: { BACK: 'drafting', SEND_ANYWAY: 'subOffered' } },
    offerSent: { on: { DOWNLINE_LOGS_IN: 'offerShown' } },
    offerShown: { on: { ACCEPT: 'accepted', ACCEPT_REFUSED: 'refusalShown', REJECT: 'rejected' } },
    refusalShown: { on: { ACCEPT: 'accepted' } },
    subOffered: { on: { DOWNLINE_LOGS_IN: 'changeShown' } },
    changeShown: { on: { ACCEPT: 'askedFirst' } },
    askedFirst: { on: { CANCEL: 'changeShown', CONFIRM: 'acceptedEndingOthers' } },
    acceptedEndingOthers: {},
    accepted: { on: { TERMINATE: 'confirmingTerminate' } },
    rejected: {},
    confirmingTerminate: { on: { CANCEL: 'kept', CONFIRM: 'terminated' } },
    kept: {},
    terminated: {},
  },
});

type Ctx = { r: ScenarioRun; downline: string; accepted: string | null; target: string | null };
type Entry = { key: string; status: string; ref: string; downlineHigherRate: boolean };

const contracts = (r: ScenarioRun) => r.root.system.get('contracts')!.getSnapshot();
const offer = (r: ScenarioRun) => r.root.system.get('contractOffer')?.getSnapshot();
const dbContract = (r: ScenarioRun, id: string) => r.sim.db.contract.findFirst({ where: { contractId: { equals: id } } });
const PASSWORD: Record<string, string> = { down01: 'Player123', sub01: 'Agent123' };

async function send(r: ScenarioRun, to: 'contracts' | 'contractOffer', event: Record<string, unknown>) {
  await r.step({ send: { to, event: event as { type: string } } });
  await r.settle();
}
async function tier(r: ScenarioRun, index: number, values: [string, string, string]) {
  for (const [i, field] of (['activeMembers', 'bet', 'rate'] as const).entries())
    await send(r, 'contractOffer', { type: 'offer.tier', index, field, value: values[i] });
}
async function openOffer(r: ScenarioRun, downline: string) {
  // Daily salary (the draft starts on the first kind whose module is on: dividend).
  await send(r, 'contractOffer', { type: 'offer.open', downline, kind: 'DAILY' });
}
function faults(r: ScenarioRun, path: string | null, errorCode = 'unknown.system.err') {
  r.sim.configure({ faults: path ? { errorRate: 1, errorCode, paths: [path] } : { errorRate: 0 } });
}
/** The consolidated call's entries as the contract modal shows them. */
const entries = (r: ScenarioRun): Entry[] => contracts(r).context.consolidated?.offers ?? [];
/** The comprehensive daily-salary offer the agent made (the modal names it by kind and game type). */
const DAILY_OFFER = 'DAILY:CONS';

const newRun = useRuns();

describe('contracts (model-based)', () => {
  modelTests<Ctx>(model, {
    start: async () => ({ r: await newRun({ id: 'contracts-model' }), downline: 'down01', accepted: null, target: null }),
    events: (c) => {
      const { r } = c;
      return {
        AGENT_LOGS_IN: async () => {
          await logIn(r, 'agent01', 'Agent123');
          await r.step({ expect: { actor: 'contracts', state: { active: { data: 'idle', realtime: 'waiting' } } } });
          // The agent centre's contracts page asks for the list.
          await send(r, 'contracts', { type: 'contracts.load' });
          await r.step({ expect: { actor: 'contracts', state: { active: { data: 'ready' } } } });
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
        LOGS_IN_CONSOLIDATED_FAILS: async () => {
          faults(r, 'funds/consolidated');
          await logIn(r, 'down02', 'Player123');
          await r.step({ expect: { actor: 'contracts', state: { active: { data: 'failed' } } } });
          faults(r, null);
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
          await r.step({ expect: { actor: 'contracts', state: { active: { data: 'idle' } } } });
        },
        ACCEPT: async () => {
          c.accepted = entries(r).find((e) => e.key === DAILY_OFFER)!.ref;
          await send(r, 'contracts', { type: 'contracts.accept', offer: DAILY_OFFER, via: 'modal' });
        },
        ACCEPT_REFUSED: async () => {
          // The upline's own rate fell since the offer: the daily relay refuses.
          faults(r, 'processDailySal', 'contract.rate.above.upline');
          await send(r, 'contracts', { type: 'contracts.accept', offer: DAILY_OFFER, via: 'modal' });
          faults(r, null);
        },
        REJECT: async () => {
          c.target = entries(r).find((e) => e.key === DAILY_OFFER)!.ref;
          await send(r, 'contracts', { type: 'contracts.reject', offer: DAILY_OFFER, via: 'modal' });
        },
        TERMINATE: async () => {
          if (c.accepted) {
            // The downline ends the contract it accepted, from the contract modal's contracts in force.
            c.target = c.accepted;
            await send(r, 'contracts', { type: 'contracts.terminate', offer: DAILY_OFFER, via: 'modal' });
            return;
          }
          // The agent ends its daily contract with sub01, from the contracts page.
          const id = contracts(r).context.contracts!.find(
            (x: { kind: string; downline: string; status: string }) => x.kind === 'DAILY' && x.downline === 'sub01' && x.status === 'ACTIVE',
          ).contractId as string;
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
          // No offer waits for player01: the consolidated call said so, and the list was never needed.
          expect(entries(r)).toEqual([]);
          expect(contracts(r).context.contracts).toBeNull();
        },
        noConsolidated: () => {
          // Spec §6: no consolidated call for a trial account — no offers, no list, no contract modal.
          expect(contracts(r).matches({ active: { data: 'off' } })).toBe(true);
          expect(contracts(r).context.consolidated).toBeNull();
          expect(contracts(r).context.contracts).toBeNull();
        },
        nothingBlocked: () => {
          // The failed consolidated call shows no modal and blocks nothing: down02 is logged in, its wallet read.
          expect(contracts(r).context.consolidated).toBeNull();
          expect(r.root.system.get('session')!.getSnapshot().matches('loggedIn')).toBe(true);
          expect(r.root.system.get('wallet')!.getSnapshot().context.balance).not.toBeNull();
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
          expect(
            r.sim.db.contract.findMany({ where: { status: { equals: 'PENDING' }, downline: { equals: c.downline }, upline: { equals: 'agent01' } } }),
          ).toHaveLength(1);
        },
        offerShown: () => {
          // The contract modal's offer: from the consolidated call's daily-salary map, waiting.
          expect(entries(r).map((e) => [e.key, e.status])).toEqual([[DAILY_OFFER, 'P']]);
          expect(contracts(r).context.modalLater).toBe(false);
        },
        refusalShown: () => {
          // Refused: the offer is still there with the message, to try again.
          expect(contracts(r).context.actionError?.messageKey).toBe('contracts.errors.rateAboveUpline');
          expect(entries(r).map((e) => [e.key, e.status])).toEqual([[DAILY_OFFER, 'P']]);
          expect(r.sim.db.contract.findMany({ where: { status: { equals: 'PENDING' }, downline: { equals: 'down01' } } })).toHaveLength(1);
        },
        changeShown: () => {
          // sub01's offer changes the terms of its daily contract (E), and accepting it would end its higher rate with sub01a.
          const offer = entries(r).find((e) => e.key === DAILY_OFFER)!;
          expect([offer.status, offer.downlineHigherRate]).toEqual(['E', true]);
          expect(contracts(r).matches({ active: { action: 'idle' } })).toBe(true);
        },
        askedFirst: () => {
          expect(contracts(r).matches({ active: { action: 'confirming' } })).toBe(true);
          expect(contracts(r).context.target?.higherDownline).toBe(true);
          expect(r.sim.db.contract.findMany({ where: { status: { equals: 'PENDING' }, downline: { equals: 'sub01' } } })).toHaveLength(1);
        },
        acceptedEndingOthers: () => {
          const d = contracts(r).context.decision!;
          expect(d.action).toBe('ACCEPT');
          // sub01's acceptance ended its earlier daily contract and sub01a's higher-rate one.
          expect(d.terminated.map((x: { downline: string }) => x.downline)).toEqual(['sub01', 'sub01a']);
          expect(entries(r).find((e) => e.key === DAILY_OFFER)?.status).toBe('V');
        },
        accepted: () => {
          expect(dbContract(r, c.accepted!)?.status).toBe('ACTIVE');
          expect(contracts(r).context.decision?.action).toBe('ACCEPT');
          expect(contracts(r).context.actionError).toBeNull();
          // Read again: in force now, no longer waiting.
          expect(entries(r).map((e) => [e.key, e.status])).toEqual([[DAILY_OFFER, 'V']]);
        },
        rejected: () => {
          expect(dbContract(r, c.target!)?.status).toBe('REJECTED');
          expect(contracts(r).context.decision?.action).toBe('REJECT');
          expect(entries(r)).toEqual([]);
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
