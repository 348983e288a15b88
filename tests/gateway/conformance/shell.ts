/** The shell's calls as the public clients make them. */
import { verifyEffects } from '../../../machines/content/verify/verify.effects';
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
  {
    // The brand's domains: the mirror list's read (machines/content/verify).
    call: 'domainRoute',
    source: 'W1b 44310799120 @~57k: getDomainRoute = si.A.get(common.routers), no parameters, no token',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/system/domainRoute', query: [], body: 'none' },
    drive: (client) => run(verifyEffects(client).fetchDomainRoutes, undefined),
  },
];
