// @vitest-environment node
// The scenario runner freezes the simulator's clock (so what the simulator dates is the same on
// every run) and moves it with the machines' SimulatedClock on `advance` steps.
import { describe, expect, it } from 'vitest';
import { SCENARIO_SIM_START, startScenario } from '../../scenarios/runner';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { contextOf } from '../../simulator/kernel/context';
import { HOUR } from '../../simulator/seed-date';
import { startOf } from '../../simulator/timeline';

const scenario = { id: 'clock', title: 'clock', seed: 20261121, steps: [] };

describe('the scenario runner clock', () => {
  it('starts the simulator at SCENARIO_SIM_START and advances it with the machines', async () => {
    expect(SCENARIO_SIM_START).toBe(SEED_REFERENCE_DATE + 10 * HOUR);
    const run = await startScenario(scenario);
    try {
      expect(run.sim.clock.now()).toBe(SCENARIO_SIM_START);
      expect(startOf(contextOf(run.sim))).toBe(SCENARIO_SIM_START);
      const machines = run.clock.now();
      await run.step({ advance: 90_000 });
      expect(run.clock.now() - machines).toBe(90_000);
      expect(run.sim.clock.now()).toBe(SCENARIO_SIM_START + 90_000);
    } finally {
      run.close();
    }
  });

  it('a scenario may set its own start', async () => {
    const run = await startScenario({ ...scenario, simulator: { clock: SEED_REFERENCE_DATE + 30 * 24 * HOUR } });
    try {
      expect(run.sim.clock.now()).toBe(SEED_REFERENCE_DATE + 30 * 24 * HOUR);
    } finally {
      run.close();
    }
  });
});
