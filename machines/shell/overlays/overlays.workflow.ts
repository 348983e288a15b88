import { workflow } from '../../system/workflow';
import { overlaysMachine } from './overlays.machine';

/** The overlay queue: no effects (time only through its settle delay). */
export default workflow(overlaysMachine, {
  effects: [],
  actors: () => ({}),
  listens: ['session.changed'],
});
