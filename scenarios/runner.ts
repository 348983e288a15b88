/**
 * Runs a scenario in Node: a fresh simulator from the scenario's seed and config behind msw's
 * setupServer, the real gateway client and effects, the real root actor on a SimulatedClock,
 * and the journal recording. Used by the scenario tests and by model-based tests.
 *
 * Time: the machines run on the SimulatedClock; the simulator's clock (the wall clock elsewhere)
 * is frozen at SCENARIO_SIM_START, or at the scenario's own `simulator.clock` (epoch ms), so what
 * the simulator dates (history presented as recent, SMS expiry, live records) is the same on every
 * run. An `advance` step moves both clocks by the same amount.
 */
import { dirname } from 'node:path';
import { scenarioFiles } from './files';
import { fileURLToPath } from 'node:url';
import { fromPromise, SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import { createGatewayClient } from '../gateway/client';
import { normaliseConfig, type RuntimeConfig } from '../gateway/shell/config';
import { createJournal, isMachineRef, systemDigest, type Journal } from '../machines/system/journal';
import { checkExpectation, describeStep, type Scenario, type ScenarioStep } from '../machines/system/scenario';
import { createMemoryStorage } from '../machines/shared/storage';
import { actorsOf, advanceClock, createCroupierSystem, LONG_LIVED_IDS, sendToActor, type RootActor } from '../machines/system/system';
import { geetestStandInSteps, mulberry32, SEED_REFERENCE_DATE, type SimulatorConfigInput } from '../simulator';
import { humanCheckStandIn } from '../machines/shared/human-check/human-check';
import { HOUR } from '../simulator/seed-date';
import { socialToken } from '../simulator/account/social';
import type { ProviderSignIn, ProviderToken } from '../machines/account/social-login/social-login.types';
import { createNodeSimulator } from '../simulator/node';

export const GATEWAY_ORIGIN = 'http://gateway.test';
/** Where a scenario's simulator clock stands at the start (unless the scenario sets `simulator.clock`): the seed's reference day, 10:00 UTC. */
export const SCENARIO_SIM_START = SEED_REFERENCE_DATE + 10 * HOUR;
const here = dirname(fileURLToPath(import.meta.url));

export function loadScenarios(dir = here): Scenario[] {
  return scenarioFiles(dir).map((f) => JSON.parse(f.text) as Scenario);
}

/** A request the app sent to the simulated gateway, as it went out. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The body as sent ('' without one). */
  body: string;
}

export interface ScenarioRun {
  scenario: Scenario;
  root: RootActor;
  clock: SimulatedClock;
  journal: Journal;
  storage: ReturnType<typeof createMemoryStorage>;
  config: RuntimeConfig;
  sim: ReturnType<typeof createNodeSimulator>['sim'];
  /** Runs one step; rejects with a readable message when an expectation does not hold in time. */
  step(step: ScenarioStep): Promise<void>;
  /** Waits until no effect is in flight. */
  settle(): Promise<void>;
  /** Every request the app sent to the gateway so far, in order (tests assert what went on the wire). */
  requests(): Promise<SentRequest[]>;
  digest(): { digest: string; snapshots: Record<string, unknown> };
  close(): void;
}

/** True while any promise actor anywhere in the tree is still running. */
function effectsInFlight(ref: AnyActorRef): boolean {
  const snap = ref.getSnapshot() as { status?: string; children?: Record<string, AnyActorRef | undefined> };
  if (!isMachineRef(ref)) return snap.status === 'active';
  return Object.values(snap.children ?? {}).some((c) => c && effectsInFlight(c));
}

const tick = () => new Promise<void>((r) => setTimeout(r, 2));

export interface ScenarioOptions {
  timeoutMs?: number;
  /** Simulator config over the scenario's own. */
  simulator?: SimulatorConfigInput;
  /** Also observe the system's inspection stream (the tests' machine coverage). */
  inspect?: (e: InspectionEvent) => void;
  /** The gateway client's own deadline per call, real ms (default 2,000; the chaos test's timeouts use less). */
  clientTimeoutMs?: number;
  /** Sees every request the app sends (its headers and body), as the simulator receives it. */
  onRequest?: (request: Request) => void;
}

