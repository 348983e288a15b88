/** The shell's calls as the public clients make them. */
import { bootstrapEffects } from '../../../machines/shell/bootstrap/bootstrap.effects';
import { run, type WireFixture } from './wire';

export const shellWire: WireFixture[] = [
  {
    call: 'systemStatus',
    source: 'W1b 44310799120 @~66k: getPermission = si.A.get(login.permission), no parameters; reads value.info',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/system/status', query: [], body: 'none' },
    drive: (client) => run(bootstrapEffects(client).fetchSystemStatus, undefined),
  },
];
