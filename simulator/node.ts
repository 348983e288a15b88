/** The simulator for Node tests: msw's setupServer over the simulator's handlers. The caller listens and closes. */
import { setupServer, type SetupServer } from 'msw/node';
import type { SimulatorConfigInput } from './config';
import { createSimulator, type Simulator } from './index';
import { routed } from './kernel/router';

export function createNodeSimulator(config: SimulatorConfigInput = {}): { sim: Simulator; server: SetupServer } {
  const sim = createSimulator(config);
  return { sim, server: setupServer(routed(sim.handlers)) };
}
