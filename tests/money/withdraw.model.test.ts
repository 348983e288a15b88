/**
 * Model-based test of withdraw (xstate/graph), as the issue asks: what a player does on the
 * withdraw page, every shortest path driving the REAL root over the simulator (msw in Node). The
 * runs must reach every state of the real withdraw machine. The seeded payment password is 246810.
 */
import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { withdrawMachine } from '../../machines/money/withdraw/withdraw.machine';
import { modelTests } from '../support/model';
import { logIn, logOut, useRuns, type ScenarioRun } from '../support/scenario';

const model = createMachine({
  id: 'withdrawModel',
  initial: 'visitor',
  states: {
    visitor: { on: { LOG_IN: 'pageClosed' } },
    pageClosed: { on: { OPEN_PAGE: 'editing', OPEN_WHILE_GATEWAY_FAILS: 'loadFailed' } },
    loadFailed: { on: { RETRY: 'editing' } },
    editing: { on: { SUBMIT_EMPTY: 'refusedAsTyped', FILL_AND_SUBMIT: 'confirming', LOG_OUT: 'visitor' } },
    refusedAsTyped: { on: { FILL_AND_SUBMIT: 'confirming' } },
    confirming: { on: { CANCEL: 'keptAfterCancel', CONFIRM: 'done', CONFIRM_WRONG_PASSWORD: 'wrongPassword' } },
    keptAfterCancel: { on: { FILL_AND_SUBMIT: 'confirming' } },
    wrongPassword: { on: { FILL_AND_SUBMIT: 'confirming' } },
    done: { on: { AGAIN: 'editing' } },
  },
});

const newRun = useRuns();
type Snap = { matches: (v: unknown) => boolean; context: Record<string, unknown> };
const withdraw = (r: ScenarioRun): Snap => r.root.system.get('withdraw')!.getSnapshot() as Snap;
const send = (r: ScenarioRun, event: Record<string, unknown> & { type: string }) => r.step({ send: { to: 'withdraw', event } });
const type = async (r: ScenarioRun, amount: string, paymentPassword: string) => {
  await send(r, { type: 'form.change', field: 'amount', value: amount });
  await send(r, { type: 'form.change', field: 'paymentPassword', value: paymentPassword });
};

describe('withdraw (model-based)', () => {
  modelTests(model, {
    start: async () => ({ r: await newRun({ id: 'withdraw-model' }), password: { value: '246810' } }),
    events: ({ r, password }) => ({
      LOG_IN: () => logIn(r),
      LOG_OUT: () => logOut(r),
      OPEN_PAGE: async () => {
        await send(r, { type: 'withdraw.open' });
        await r.step({ expect: { actor: 'withdraw', state: { ready: 'editing' } } });
      },
      OPEN_WHILE_GATEWAY_FAILS: async () => {
        r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['MCSFE_getWithdrawSettings'] } });
        await send(r, { type: 'withdraw.open' });
        await r.step({ expect: { actor: 'withdraw', state: 'failed' } });
        r.sim.configure({ faults: { errorRate: 0 } });
      },
      RETRY: async () => {
        await send(r, { type: 'withdraw.retry' });
        await r.step({ expect: { actor: 'withdraw', state: { ready: 'editing' } } });
      },
      SUBMIT_EMPTY: () => send(r, { type: 'form.submit' }),
      FILL_AND_SUBMIT: async () => {
        await type(r, '1000', password.value);
        await send(r, { type: 'form.submit' });
        await r.step({ expect: { actor: 'withdraw', state: { ready: 'confirming' } } });
      },
      CANCEL: () => send(r, { type: 'form.cancel' }),
      CONFIRM: async () => {
        password.value = '246810';
        await send(r, { type: 'withdraw.confirm' });
        await r.step({ expect: { actor: 'withdraw', state: { ready: 'done' } } });
      },
      CONFIRM_WRONG_PASSWORD: async () => {
        // The same form sent with a wrong password: typed again, confirmed, refused by the gateway.
        await send(r, { type: 'form.cancel' });
        await type(r, '1000', '111111');
        await send(r, { type: 'form.submit' });
        await send(r, { type: 'withdraw.confirm' });
        await r.step({ expect: { actor: 'withdraw', state: { ready: 'editing' } } });
      },
      AGAIN: async () => {
        await send(r, { type: 'withdraw.again' });
        await r.step({ expect: { actor: 'withdraw', state: { ready: 'editing' } } });
      },
    }),
    states: ({ r }) => ({
      visitor: () => expect(r.root.system.get('session').getSnapshot().matches('loggedOut')).toBe(true),
      // The withdraw workflow starts with its page: not yet, or idle.
      pageClosed: () => expect(r.root.system.get('withdraw')?.getSnapshot().matches('idle') ?? true).toBe(true),
      loadFailed: () => expect((withdraw(r).context.loadError as { messageKey: string }).messageKey).toBe('errors.systemError'),
      editing: () => {
        expect(withdraw(r).matches({ ready: 'editing' })).toBe(true);
        expect((withdraw(r).context.info as { balance: number }).balance).toBeGreaterThan(0);
      },
      refusedAsTyped: () => {
        const c = withdraw(r).context;
        expect(Object.keys(c.fieldErrors as object)).toContain('amount');
        expect(withdraw(r).matches({ ready: 'editing' })).toBe(true);
      },
      confirming: () => expect(withdraw(r).context.amount).toBe('1000'),
      keptAfterCancel: () => {
        const c = withdraw(r).context;
        expect(withdraw(r).matches({ ready: 'editing' })).toBe(true);
        expect([c.amount, c.paymentPassword]).toEqual(['1000', '246810']);
      },
      wrongPassword: () => {
        const c = withdraw(r).context;
        expect((c.fieldErrors as Record<string, { key: string } | undefined>).paymentPassword?.key).toBe('errors.wrongPaymentPassword');
        // What was typed is kept.
        expect([c.amount, c.paymentPassword]).toEqual(['1000', '111111']);
      },
      done: () => {
        const c = withdraw(r).context;
        expect((c.result as { transId: string }).transId).toBeTruthy();
        expect([c.amount, c.paymentPassword]).toEqual(['', '']);
      },
    }),
    covers: [{ machine: withdrawMachine }],
  });
});
