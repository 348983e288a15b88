/**
 * Model-based test of the announcement popups (spec §4): what a visitor and a member see, driven
 * through the REAL root actor over the simulator (msw in Node) with a simulated clock. A reload
 * is a new run that keeps the device's local storage (and loses the session's).
 */
import { afterEach, describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { popupsFor, popupsMachine, type PopupsContext } from '../../machines/content/popups/popups.machine';
import { selectPopups } from '../../machines/content/popups/popups.selectors';
import { modelTests } from '../support/model';
import { logIn, logOut, SEED, startScenario, type ScenarioRun } from '../support/scenario';

/** Noon, 21 November 2026 (UTC): the same day in any time zone within ±11 h. */
const NOON = Date.UTC(2026, 10, 21, 12);
const THIRTEEN_HOURS = 13 * 3_600_000;

const model = createMachine({
  id: 'popupsModel',
  initial: 'visitor',
  states: {
    /** The visitor popups (B) on screen, the first one, playing. */
    visitor: {
      on: {
        NEXT: 'browsing',
        WAIT: 'autoplayed',
        HOVER: 'held',
        CLOSE: 'closed',
        HIDE_TODAY: 'hiddenToday',
        LOG_IN: 'member',
        FIRST_LOGIN: 'firstLogin',
        SWITCH_LANGUAGE: 'switched',
        OUTAGE: 'outage',
        WITHDRAWN: 'nothing',
      },
    },
    browsing: { on: { CLOSE: 'closed' } },
    autoplayed: { on: { CLOSE: 'closed' } },
    held: { on: { CLOSE: 'closed' } },
    /** Closed for the session: gone until another login. */
    closed: { on: { LOG_IN: 'member', RELOAD: 'visitor' } },
    /** Ticked "don't show again today" and closed. */
    hiddenToday: { on: { RELOAD: 'stillHidden' } },
    /** A new session the same day: still hidden. */
    stillHidden: { on: { NEXT_DAY: 'visitor' } },
    member: { on: { LOG_OUT: 'visitor' } },
    firstLogin: {},
    /** Another language: the popups read again in it. */
    switched: {},
    /** The popups cannot be read: nothing on screen, tried again quietly. */
    outage: { on: { RECOVER: 'switched' } },
    /** No popup for this audience. */
    nothing: {},
  },
});

interface Ctx {
  r: ScenarioRun;
}

const runs: ScenarioRun[] = [];
afterEach(() => {
  for (const r of runs.splice(0)) r.close();
});

async function newRun(local: Record<string, string> = {}): Promise<ScenarioRun> {
  const r = await startScenario({ id: 'popups-model', title: 'popups model', seed: SEED, storage: { local }, steps: [] });
  runs.push(r);
  // Anything sent starts the actor: before the view tells the time, the answer waits for it.
  await r.step({ send: { to: 'popups', event: { type: 'popups.hold' } } });
  await r.step({ expect: { actor: 'popups', state: { display: 'waitingForClock' } } });
  await r.step({ send: { to: 'popups', event: { type: 'popups.clock', now: NOON } } });
  await r.settle();
  return r;
}

const snap = (r: ScenarioRun) => r.root.system.get('popups').getSnapshot() as ReturnType<typeof popupsMachine.resolveState>;
const view = (r: ScenarioRun) => selectPopups(snap(r));
const executions = (r: ScenarioRun) => view(r).items.map((p) => p.execution);
const lang = (r: ScenarioRun) => (r.root.system.get('language').getSnapshot().context as { current: string }).current;

function seesVisitorPopups(r: ScenarioRun, index = 0) {
  const v = view(r);
  expect(v.open).toBe(true);
  expect(new Set(executions(r))).toEqual(new Set(['B']));
  expect(v.index).toBe(index);
}

describe('announcement popups (model-based)', () => {
  modelTests<Ctx>(model, {
    start: async () => ({ r: await newRun() }),
    events: (c) => ({
      NEXT: async () => {
        await c.r.step({ send: { to: 'popups', event: { type: 'popups.resume' } } });
        await c.r.step({ send: { to: 'popups', event: { type: 'popups.next' } } });
      },
      WAIT: async () => {
        await c.r.step({ send: { to: 'popups', event: { type: 'popups.resume' } } });
        c.r.clock.increment(5_000);
        await c.r.settle();
      },
      HOVER: async () => {
        await c.r.step({ send: { to: 'popups', event: { type: 'popups.hold' } } });
        c.r.clock.increment(12_000);
        await c.r.settle();
      },
      CLOSE: () => c.r.step({ send: { to: 'popups', event: { type: 'popups.close' } } }),
      HIDE_TODAY: async () => {
        await c.r.step({ send: { to: 'popups', event: { type: 'popups.hideToday', checked: true } } });
        await c.r.step({ send: { to: 'popups', event: { type: 'popups.close' } } });
      },
      RELOAD: async () => {
        const local: Record<string, string> = {};
        for (const k of ['popupHiddenOn:anonymous']) {
          const v = c.r.storage.getLocal(k);
          if (v !== null) local[k] = v;
        }
        c.r = await newRun(local);
      },
      NEXT_DAY: async () => {
        c.r.clock.increment(THIRTEEN_HOURS);
        await c.r.settle();
        await c.r.step({ expect: { actor: 'popups', state: { display: 'showing' } } });
      },
      LOG_IN: async () => {
        await logIn(c.r);
        await c.r.step({ expect: { actor: 'popups', state: { display: 'showing' }, context: { audience: { loggedIn: true } } } });
      },
      FIRST_LOGIN: async () => {
        await logIn(c.r, 'firstday01', 'Firstday123');
        await c.r.step({ expect: { actor: 'popups', state: { display: 'showing' }, context: { audience: { firstLogin: true } } } });
      },
      LOG_OUT: async () => {
        await logOut(c.r);
        await c.r.step({ expect: { actor: 'popups', state: { display: 'showing' }, context: { audience: { loggedIn: false } } } });
      },
      SWITCH_LANGUAGE: async () => {
        await c.r.step({ send: { to: 'language', event: { type: 'language.change', lang: lang(c.r) === 'EN' ? 'TH' : 'EN' } } });
        await c.r.settle();
      },
      OUTAGE: async () => {
        c.r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['getListAnnouncements'] } });
        await c.r.step({ send: { to: 'language', event: { type: 'language.change', lang: lang(c.r) === 'EN' ? 'TH' : 'EN' } } });
        await c.r.step({ expect: { actor: 'popups', state: { display: 'failed' } } });
      },
      RECOVER: async () => {
        c.r.sim.configure({ faults: { errorRate: 0 } });
        c.r.clock.increment(10_000);
        await c.r.settle();
      },
      WITHDRAWN: async () => {
        c.r.sim.db.notice.deleteMany({ where: { type: { equals: 'PU' } } });
        await c.r.step({ send: { to: 'language', event: { type: 'language.change', lang: lang(c.r) === 'EN' ? 'TH' : 'EN' } } });
        await c.r.settle();
      },
    }),
    states: (c) => ({
      visitor: () => seesVisitorPopups(c.r),
      browsing: () => {
        seesVisitorPopups(c.r, 1);
        expect(view(c.r).playing).toBe(false);
      },
      autoplayed: () => {
        seesVisitorPopups(c.r, 1);
        expect(view(c.r).playing).toBe(true);
      },
      held: () => {
        // 12 s passed, but hovered: still the first one.
        seesVisitorPopups(c.r, 0);
        expect(view(c.r).playing).toBe(false);
      },
      closed: () => {
        expect(view(c.r).open).toBe(false);
        expect(c.r.storage.getSession('popupClosed:anonymous')).toBe('closed');
        expect(c.r.storage.getLocal('popupHiddenOn:anonymous')).toBeNull();
      },
      hiddenToday: () => {
        expect(view(c.r).open).toBe(false);
        expect(c.r.storage.getLocal('popupHiddenOn:anonymous')).toBe('2026-11-21');
      },
      stillHidden: () => {
        expect(view(c.r).open).toBe(false);
        expect(snap(c.r).matches({ display: 'hiddenToday' })).toBe(true);
      },
      member: () => {
        expect(view(c.r).open).toBe(true);
        expect(new Set(executions(c.r))).toEqual(new Set(['A']));
      },
      firstLogin: () => {
        const ex = executions(c.r);
        // The first-login ones first, then the member ones; 7 titles a page.
        expect(ex.slice(0, 2)).toEqual(['F', 'F']);
        expect(new Set(ex.slice(2))).toEqual(new Set(['A']));
        expect(view(c.r).pages).toBe(Math.ceil(ex.length / 7));
      },
      switched: () => {
        seesVisitorPopups(c.r);
        // The titles are the new language's: the seed's Thai titles are in Thai script.
        const thai = /[\u0E00-\u0E7F]/.test(
          view(c.r)
            .items.map((p) => p.title)
            .join(''),
        );
        expect(thai).toBe(lang(c.r) === 'TH');
      },
      outage: () => {
        expect(view(c.r).open).toBe(false);
        expect((snap(c.r).context as PopupsContext).error?.messageKey).toBe('errors.systemError');
      },
      nothing: () => {
        expect(view(c.r).open).toBe(false);
        const ctx = snap(c.r).context as PopupsContext;
        expect(popupsFor(ctx.all, ctx.audience)).toEqual([]);
        expect(snap(c.r).matches({ display: 'none' })).toBe(true);
      },
    }),
    covers: [
      {
        machine: popupsMachine,
        unreached: {
          'popups.display.awaitingSession': 'only with a token at start (a session being restored); the reachability walk covers it',
        },
      },
    ],
  });
});

// The visitor popups after a logout (the session ends its flags before announcing the logout):
// scenarios/content/popups-after-logout.json, replayed by tests/system/scenarios.test.ts.
