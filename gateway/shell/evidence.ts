/**
 * Where each shell call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { shellEndpoints } from './endpoints';

export const shellEvidence = {
  rsaKey: {
    verdict: 'record',
    sources: ['G4 70793188366 (encrypt.js): GET ?t=<ms> with Cache-Control no-cache, the answer is the hex modulus', 'C5 RSA-lib.js:47-56'],
    note: 'GET ?t=<ms>, Cache-Control no-cache, text hex modulus',
  },
  systemStatus: {
    verdict: 'record',
    sources: ['W1 37374 permission', 'W1b getPermission (44310799120 @~66k)'],
    note: 'reads maintenance, regionRestriction, location, info{customerService,domainRoute,resources,whitelabel,register,mainDomain,analytics,imageCDNs,launchGameCDNs}',
  },
  whitelabel: {
    verdict: 'path',
    sources: ['W1 37374 menu', 'W2 menu'],
    designed: 'tree shape inferred (same as status.info.whitelabel), no consumer seen',
  },
  registerSettings: {
    verdict: 'record',
    sources: ['W1b regValidatas (@~66.5k), G10'],
    note: 'value = field-rule map, cached',
  },
  domainRoute: {
    verdict: 'path',
    sources: [
      'W1 45068225465 @~17k: registry common.routers /wps/system/domainRoute, COMM3, token: !1',
      'W1b 44310799120 @~57k: getDomainRoute = si.A.get(common.routers), no parameters',
      'G7 70345456704: the live gateway answers a foreign domain HTTP 400 request_param_err',
    ],
    designed: "the answer: the brand's domains as [{domainName, domainType}], shaped as the system status's info.domainRoute; for the mirror list",
  },
  countries: {
    verdict: 'path',
    sources: ['W2 countryCode', 'G1 api.js ENDPOINTS'],
    designed: 'answer shape not in any source',
  },
} satisfies Record<keyof typeof shellEndpoints, Evidence>;
