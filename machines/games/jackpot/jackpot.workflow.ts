import { workflow } from '../../system/workflow';
import { jackpotMachine } from './jackpot.machine';

export const jackpotWorkflow = workflow(jackpotMachine, {
  effects: [],
  actors: () => ({}),
});
