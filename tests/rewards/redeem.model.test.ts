/**
 * Model-based test of the points mall's redeem and convert workflow (xstate/graph): a user-level
 * model of what a player does and sees, whose every shortest path drives the REAL root actor over
 * the simulator (msw in Node) with a simulated clock; the runs must reach every state of the real
 * pointMall machine. A visitor of a brand whose points mall is public (brand.pointMallPublic: the
 * page sends pointMall.browse) sees the rewards without a token, and redeeming asks them to log in. What the player sees is checked against the simulator's own books: the
 * points it holds, the redeem records it wrote, the wallet.
 */
import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { pointMallMachine } from '../../machines/rewards/point-mall/point-mall.machine';
import { modelTests } from '../support/model';
import { logIn, logOut, useRuns, type ScenarioRun } from '../support/scenario';

const START_POINTS = 5600;
const VOUCHER = { rewardId: 'PR1', points: 1000 };

/** What the player does and sees. */
const model = createMachine({
  id: 'redeemModel',
  initial: 'visitor',
  states: {
    visitor: { on: { LOG_IN: 'mall', BROWSE: 'browsing' } },
    browsing: { on: { REDEEM_AS_VISITOR: 'loginAsked', BROWSE_FAILS: 'browseFailed' } },
    browseFailed: { on: { RETRY: 'browsing' } },
    loginAsked: { on: { LOG_IN: 'mall' } },
    mall: { on: { REDEEM: 'redeemForm', CONVERT: 'convertForm', LOAD_FAILS: 'loadFailed', LOG_OUT: 'visitor' } },
    loadFailed: { on: { RETRY: 'mall' } },
    redeemForm: { on: { SUBMIT_TOO_MANY: 'redeemForm', SUBMIT: 'redeemConfirm', CANCEL: 'mall' } },
    redeemConfirm: { on: { BACK: 'redeemForm', CONFIRM: 'redeemed', CONFIRM_WRONG_PASSWORD: 'wrongPassword' } },
    wrongPassword: { on: { RETYPE_AND_CONFIRM: 'redeemed' } },
    redeemed: { on: { LOG_OUT: 'visitor' } },
    convertForm: { on: { SUBMIT: 'convertConfirm' } },
    convertConfirm: { on: { CONFIRM: 'converted' } },
    converted: {},
  },
});

const mall = (r: ScenarioRun) => r.root.system.get('pointMall')?.getSnapshot();
const serverPoints = (r: ScenarioRun): number =>
  (r.sim.db.pointAccount.getAll() as { memberId: number; points: number }[]).find((a) => a.memberId === 100001)!.points;
/** The redeem records written during the run (player01's seeded history left out). */
const serverRecords = (r: ScenarioRun) =>
  (r.sim.db.redeemRecord.getAll() as { memberId: number; type: string; status: string; seeded: boolean }[]).filter((x) => x.memberId === 100001 && !x.seeded);
const send = (r: ScenarioRun, event: Record<string, unknown>) => r.step({ send: { to: 'pointMall', event: event as { type: string } } });
const expectState = (r: ScenarioRun, state: string) => r.step({ expect: { actor: 'pointMall', state: { active: state } } });

const newRun = useRuns();

