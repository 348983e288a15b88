import { workflow } from '../../system/workflow';
import { ageGateMachine } from './age-gate.machine';

export const ageGateWorkflow = workflow(ageGateMachine, {
  effects: [],
  actors: () => ({}),
});
