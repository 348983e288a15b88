/**
 * Model-based test of the withdrawal confirmation (xstate/graph): what a player does and sees
 * around a withdrawal paid by another member's deposit, every shortest path driving the REAL root
 * actor over the simulator (msw in Node) on a simulated clock. The runs must reach every state of
 * the real confirmation machine. Confirmations count as received after 1 minute here.
 *
 * The dialog opens by itself after a withdrawal to the bank (the withdraw workflow tells the
 * confirmation to look), and from the withdrawal's row in the account record (the transactions
 * list, read as the page reads it): a pending one to answer, or one of player01's seeded answered
 * ones to read its timeline.
 */
import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { confirmationMachine } from '../../machines/money/confirmation/confirmation.machine';
import { modelTests } from '../support/model';
import { logIn, logOut, useRuns, type ScenarioRun } from '../support/scenario';

const model = createMachine({
  id: 'confirmationModel',
  initial: 'visitor',
  states: {
    visitor: { on: { LOG_IN: 'nothingPending' } },
    nothingPending: { on: { WITHDRAW_TO_BANK: 'asked', VIEW_ANSWERED_FROM_RECORD: 'viewingAnswered', LOG_OUT: 'visitor' } },
    viewingAnswered: { on: { CLOSE: 'nothingPending' } },
    asked: {
      on: {
        SEND_WITHOUT_ANSWER: 'askedWithMessage',
        LATER: 'deferred',
        RECEIVED: 'receivedInFull',
        PARTIAL: 'receivedInPart',
        NOT_RECEIVED_WITH_PROOF: 'notReceived',
        WAIT_OUT: 'autoReceived',
      },
    },
    askedWithMessage: { on: { RECEIVED: 'receivedInFull' } },
    deferred: { on: { RETURN_TO_PAGE: 'asked', OPEN_FROM_RECORD: 'asked', RETURN_WHILE_GATEWAY_FAILS: 'checkFailed' } },
    checkFailed: { on: { RETRY: 'asked' } },
    receivedInFull: { on: { CLOSE: 'nothingPending' } },
    receivedInPart: { on: { CLOSE: 'nothingPending' } },
    notReceived: { on: { CLOSE: 'nothingPending' } },
    autoReceived: { on: { CLOSE: 'nothingPending' } },
  },
});

const PNG = { id: 'p1', name: 'statement.png', type: 'image/png', size: 2048, dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };
const newRun = useRuns();

type Snap = { matches: (v: unknown) => boolean; context: Record<string, unknown> };
const confirmation = (r: ScenarioRun): Snap | undefined => r.root.system.get('confirmation')?.getSnapshot();
/** player01's confirmations, oldest first (the seeded ones, then this run's). */
const rows = (r: ScenarioRun) => {
  const p1 = r.sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!.id;
  return r.sim.db.paymentConfirmation.findMany({ where: { memberId: { equals: p1 } } });
};
const withdrawal = (r: ScenarioRun, transId: string) => r.sim.db.transaction.findFirst({ where: { transId: { equals: transId } } });
const send = (r: ScenarioRun, event: Record<string, unknown> & { type: string }) => r.step({ send: { to: 'confirmation', event } });

type RecordRow = { id: string; type: string; confirmation: string | null };
/** The account record's withdrawals of the last 30 days, as the page lists them (its first page is enough here). */
async function recordWithdrawals(r: ScenarioRun): Promise<RecordRow[]> {
  await r.step({ send: { to: 'transactions', event: { type: 'query.range', range: { from: '2026-10-23', to: '2026-11-21' } } } });
  await r.step({ send: { to: 'transactions', event: { type: 'query.set', filters: { transType: 'WITHDRAW' } } } });
  await r.step({ expect: { actor: 'transactions', state: 'ready', context: { filters: { transType: 'WITHDRAW' } } } });
  return (r.root.system.get('transactions').getSnapshot().context as { rows: RecordRow[] }).rows;
}
/** What the account record's "Confirm receipt" / "View confirmation" sends. */
const openFromRecord = (r: ScenarioRun, row: RecordRow) => send(r, { type: 'confirmation.open', transId: row.id });

async function answered(r: ScenarioRun, status: string) {
  await r.step({ expect: { actor: 'confirmation', state: 'answered' } });
  const row = rows(r).at(-1)!;
  expect(row.status).toBe(status);
  return row;
}

