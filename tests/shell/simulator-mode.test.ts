// @vitest-environment jsdom
// `?scenario=<id>` in simulator mode: for a mistyped or unknown id the server's SPA fallback
// answers the missing JSON file with index.html. Read as JSON it would throw during boot and take
// the app down ("cannot load the site"); the app starts from the default seed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchScenario, keepSaving, latencySaver, savedLatency } from '../../app/boot/simulator-mode';

const answer = (body: string, status = 200, type = 'application/json') => vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } }));

describe("simulator mode's ?scenario=", () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a scenario file', async () => {
    const get = answer(JSON.stringify({ id: 'logout', title: 'Logout', seed: 1, steps: [] }));
    await expect(fetchScenario('logout', get)).resolves.toMatchObject({ id: 'logout', steps: [] });
    expect(get).toHaveBeenCalledWith('/scenarios/logout.json', { cache: 'no-store' });
  });

  it('starts from the default seed, with a warning, for an unknown id answered by the SPA fallback page, a 404, a foreign file or no network', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchScenario('sliderr', answer('<!doctype html><html><body><div id="root"></div></body></html>', 200, 'text/html'))).resolves.toBeNull();
    await expect(fetchScenario('gone', answer('not found', 404, 'text/plain'))).resolves.toBeNull();
    await expect(fetchScenario('other', answer(JSON.stringify({ id: 'logout', steps: [] })))).resolves.toBeNull();
    await expect(
      fetchScenario(
        'offline',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      ),
    ).resolves.toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('"sliderr"'),
      expect.stringContaining('HTTP 404'),
      expect.stringContaining('not a scenario file'),
      expect.stringContaining('Failed to fetch'),
    ]);
  });
});

describe("the simulator panel's latency", () => {
  afterEach(() => {
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  it('is kept for the tab once changed, so a reload answers as slowly; a value out of range is ignored', () => {
    vi.useFakeTimers();
    expect(savedLatency()).toBeNull();
    const simulator = { config: { latencyMs: 250 } } as Parameters<typeof latencySaver>[0];
    keepSaving(latencySaver(simulator));
    vi.advanceTimersByTime(1_500);
    // Unchanged: nothing is written, and a reload takes the default again.
    expect(window.sessionStorage.getItem('croupier.sim.latencyMs')).toBeNull();
    (simulator.config as { latencyMs: number }).latencyMs = 2_000;
    vi.advanceTimersByTime(1_000);
    expect(savedLatency()).toBe(2_000);
    window.sessionStorage.setItem('croupier.sim.latencyMs', '-5');
    expect(savedLatency()).toBeNull();
    window.sessionStorage.setItem('croupier.sim.latencyMs', 'fast');
    expect(savedLatency()).toBeNull();
  });
});
