import { workflow } from '../../system/workflow';
import { verifyEffects, type VerifyEffects } from './verify.effects';
import { verifyMachine } from './verify.machine';

export default workflow(verifyMachine, {
  effects: [verifyEffects],
  actors: (e: VerifyEffects) => ({ verifyRepresentative: e.verifyRepresentative }),
});
