/** Values of the shell's calls: system status, the white-label tree, the country list (gateway-protocol §5.2). */
import * as v from 'valibot';
import { flag, num, registerRules } from '../schema';

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNode: v.GenericSchema<unknown, WhitelabelNode> = v.lazy(() =>
  v.object({
    modId: v.string(),
    enabled: flag,
    childrenNodes: v.optional(v.array(whitelabelNode), []),
  }),
);

export const whitelabelTree = v.union([v.array(whitelabelNode), whitelabelNode]);

export const customerServiceEntry = v.looseObject({ csType: v.string(), path: v.string() });
export const siteResource = v.looseObject({
  resourceType: v.string(),
  url: v.optional(v.string(), ''),
  labelNameEn: v.optional(v.string()),
});

export const systemInfo = v.looseObject({
  customerService: v.optional(v.array(customerServiceEntry), []),
  domainRoute: v.optional(v.array(v.unknown()), []),
  resources: v.optional(v.array(siteResource), []),
  whitelabel: v.optional(whitelabelTree),
  register: v.optional(registerRules),
  mainDomain: v.optional(v.string()),
  analytics: v.optional(v.looseObject({ gtagId: v.optional(v.string()) })),
  imageCDNs: v.optional(v.array(v.string()), []),
  launchGameCDNs: v.optional(v.array(v.string()), []),
});

/** `maintenance` is a flag; some builds send an object with the window instead. */
const maintenanceField = v.union([v.boolean(), v.looseObject({ endTime: v.nullish(num), startTime: v.nullish(num) }), v.null()]);

export const systemStatus = v.looseObject({
  maintenance: v.optional(maintenanceField, false),
  maintenanceEndTime: v.nullish(num),
  regionRestriction: v.optional(flag, false),
  location: v.optional(v.looseObject({ ip: v.optional(v.string()), country: v.optional(v.string()) })),
  info: v.optional(systemInfo),
});
export type SystemStatusValue = v.InferOutput<typeof systemStatus>;

/** A dialing code as `'66'`: `'+66'`, `66` and `' 66 '` are accepted. */
const dialingCode = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x).replace(/\D/g, '')),
  v.minLength(1),
);

/** `/wps/system/country`: the country dialing code list (spec §3 countryCode, countryDialingCode). */
export const country = v.looseObject({
  countryCode: v.pipe(v.string(), v.minLength(1)),
  countryDialingCode: dialingCode,
  name: v.nullish(v.string()),
});
export const countries = v.array(country);

/**
 * `/wps/system/domainRoute`: the brand's domains. The record shows the call (W1 getDomainRoute)
 * and the keys `domainName`/`domainRoute` in its payloads; the rows are shaped like the system
 * status's own `info.domainRoute` list (designed).
 */
export const domainRoutes = v.array(v.looseObject({ domainName: v.pipe(v.string(), v.minLength(1)), domainType: v.optional(v.string(), '') }));
