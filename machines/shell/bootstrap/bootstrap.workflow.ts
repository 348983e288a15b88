import { workflow } from '../../system/workflow';
import type { BootstrapEffects } from './bootstrap.effects';
import { bootstrapMachine } from './bootstrap.machine';

export const bootstrapWorkflow = workflow(bootstrapMachine, (e: BootstrapEffects) => ({
  fetchSystemStatus: e.fetchSystemStatus,
  fetchWhitelabel: e.fetchWhitelabel,
  fetchCountries: e.fetchCountries,
}));
