import { workflow } from '../../system/workflow';
import { ageGateMachine } from './age-gate.machine';

export default workflow(ageGateMachine, {
  effects: [],
  actors: () => ({}),
  input: (root) => ({ storage: root.storage, urlToken: root.urlToken, brand: root.config.brand }),
  listens: ['session.changed'],
});
