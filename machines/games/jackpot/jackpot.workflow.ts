import { workflow } from '../../system/workflow';
import { jackpotMachine } from './jackpot.machine';

export const jackpotWorkflow = workflow(jackpotMachine, {
  effects: [],
  actors: () => ({}),
});

/** The registry loads the workflow as the module's default export (decision 0010). */
export default jackpotWorkflow;
