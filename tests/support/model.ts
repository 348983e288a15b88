/**
 * Model-based tests (xstate/graph): a small user-level model of a workflow — what a player can
 * do and see — whose every shortest path drives the REAL root actor over the simulator. One
 * runner for every workflow:
 * - every state of the user model is on some path;
 * - each path is a test: events drive the system, state checks assert what the user would see;
 * - the real machines the runs drive must reach every state, except an explicit allow-list that
 *   gives the reason for each state left out (the reachability tests walk those).
 */
import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coverage } from './coverage';

type Step = () => Promise<void> | void;

export interface ModelTestOptions<C> {
  /** Per path: a fresh run (and whatever the steps need). */
  start: (path: { description: string; events: string[] }) => Promise<C>;
  /** Each model event, done to the real system. */
  events: (c: C) => Record<string, Step>;
  /** Each model state, checked on the real system (what the user would see). */
  states?: (c: C) => Record<string, Step>;
  /**
   * The real machines these runs drive: each must reach every state but those allowed, each with
   * its reason (the ids are state node ids, such as `login.form.verifying.checking`).
   */
  covers?: { machine: AnyStateMachine; unreached?: Record<string, string> }[];
}

export function modelTests<C>(model: AnyStateMachine, opts: ModelTestOptions<C>): void {
  const paths = createTestModel(model).getShortestPaths();

  it('covers every state of the user model', () => {
    const states = new Set(paths.flatMap((p) => [String(p.state.value), ...p.steps.map((s) => String(s.state.value))]));
    expect([...states].sort()).toEqual(Object.keys(model.config.states ?? {}).sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const c = await opts.start({ description: path.description, events: path.steps.map((s) => s.event.type) });
      const events = opts.events(c);
      const states = opts.states?.(c) ?? {};
      await path.test({
        events: Object.fromEntries(Object.entries(events).map(([k, run]) => [k, async () => void (await run())])),
        states: Object.fromEntries(Object.entries(states).map(([k, check]) => [k, async () => void (await check())])),
      });
    });
  }

  for (const { machine, unreached = {} } of opts.covers ?? []) {
    it(`reaches every state of the real ${machine.id} machine (or says why not)`, () => {
      const c = coverage.report(machine);
      console.info(c.report);
      const missing = c.all.filter((id) => !c.reached.includes(id));
      expect(missing.sort()).toEqual(Object.keys(unreached).sort());
    });
  }
}
