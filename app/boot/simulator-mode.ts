/**
 * Simulator mode (npm start, demo builds): starts the simulated gateway in the browser through
 * msw's service worker before the app makes its first request. `?scenario=<id>` starts it from
 * that scenario's seed and config (and presets the visitor's storage once per tab).
 * This module is only ever imported behind `__SIMULATOR__`, so production builds have none of it.
 */
import type { AnyActorLogic } from 'xstate';
import type { Scenario } from '../../machines/system/scenario';
import { startBrowserSimulator } from '../../simulator/browser';
import { trackSimulator, type Persistence } from '../../simulator/persistence';
import { geetestStandInSteps, type Simulator, type SimulatorConfigInput } from '../../simulator';
import { humanCheckStandIn } from '../../machines/shared/human-check/human-check';

const SCENARIO_MARK = 'croupier.sim.scenario';
const SESSIONS_KEY = 'croupier.sim.sessions';
/** What the run changed since the seed (simulator/persistence.ts), for this browser tab. */
const STATE_KEY = 'croupier.sim.state';
/**
 * The answers' latency the product owner chose in the simulator panel, kept for the tab: a reload
 * (or a new page in the same tab) answers as slowly as the one before. Without one, 250 ms, a
 * gateway a little way off.
 */
const LATENCY_KEY = 'croupier.sim.latencyMs';
const DEFAULT_LATENCY_MS = 250;
/** Set by a reset: nothing may be saved on the way out (pagehide would write the old run back). */
let resetting = false;

/** What simulator-mode boot hands back: the running simulator and the chosen scenario. */
export interface SimulatorHandle {
  simulator: unknown;
  scenarioId: string | null;
  scenario: Scenario | null;
  /** Forget the tab's saved run and start again from the seed. */
  reset(): void;
  /** The human check's verifier: the stand-in on the simulator's geetest pages. */
  verifyHuman: AnyActorLogic;
}

/**
 * The scenario file for `?scenario=<id>`, or null (with a warning) when there is none: an unknown
 * or mistyped id gets the server's 404 or its SPA fallback page (HTML), and the app then starts
 * from the default seed rather than failing to boot.
 */
export async function fetchScenario(id: string, get: typeof fetch = fetch): Promise<Scenario | null> {
  const unknown = (why: string) => {
    console.warn(`[simulator] no scenario "${id}" (${why}); starting with the default seed`);
    return null;
  };
  try {
    const res = await get(`${import.meta.env.BASE_URL}scenarios/${encodeURIComponent(id)}.json`, { cache: 'no-store' });
    if (!res.ok) return unknown(`HTTP ${res.status}`);
    const body: unknown = await res.json();
    if (!body || typeof body !== 'object' || (body as Scenario).id !== id || !Array.isArray((body as Scenario).steps)) return unknown('not a scenario file');
    return body as Scenario;
  } catch (e) {
    return unknown(e instanceof Error ? e.message : String(e));
  }
}

function applyScenarioStorage(scenario: Scenario): void {
  if (window.sessionStorage.getItem(SCENARIO_MARK) === scenario.id) return;
  window.sessionStorage.clear();
  for (const [k, v] of Object.entries(scenario.storage?.session ?? {})) window.sessionStorage.setItem(k, v);
  for (const [k, v] of Object.entries(scenario.storage?.local ?? {})) window.localStorage.setItem(k, v);
  window.sessionStorage.setItem(SCENARIO_MARK, scenario.id);
  // The scenario's own start URL (for example a token in the query) applies on first entry.
  if (scenario.url) {
    const target = new URL(scenario.url, window.location.origin);
    target.searchParams.set('scenario', scenario.id);
    window.history.replaceState(null, '', target.pathname + target.search);
  }
}

/** The simulator lives in this page: keep its sessions for this tab so a reload stays logged in. */
function restoredSessions(): { token: string; account: string }[] {
  try {
    return JSON.parse(window.sessionStorage.getItem(SESSIONS_KEY) ?? '[]');
  } catch {
    return [];
  }
}

