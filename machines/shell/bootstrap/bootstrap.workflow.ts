import { workflow } from '../../system/workflow';
import { bootstrapEffects, type BootstrapEffects } from './bootstrap.effects';
import { bootstrapMachine } from './bootstrap.machine';

export default workflow(bootstrapMachine, {
  effects: [bootstrapEffects],
  actors: (e: BootstrapEffects) => ({
    fetchSystemStatus: e.fetchSystemStatus,
    fetchWhitelabel: e.fetchWhitelabel,
    fetchCountries: e.fetchCountries,
  }),
  input: (root) => ({ brand: root.config.brand, cdnPick: root.cdnPick }),
  listens: ['language.changed'],
});
