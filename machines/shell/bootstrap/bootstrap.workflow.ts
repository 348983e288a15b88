import { workflow } from '../../system/workflow';
import { bootstrapEffects, type BootstrapEffects } from './bootstrap.effects';
import { bootstrapMachine } from './bootstrap.machine';

export const bootstrapWorkflow = workflow(bootstrapMachine, {
  effects: [bootstrapEffects],
  actors: (e: BootstrapEffects) => ({
    fetchSystemStatus: e.fetchSystemStatus,
    fetchWhitelabel: e.fetchWhitelabel,
    fetchCountries: e.fetchCountries,
  }),
});
