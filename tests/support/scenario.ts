/**
 * Scenario runs for tests: the Node runner (real root actor, real client, simulator behind msw,
 * simulated clock) with this file's machine coverage recorded, plus the steps most tests share.
 */
import { afterEach, expect } from 'vitest';
import { runScenario as run, startScenario as start, type ScenarioOptions, type ScenarioRun } from '../../scenarios/runner';
import type { Scenario } from '../../machines/system/scenario';
import { coverage } from './coverage';
import { TEST_GAMES } from './simulator';

export type { ScenarioRun };
export const SEED = 20261121;

/** The run's options: this file's coverage recorded, and `TEST_GAMES` games unless the scenario or the test names a catalogue. */
function testOptions(scenario: Scenario, opts: ScenarioOptions): ScenarioOptions {
  const named = (scenario.simulator as { games?: number } | undefined)?.games ?? opts.simulator?.games;
  return {
    ...opts,
    simulator: { games: named ?? TEST_GAMES, ...opts.simulator },
    inspect: (e) => (coverage.observe(e as never), opts.inspect?.(e)),
  };
}

export function startScenario(scenario: Scenario, opts: ScenarioOptions = {}): Promise<ScenarioRun> {
  return start(scenario, testOptions(scenario, opts));
}

export function runScenario(scenario: Scenario, opts: ScenarioOptions = {}): Promise<ScenarioRun> {
  return run(scenario, testOptions(scenario, opts));
}

/**
 * Runs a scenario twice: each run must reach every expectation (runScenario throws otherwise),
 * and the second must end in the same snapshots, to the same digest.
 */
export async function expectSameTwice(scenario: Scenario, opts: ScenarioOptions = {}): Promise<void> {
  const first = await runScenario(scenario, opts);
  const a = first.digest();
  first.close();
  const second = await runScenario(scenario, opts);
  const b = second.digest();
  second.close();
  expect(b.snapshots).toEqual(a.snapshots);
  expect(b.digest).toBe(a.digest);
}

/** A run with no steps of its own (a model test drives it), closed after each test. */
export function useRuns() {
  let current: ScenarioRun | null = null;
  afterEach(() => {
    current?.close();
    current = null;
  });
  return async (opts: ScenarioOptions & { id?: string; seed?: number } = {}) => {
    current?.close();
    current = await startScenario({ id: opts.id ?? 'test-run', title: opts.id ?? 'test run', seed: opts.seed ?? SEED, steps: [] }, opts);
    return current;
  };
}

/** A login form opens (as the modal or the agent page does): its workflow loads and starts. */
export async function openLogin(r: ScenarioRun, variant?: 'member' | 'agent') {
  await r.step({ send: { to: 'session', event: { type: 'session.openLogin', ...(variant ? { variant } : {}) } } });
  await r.step({ expect: { actor: 'login', ...(variant ? { context: { variant } } : {}) } });
}

/** Types into the login form and submits it (it stays on whatever screen the answer leads to). */
export async function submitLogin(r: ScenarioRun, username: string, password: string) {
  await openLogin(r);
  await r.step({ send: { to: 'login', event: { type: 'form.change', field: 'username', value: username } } });
  await r.step({ send: { to: 'login', event: { type: 'form.change', field: 'password', value: password } } });
  await r.step({ send: { to: 'login', event: { type: 'form.submit' } } });
}

/** Logs in and waits for the session to be logged in. */
export async function logIn(r: ScenarioRun, username = 'player01', password = 'Player123') {
  await submitLogin(r, username, password);
  await r.step({ expect: { actor: 'session', state: 'loggedIn' } });
}

export async function logOut(r: ScenarioRun) {
  await r.step({ send: { to: 'session', event: { type: 'session.logout' } } });
  await r.step({ expect: { actor: 'session', state: 'loggedOut' } });
  await r.settle();
}
