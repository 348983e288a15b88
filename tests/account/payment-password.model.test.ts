/**
 * Model-based test of the payment (withdrawal) password (xstate/graph): what a member does on the
 * account-security page, every shortest path driving the REAL root actor over the simulator (msw
 * in Node). player01 starts without a payment password; setting one lifts the page's profile, and
 * withdraw then takes exactly the password set or changed here. The runs must reach every state of
 * the real paymentPassword machine.
 */
import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { paymentPasswordMachine } from '../../machines/account/payment-password/payment-password.machine';
import { modelTests } from '../support/model';
import { logIn, logOut, useRuns, type ScenarioRun } from '../support/scenario';

const model = createMachine({
  id: 'paymentPasswordModel',
  initial: 'visitor',
  states: {
    visitor: { on: { LOG_IN: 'noPassword' } },
    noPassword: { on: { OPEN: 'setForm', LOG_OUT: 'visitor' } },
    setForm: { on: { TYPE_LETTER: 'formatShown', SAVE_MISMATCH: 'mismatchShown', SAVE: 'passwordSet', CANCEL: 'noPassword' } },
    formatShown: { on: { SAVE: 'passwordSet' } },
    mismatchShown: { on: { SAVE: 'passwordSet' } },
    passwordSet: { on: { CLOSE: 'hasPassword' } },
    hasPassword: { on: { OPEN: 'changeForm', LOG_OUT: 'visitor' } },
    changeForm: { on: { CHANGE_WITH_WRONG_OLD: 'wrongOld', CHANGE: 'changed' } },
    wrongOld: { on: { CHANGE: 'changed' } },
    changed: { on: { CLOSE: 'hasChanged' } },
    hasChanged: {},
  },
});

const FIRST = '135790';
const SECOND = '975310';
const newRun = useRuns();

type Snap = { matches: (v: unknown) => boolean; context: Record<string, unknown> };
const form = (r: ScenarioRun): Snap | undefined => r.root.system.get('paymentPassword')?.getSnapshot();
const centre = (r: ScenarioRun): Snap | undefined => r.root.system.get('securityCenter')?.getSnapshot();
const send = (r: ScenarioRun, event: Record<string, unknown> & { type: string }) => r.step({ send: { to: 'paymentPassword', event } });
const type = async (r: ScenarioRun, fields: Record<string, string>) => {
  for (const [field, value] of Object.entries(fields)) await send(r, { type: 'form.change', field, value });
};
const stored = (r: ScenarioRun) => {
  const id = r.sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!.id;
  return r.sim.db.moneyAccount.findFirst({ where: { memberId: { equals: id } } })?.paymentPassword ?? '';
};
/** The page's profile, once it has read it again. */
async function profileSays(r: ScenarioRun, hasPaymentPassword: boolean) {
  await r.step({ expect: { actor: 'securityCenter', state: 'ready', context: { profile: { hasPaymentPassword } } } });
}
/** Withdraw 100 with `password`: the refusal's code, or '' when it went through. */
async function withdrawWith(r: ScenarioRun, password: string): Promise<string> {
  await r.step({ send: { to: 'withdraw', event: { type: 'withdraw.open' } } });
  await r.step({ expect: { actor: 'withdraw', state: { ready: 'editing' } } });
  await r.step({ send: { to: 'withdraw', event: { type: 'form.change', field: 'amount', value: '100' } } });
  await r.step({ send: { to: 'withdraw', event: { type: 'form.change', field: 'paymentPassword', value: password } } });
  await r.step({ send: { to: 'withdraw', event: { type: 'form.submit' } } });
  await r.step({ send: { to: 'withdraw', event: { type: 'withdraw.confirm' } } });
  await r.settle();
  const w = r.root.system.get('withdraw').getSnapshot() as Snap;
  if (w.matches({ ready: 'done' })) return '';
  return (w.context.fieldErrors as Record<string, { key: string } | undefined>).paymentPassword?.key ?? 'other';
}

