import { workflow } from '../../system/workflow';
import { agentClockMachine } from './agent-clock.machine';

export default workflow(agentClockMachine, {
  effects: [],
  actors: () => ({}),
});
