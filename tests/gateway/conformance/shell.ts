/** The shell's calls as the public clients make them. */
import { loginEffects } from '../../../machines/account/login/login.effects';
import { registrationEffects } from '../../../machines/account/registration/registration.effects';
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
  {
    // The key an encrypted call fetches first: the login's here.
    call: 'rsaKey',
    source:
      'C5 RSA-lib.js:47-56 (with G4 70793188366 encrypt.js): GET /wps/session/key/rsa?t=<ms> with Cache-Control: no-cache and the Merchant header; the answer is the hex modulus as text',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/session/key/rsa', query: ['t'], body: 'none', headers: ['Cache-Control'] },
    drive: (client) =>
      run(loginEffects(client).login, {
        username: 'player01',
        password: 'Player123',
        captcha: '',
        type: 'username',
        loginDeviceId: '00000000-0000-4000-8000-000000000002',
      }),
  },
  {
    call: 'whitelabel',
    source: 'W1 45068225465 @~12k: registry login.menu /wps/system/whitelabel, no token; W2 44714497568 menu: a GET without parameters',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/system/whitelabel', query: [], body: 'none' },
    drive: (client) => run(bootstrapEffects(client).fetchWhitelabel, undefined),
  },
  {
    call: 'registerSettings',
    source: 'W1b 44310799120 @~66.5k: regValidatas = si.A.get(login.regValidata, {}), no parameters; the value is cached in sessionStorage validate',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/system/setting/register', query: [], body: 'none' },
    drive: (client) => run(registrationEffects(client).fetchRegisterRules, undefined),
  },
  {
    call: 'countries',
    source: 'G1 71211145304: countryCode { link: /wps/system/country, method: GET } with no parameters (W2 44714497568 countryCode)',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/system/country', query: [], body: 'none' },
    drive: (client) => run(bootstrapEffects(client).fetchCountries, undefined),
  },
];
