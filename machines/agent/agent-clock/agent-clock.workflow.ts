import { workflow } from '../../system/workflow';
import { agentClockMachine } from './agent-clock.machine';

export const agentClockWorkflow = workflow(agentClockMachine, {
  effects: [],
  actors: () => ({}),
});

/** The registry loads the workflow as the module's default export (decision 0010). */
export default agentClockWorkflow;