describe('withdrawal confirmation (model-based)', () => {
  modelTests(model, {
    start: async () => ({ r: await newRun({ id: 'confirmation-model', simulator: { money: { confirmationMinutes: 1 } } }) }),
    events: ({ r }) => ({
      LOG_IN: async () => {
        await logIn(r);
        await r.step({ expect: { actor: 'confirmation', state: 'quiet' } });
      },
      LOG_OUT: () => logOut(r),
      WITHDRAW_TO_BANK: async () => {
        await r.step({ send: { to: 'withdraw', event: { type: 'withdraw.open' } } });
        await r.step({ expect: { actor: 'withdraw', state: { ready: 'editing' } } });
        for (const [field, value] of [
          ['amount', '1000'],
          ['paymentPassword', '246810'],
        ])
          await r.step({ send: { to: 'withdraw', event: { type: 'form.change', field, value } } });
        await r.step({ send: { to: 'withdraw', event: { type: 'form.submit' } } });
        await r.step({ send: { to: 'withdraw', event: { type: 'withdraw.confirm' } } });
        await r.step({ expect: { actor: 'withdraw', state: { ready: 'done' } } });
        // Nothing more: the withdrawal told the confirmation to look, and its dialog opens.
        await r.settle();
      },
      OPEN_FROM_RECORD: async () => {
        const pendingRow = (await recordWithdrawals(r)).find((x) => x.confirmation === 'PENDING')!;
        expect(pendingRow.id).toBe(rows(r).at(-1)!.transId);
        await openFromRecord(r, pendingRow);
      },
      VIEW_ANSWERED_FROM_RECORD: async () => {
        const answeredRow = (await recordWithdrawals(r)).find((x) => x.confirmation === 'RECEIVED')!;
        await openFromRecord(r, answeredRow);
      },
      SEND_WITHOUT_ANSWER: () => send(r, { type: 'form.submit' }),
      LATER: () => send(r, { type: 'confirmation.later' }),
      RETURN_TO_PAGE: () => send(r, { type: 'confirmation.check' }),
      RETURN_WHILE_GATEWAY_FAILS: async () => {
        r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['MCSFE_getPaymentConfirmationList'] } });
        await send(r, { type: 'confirmation.check' });
        await r.step({ expect: { actor: 'confirmation', state: 'failed' } });
        r.sim.configure({ faults: { errorRate: 0 } });
      },
      RETRY: () => send(r, { type: 'confirmation.retry' }),
      RECEIVED: async () => {
        await send(r, { type: 'confirmation.answer', answer: 'RECEIVED' });
        await send(r, { type: 'form.submit' });
      },
      PARTIAL: async () => {
        await send(r, { type: 'confirmation.answer', answer: 'PARTIAL' });
        await send(r, { type: 'form.change', field: 'receivedAmount', value: '600' });
        await send(r, { type: 'form.submit' });
      },
      NOT_RECEIVED_WITH_PROOF: async () => {
        await send(r, { type: 'confirmation.answer', answer: 'NOT_RECEIVED' });
        await send(r, { type: 'form.attach', field: 'proofs', files: [PNG] });
        await send(r, { type: 'form.change', field: 'remark', value: 'Nothing on my statement' });
        await send(r, { type: 'form.submit' });
      },
      WAIT_OUT: async () => {
        await r.step({ advance: 61_000 });
        await r.settle();
      },
      CLOSE: () => send(r, { type: 'confirmation.close' }),
    }),
    states: ({ r }) => ({
      visitor: () => {
        const c = confirmation(r);
        if (c) expect(c.matches('idle')).toBe(true);
      },
      nothingPending: async () => {
        await r.step({ expect: { actor: 'confirmation', state: 'quiet' } });
        expect(rows(r).filter((c) => c.status === 'PENDING')).toEqual([]);
      },
      asked: async () => {
        await r.step({ expect: { actor: 'confirmation', state: { open: { form: 'editing' } } } });
        const c = confirmation(r)!;
        expect(c.context.remaining).toBeGreaterThan(0);
        expect(c.context.remaining).toBeLessThanOrEqual(60);
        expect(rows(r).at(-1)!.status).toBe('PENDING');
      },
      askedWithMessage: () => {
        expect(confirmation(r)!.context.fieldErrors).toEqual({ answer: { key: 'money:confirm.answerRequired' } });
        expect(rows(r).at(-1)!.status).toBe('PENDING');
      },
      deferred: async () => {
        await r.step({ expect: { actor: 'confirmation', state: 'quiet' } });
        expect(rows(r).at(-1)!.status).toBe('PENDING');
      },
      checkFailed: () => {
        expect((confirmation(r)!.context.loadError as { messageKey: string }).messageKey).toBe('errors.systemError');
      },
      receivedInFull: async () => {
        const row = await answered(r, 'RECEIVED');
        expect(withdrawal(r, row.transId)?.status).toBe('SUCCESS');
      },
      receivedInPart: async () => {
        const row = await answered(r, 'PARTIAL');
        expect(row.receivedAmount).toBe(600);
        expect(withdrawal(r, row.transId)?.status).toBe('PENDING');
      },
      notReceived: async () => {
        const row = await answered(r, 'NOT_RECEIVED');
        expect(row.proofCount).toBe(1);
        expect(row.remark).toBe('Nothing on my statement');
        expect(withdrawal(r, row.transId)?.status).toBe('PENDING');
      },
      autoReceived: async () => {
        const row = await answered(r, 'AUTO_RECEIVED');
        expect(withdrawal(r, row.transId)?.status).toBe('SUCCESS');
        const steps = (confirmation(r)!.context.list as { id: string; steps: { step: string; reasonCode: string; minutes: number | null }[] }[]).find(
          (c) => c.id === row.id,
        )!.steps;
        expect(steps.at(-1)).toMatchObject({ step: 'AUTO_RECEIVED', reasonCode: 'confirm.timeout', minutes: 1 });
      },
      viewingAnswered: async () => {
        // A seeded confirmation answered days ago: its timeline, nothing to answer.
        await r.step({ expect: { actor: 'confirmation', state: 'answered' } });
        const c = confirmation(r)!.context as { currentId: string; list: { id: string; status: string; steps: { reasonCode: string }[] }[] };
        const current = c.list.find((x) => x.id === c.currentId)!;
        expect(current.id).toMatch(/^PC\d+-S\d+$/);
        expect(current.status).toBe('RECEIVED');
        expect(current.steps.map((x) => x.reasonCode)).toEqual(['withdraw.submitted', 'deposit.matched', 'deposit.paid', 'member.received']);
      },
    }),
    covers: [{ machine: confirmationMachine }],
  });
});