describe('points mall redeem and convert (model-based)', () => {
  modelTests(model, {
    start: async () => ({ r: await newRun({ id: 'redeem-model' }) }),
    events: ({ r }) => ({
      LOG_IN: async () => {
        await logIn(r);
        await send(r, { type: 'pointMall.refresh' });
        await expectState(r, 'ready');
      },
      LOG_OUT: () => logOut(r),
      LOAD_FAILS: async () => {
        r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['getPointBalance'] } });
        await send(r, { type: 'pointMall.refresh' });
        await expectState(r, 'failed');
        r.sim.configure({ faults: { errorRate: 0 } });
      },
      RETRY: async () => {
        if (mall(r)!.matches('visitor')) {
          await send(r, { type: 'pointMall.browse' });
          await r.step({ expect: { actor: 'pointMall', state: { visitor: 'ready' } } });
          return;
        }
        await send(r, { type: 'pointMall.refresh' });
        await expectState(r, 'ready');
      },
      BROWSE: async () => {
        await send(r, { type: 'pointMall.browse' });
        await r.step({ expect: { actor: 'pointMall', state: { visitor: 'ready' } } });
      },
      BROWSE_FAILS: async () => {
        r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['MCSFE_getPointReward'] } });
        await send(r, { type: 'pointMall.browse' });
        await r.step({ expect: { actor: 'pointMall', state: { visitor: 'failed' } } });
        r.sim.configure({ faults: { errorRate: 0 } });
      },
      REDEEM_AS_VISITOR: async () => {
        await send(r, { type: 'pointMall.redeem', rewardId: VOUCHER.rewardId });
        await r.step({ expect: { actor: 'session', context: { loginPrompt: true } } });
      },
      REDEEM: async () => {
        await send(r, { type: 'pointMall.redeem', rewardId: VOUCHER.rewardId });
        await send(r, { type: 'form.change', field: 'quantity', value: '1' });
        await send(r, { type: 'form.change', field: 'password', value: 'Player123' });
      },
      SUBMIT_TOO_MANY: async () => {
        await send(r, { type: 'form.change', field: 'quantity', value: '9' });
        await send(r, { type: 'form.submit' });
        // Refused in the form: 9 vouchers cost 9,000 points and the member has 5,600; nothing is confirmed or sent.
        const s = mall(r)!;
        expect(s.matches({ active: 'editing' })).toBe(true);
        expect(s.context.form!.fieldErrors.quantity?.key).toBe('errors.pointsNotEnough');
        expect(s.context.form!.quantity).toBe('9');
        expect(s.context.form!.password).toBe('Player123');
        expect(serverRecords(r)).toHaveLength(0);
        // The player corrects the quantity: the refusal goes.
        await send(r, { type: 'form.change', field: 'quantity', value: '1' });
        expect(mall(r)!.context.form!.fieldErrors.quantity).toBeUndefined();
      },
      SUBMIT: async () => {
        await send(r, { type: 'form.submit' });
        await r.settle();
      },
      CANCEL: () => send(r, { type: 'form.cancel' }),
      BACK: () => send(r, { type: 'form.back' }),
      CONFIRM: async () => {
        await send(r, { type: 'form.confirm' });
        await expectState(r, 'ready');
      },
      CONFIRM_WRONG_PASSWORD: async () => {
        await send(r, { type: 'form.back' });
        await send(r, { type: 'form.change', field: 'password', value: 'Wrong999' });
        await send(r, { type: 'form.submit' });
        await send(r, { type: 'form.confirm' });
        await expectState(r, 'editing');
      },
      RETYPE_AND_CONFIRM: async () => {
        await send(r, { type: 'form.change', field: 'password', value: 'Player123' });
        await send(r, { type: 'form.submit' });
        await send(r, { type: 'form.confirm' });
        await expectState(r, 'ready');
      },
      CONVERT: async () => {
        await send(r, { type: 'pointMall.convert' });
        await send(r, { type: 'form.change', field: 'points', value: '2500' });
        await send(r, { type: 'form.change', field: 'password', value: 'Player123' });
      },
    }),
    states: ({ r }) => ({
      visitor: () => {
        const s = mall(r);
        // Never opened, or forgotten at logout.
        if (s) {
          expect(s.matches('inactive')).toBe(true);
          expect(s.context.mall).toBeNull();
        }
      },
      browsing: () => {
        const s = mall(r)!;
        expect(s.matches({ visitor: 'ready' })).toBe(true);
        // What anyone may see: the rewards with their cost, the rules and the rate table; no points.
        expect(s.context.preview!.rewards.map((x: { id: string; points: number }) => [x.id, x.points])).toEqual([
          ['PR1', 1000],
          ['PR2', 4500],
          ['PR3', 2000],
          ['PR4', 60000],
        ]);
        expect(s.context.preview!.rules.length).toBeGreaterThan(0);
        expect(s.context.preview!.rates.length).toBeGreaterThan(0);
        expect(s.context.mall).toBeNull();
      },
      browseFailed: () => {
        expect(mall(r)!.matches({ visitor: 'failed' })).toBe(true);
        expect(mall(r)!.context.error?.messageKey).toBe('errors.systemError');
      },
      loginAsked: () => {
        const s = mall(r)!;
        // The login is asked for; nothing opened, nothing sent.
        expect(r.root.system.get('session')!.getSnapshot().context.loginPrompt).toBe(true);
        expect(s.matches({ visitor: 'ready' })).toBe(true);
        expect(s.context.form).toBeNull();
        expect(serverRecords(r)).toHaveLength(0);
      },
      mall: () => {
        expect(mall(r)!.matches({ active: 'ready' })).toBe(true);
        expect(mall(r)!.context.mall!.points).toBe(serverPoints(r));
      },
      loadFailed: () => {
        expect(mall(r)!.matches({ active: 'failed' })).toBe(true);
        expect(mall(r)!.context.error?.messageKey).toBe('errors.systemError');
      },
      redeemForm: () => {
        const s = mall(r)!;
        expect(s.matches({ active: 'editing' })).toBe(true);
        expect(s.context.form!.quantity).toBe('1');
        expect(serverPoints(r)).toBe(START_POINTS);
      },
      redeemConfirm: () => {
        expect(mall(r)!.matches({ active: 'confirming' })).toBe(true);
        // Nothing is sent before the confirmation.
        expect(serverRecords(r)).toHaveLength(0);
      },
      wrongPassword: () => {
        const f = mall(r)!.context.form!;
        expect(f.fieldErrors.password?.key).toBe('errors.passwordIncorrect');
        expect(f.password).toBe('');
        expect(f.quantity).toBe('1');
        expect(serverPoints(r)).toBe(START_POINTS);
      },
      redeemed: () => {
        expect(mall(r)!.context.mall!.points).toBe(START_POINTS - VOUCHER.points);
        expect(serverPoints(r)).toBe(START_POINTS - VOUCHER.points);
        expect(serverRecords(r).map((x) => [x.type, x.status])).toEqual([['REWARD', 'PROCESS']]);
      },
      convertForm: () => {
        expect(mall(r)!.matches({ active: 'editing' })).toBe(true);
        expect(mall(r)!.context.form!.mode).toBe('convert');
      },
      convertConfirm: () => expect(mall(r)!.matches({ active: 'confirming' })).toBe(true),
      converted: async () => {
        expect(serverPoints(r)).toBe(START_POINTS - 2500);
        expect(serverRecords(r).map((x) => [x.type, x.status])).toEqual([['CONVERT', 'APPROVED']]);
        await r.step({ expect: { actor: 'wallet', context: { balance: 12370.67 } } });
      },
    }),
    covers: [{ machine: pointMallMachine }],
  });
});