export async function startScenario(scenario: Scenario, opts: ScenarioOptions = {}): Promise<ScenarioRun> {
  const waitLimit = opts.timeoutMs ?? 4_000;
  const { clock: simStart, ...simConfig } = (scenario.simulator ?? {}) as SimulatorConfigInput & { clock?: unknown };
  const { sim, server } = createNodeSimulator({ ...simConfig, ...opts.simulator, seed: scenario.seed });
  sim.clock.set(typeof simStart === 'number' && Number.isFinite(simStart) ? simStart : SCENARIO_SIM_START);
  server.listen({ onUnhandledRequest: 'error' });
  const sent: Promise<SentRequest>[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    sent.push(copy.text().then((body) => ({ method: copy.method, url: new URL(copy.url), headers: new Headers(copy.headers), body })));
  });
  if (opts.onRequest) server.events.on('request:start', ({ request }) => opts.onRequest!(request.clone()));

  const res = await fetch(`${GATEWAY_ORIGIN}/config.json`);
  const config = normaliseConfig(await res.json());
  const clock = new SimulatedClock();
  const storage = createMemoryStorage(scenario.storage);
  const journal = createJournal(() => clock.now());
  const url = new URL(scenario.url ?? '/', GATEWAY_ORIGIN);

  let root: RootActor | null = null;
  const client = createGatewayClient({
    baseUrl: GATEWAY_ORIGIN,
    merchantCode: config.merchantCode,
    rsaKeyPath: config.rsaKeyPath,
    language: () => (root ? actorsOf(root).language.getSnapshot().context.current : config.defaultLanguage),
    getToken: () => (root ? actorsOf(root).session.getSnapshot().context.token : null),
    onSessionExpired: () => root && actorsOf(root).session.send({ type: 'session.expired' }),
    random: mulberry32(scenario.seed),
    now: () => clock.now(),
    timeoutMs: opts.clientTimeoutMs ?? 2_000,
  });
  root = createCroupierSystem({
    client,
    // The simulator plays geetest: the human check's verifier is the stand-in on its pages.
    effects: {
      verifyHuman: humanCheckStandIn(geetestStandInSteps({ baseUrl: GATEWAY_ORIGIN, merchantCode: config.merchantCode })),
      // The simulator plays the social sign-in providers: the person linked to player01 signs in.
      signInWithProvider: fromPromise<ProviderToken, ProviderSignIn>(async ({ input }) => ({
        idToken: socialToken(scenario.seed, input.provider, 'player01'),
      })),
    },
    config,
    storage,
    urlToken: url.searchParams.get('token'),
    clock,
    inspect: opts.inspect ? (e: InspectionEvent) => (journal.inspect.next?.(e), opts.inspect!(e)) : journal.inspect,
  });
  root.start();
  const liveRoot = root;

  async function settle() {
    const until = Date.now() + waitLimit;
    let quiet = 0;
    while (Date.now() < until) {
      await tick();
      quiet = effectsInFlight(liveRoot) ? 0 : quiet + 1;
      if (quiet >= 3) return;
    }
    throw new Error(`Effects still in flight after ${waitLimit} ms`);
  }

  async function step(s: ScenarioStep) {
    if ('send' in s) {
      // A short-lived workflow may still be loading its code: wait for it, as a user would.
      const until = Date.now() + waitLimit;
      while (!sendToActor(liveRoot, s.send.to, s.send.event)) {
        if (Date.now() > until) throw new Error(`${scenario.id}: ${describeStep(s)}: no actor "${s.send.to}"`);
        await tick();
      }
    } else if ('advance' in s) {
      advanceClock(clock, clock.now() + s.advance);
      sim.clock.advance(s.advance);
    } else if ('simulator' in s) {
      if (s.simulator.configure) sim.configure(s.simulator.configure as SimulatorConfigInput);
      if (s.simulator.expireSessions) sim.db.session.deleteMany({ where: { seq: { gte: 0 } } });
    } else {
      const until = Date.now() + waitLimit;
      let last = checkExpectation(liveRoot, storage, s.expect);
      while (!last.ok && Date.now() < until) {
        await tick();
        last = checkExpectation(liveRoot, storage, s.expect);
      }
      if (!last.ok) throw new Error(`${scenario.id}: ${s.note ?? describeStep(s)}: ${last.detail}`);
    }
  }

  return {
    scenario,
    root: liveRoot,
    clock,
    journal,
    storage,
    config,
    sim,
    step,
    settle,
    requests: () => Promise.all(sent),
    digest: () => systemDigest(liveRoot, LONG_LIVED_IDS),
    close: () => {
      liveRoot.stop();
      server.close();
    },
  };
}

/** Runs every step, then waits for quiet; returns the run (the caller closes it). */
export async function runScenario(scenario: Scenario, opts?: Parameters<typeof startScenario>[1]): Promise<ScenarioRun> {
  const run = await startScenario(scenario, opts);
  try {
    for (const s of scenario.steps) {
      await run.step(s);
    }
    await run.settle();
  } catch (e) {
    run.close();
    throw e;
  }
  return run;
}
