import { workflow } from '../../system/workflow';
import { agentClockMachine } from './agent-clock.machine';

export const agentClockWorkflow = workflow(agentClockMachine, {
  effects: [],
  actors: () => ({}),
});