/** Saves the simulator's sessions for the tab when they changed (a reload then stays logged in). */
function sessionsSaver(sim: Simulator): () => void {
  let last = window.sessionStorage.getItem(SESSIONS_KEY);
  return () => {
    const sessions = sim.db.session.getAll().flatMap((s) => {
      const member = sim.db.member.findFirst({ where: { id: { equals: s.memberId } } });
      return member ? [{ token: String(s.token), account: member.account }] : [];
    });
    const json = JSON.stringify(sessions);
    if (json === last) return;
    window.sessionStorage.setItem(SESSIONS_KEY, json);
    last = json;
  };
}

/** Puts the tab's saved run back; the saver writes it again whenever it changed. */
function stateSaver(persistence: Persistence): () => void {
  try {
    const saved = window.sessionStorage.getItem(STATE_KEY);
    if (saved && !persistence.importState(JSON.parse(saved))) window.sessionStorage.removeItem(STATE_KEY);
  } catch (e) {
    console.warn('[simulator] the saved simulator state could not be read; starting from the seed', e);
    window.sessionStorage.removeItem(STATE_KEY);
  }
  let warned = false;
  return () => {
    if (!persistence.dirty) return;
    try {
      window.sessionStorage.setItem(STATE_KEY, JSON.stringify(persistence.exportState()));
      persistence.markSaved();
    } catch (e) {
      if (!warned) console.warn('[simulator] the simulator state could not be saved (storage full?)', e);
      warned = true;
    }
  };
}

/** The latency saved for this tab, or null. */
export function savedLatency(): number | null {
  const saved = Number(window.sessionStorage.getItem(LATENCY_KEY) ?? NaN);
  return Number.isInteger(saved) && saved >= 0 && saved <= 30_000 ? saved : null;
}

/** Saves the latency for the tab once the panel (or a scenario step) has changed it. */
export function latencySaver(simulator: Pick<Simulator, 'config'>): () => void {
  let last = simulator.config.latencyMs;
  return () => {
    if (simulator.config.latencyMs === last) return;
    last = simulator.config.latencyMs;
    window.sessionStorage.setItem(LATENCY_KEY, String(last));
  };
}

/**
 * What the tab keeps of the simulator (its run, sessions and latency), saved by one timer each
 * second and when the page is hidden or goes; nothing after a reset, which must not write the old
 * run back.
 */
export function keepSaving(...savers: (() => void)[]): void {
  const save = () => {
    if (!resetting) for (const saver of savers) saver();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && save());
  window.setInterval(save, 1_000);
}

/** "Reset simulator": forget the tab's run and start again from the seed, logged out, at home. */
function resetSimulator(): void {
  resetting = true;
  window.sessionStorage.clear();
  window.location.assign('/');
}

export async function startSimulatorMode(url: URL): Promise<SimulatorHandle> {
  const scenarioId = url.searchParams.get('scenario');
  const scenario = scenarioId ? await fetchScenario(scenarioId) : null;
  if (scenario) applyScenarioStorage(scenario);
  const config: SimulatorConfigInput = {
    latencyMs: savedLatency() ?? DEFAULT_LATENCY_MS,
    ...((scenario?.simulator ?? {}) as SimulatorConfigInput),
    ...(scenario ? { seed: scenario.seed } : {}),
  };
  config.sessions = [...(config.sessions ?? []), ...restoredSessions()];
  const simulator = await startBrowserSimulator(config);
  keepSaving(
    stateSaver(trackSimulator(simulator, `${simulator.config.seed}:${simulator.config.games}:${scenario?.id ?? ''}`)),
    sessionsSaver(simulator),
    latencySaver(simulator),
  );
  console.info(
    `[simulator] running${scenario ? ` scenario "${scenario.id}"` : ''} (seed ${simulator.config.seed}); accounts: see README or window.croupier.simulator.accounts`,
  );
  // The simulator plays geetest: the human check's verifier is the stand-in, on its geetest pages.
  const verifyHuman = humanCheckStandIn(
    geetestStandInSteps({ baseUrl: '', merchantCode: simulator.db.brand.findFirst({ where: { id: { equals: 'brand' } } })?.merchantCode ?? '' }),
  );
  return { simulator, scenarioId: scenario?.id ?? null, scenario, reset: resetSimulator, verifyHuman };
}
