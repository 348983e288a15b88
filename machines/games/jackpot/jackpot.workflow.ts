import { workflow } from '../../system/workflow';
import { jackpotMachine } from './jackpot.machine';

export default workflow(jackpotMachine, {
  effects: [],
  actors: () => ({}),
  input: (root) => ({ seed: root.jackpotSeed }),
});