describe('payment password (model-based)', () => {
  modelTests(model, {
    start: async () => {
      const r = await newRun({ id: 'payment-password-model' });
      const id = r.sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!.id;
      r.sim.db.moneyAccount.update({ where: { memberId: { equals: id } }, data: { paymentPassword: '' } });
      return { r };
    },
    events: ({ r }) => ({
      LOG_IN: async () => {
        await logIn(r);
        await r.step({ send: { to: 'securityCenter', event: { type: 'security.open' } } });
      },
      LOG_OUT: () => logOut(r),
      OPEN: async () => {
        const has = (centre(r)!.context.profile as { hasPaymentPassword: boolean }).hasPaymentPassword;
        await send(r, { type: 'paymentPassword.open', mode: has ? 'change' : 'set' });
      },
      TYPE_LETTER: () => type(r, { newPassword: '13a' }),
      SAVE_MISMATCH: async () => {
        await type(r, { newPassword: FIRST, confirmPassword: '135791' });
        await send(r, { type: 'form.submit' });
      },
      SAVE: async () => {
        await type(r, { newPassword: FIRST, confirmPassword: FIRST });
        await send(r, { type: 'form.submit' });
      },
      CANCEL: () => send(r, { type: 'form.cancel' }),
      CLOSE: () => send(r, { type: 'form.cancel' }),
      CHANGE_WITH_WRONG_OLD: async () => {
        await type(r, { oldPassword: '000000', newPassword: SECOND, confirmPassword: SECOND });
        await send(r, { type: 'form.submit' });
      },
      CHANGE: async () => {
        await type(r, { oldPassword: FIRST, newPassword: SECOND, confirmPassword: SECOND });
        await send(r, { type: 'form.submit' });
      },
    }),
    states: ({ r }) => ({
      visitor: () => {
        const f = form(r);
        if (f) expect(f.matches('closed')).toBe(true);
      },
      noPassword: async () => {
        await profileSays(r, false);
        expect(stored(r)).toBe('');
      },
      setForm: async () => {
        await r.step({ expect: { actor: 'paymentPassword', state: 'editing', context: { mode: 'set' } } });
      },
      formatShown: () => {
        expect(form(r)!.context.fieldErrors).toEqual({ newPassword: { key: 'account:security.payment.formatError', params: { length: 6 } } });
        expect(form(r)!.context.newPassword).toBe('13a');
      },
      mismatchShown: async () => {
        await r.step({ expect: { actor: 'paymentPassword', state: 'editing' } });
        expect(form(r)!.context.fieldErrors).toEqual({ confirmPassword: { key: 'forms:validation.confirmMismatch' } });
        expect(stored(r)).toBe('');
      },
      passwordSet: async () => {
        await r.step({ expect: { actor: 'paymentPassword', state: 'done' } });
        expect(stored(r)).toBe(FIRST);
        await profileSays(r, true);
      },
      hasPassword: async () => {
        await profileSays(r, true);
        expect(await withdrawWith(r, '246810')).toBe('errors.wrongPaymentPassword');
        expect(await withdrawWith(r, FIRST)).toBe('');
      },
      changeForm: async () => {
        await r.step({ expect: { actor: 'paymentPassword', state: 'editing', context: { mode: 'change' } } });
      },
      wrongOld: async () => {
        await r.step({ expect: { actor: 'paymentPassword', state: 'editing' } });
        expect(form(r)!.context.fieldErrors).toEqual({ oldPassword: { key: 'errors.wrongPaymentPassword' } });
        expect(form(r)!.context.newPassword).toBe(SECOND);
        expect(stored(r)).toBe(FIRST);
      },
      changed: async () => {
        await r.step({ expect: { actor: 'paymentPassword', state: 'done' } });
        expect(stored(r)).toBe(SECOND);
      },
      hasChanged: async () => {
        expect(await withdrawWith(r, FIRST)).toBe('errors.wrongPaymentPassword');
        expect(await withdrawWith(r, SECOND)).toBe('');
      },
    }),
    covers: [{ machine: paymentPasswordMachine }],
  });
});
