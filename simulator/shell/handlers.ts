/**
 * The shell: the system / white-label module (gateway-protocol.md §5.2), then what the host
 * serves next to the gateway (assets.ts). Its /sim/cdn/* art answers any CDN path: the shell's
 * list goes last (simulator/handlers.ts).
 */
import type { HttpHandler } from 'msw';
import type { SimDb } from '../db';
import { registerRules } from '../flags';
import { getBrand, type SimContext } from '../kernel/context';
import { fail, ok } from '../kernel/envelope';
import { endpoint } from '../kernel/endpoint';
import { assetHandlers } from './assets';
import { SIM_COUNTRIES } from './countries';

export interface WhitelabelNodeOut {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNodeOut[];
}

/** The tree `[{modId, enabled:"1"|"0", childrenNodes}]` from the flat module rows. */
export function whitelabelTree(db: SimDb): WhitelabelNodeOut[] {
  const rows = [...db.whitelabelModule.getAll()].sort((a, b) => a.sort - b.sort);
  const build = (parent: string): WhitelabelNodeOut[] =>
    rows.filter((r) => r.parentModId === parent).map((r) => ({ modId: r.modId, enabled: r.enabled ? '1' : '0', childrenNodes: build(r.modId) }));
  return build('');
}

/** The host of an address (`https://www.Example.test:8443/x` → `www.example.test`); '' when it has none. */
function hostOf(address: string): string {
  try {
    return new URL(address.includes('://') ? address : `https://${address}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** The brand's domains: its main domain and its mirrors (the site resources of type MIRROR). */
function brandDomains(ctx: SimContext): Array<{ domainName: string; domainType: string }> {
  const mirrors = ctx.db.resource.findMany({ where: { resourceType: { equals: 'MIRROR' } } }).sort((a, b) => a.sort - b.sort);
  const main = hostOf(getBrand(ctx).mainDomain);
  const out = main ? [{ domainName: main, domainType: 'MAIN' }] : [];
  for (const m of mirrors) {
    const host = hostOf(m.url);
    if (host && !out.some((d) => d.domainName === host)) out.push({ domainName: host, domainType: 'MIRROR' });
  }
  return out;
}

/** The simulator's image and launch CDNs: its own art, and the same behind an edge prefix. */
const SIM_CDNS = ['/sim/cdn', '/sim/edge/sim/cdn'];

function systemInfo(ctx: SimContext) {
  const db = ctx.db;
  const brand = getBrand(ctx);
  const bySort = <T extends { sort: number }>(xs: T[]) => [...xs].sort((a, b) => a.sort - b.sort);
  return {
    customerService: bySort(db.customerService.getAll()).map(({ csType, path }) => ({ csType, path })),
    domainRoute: [{ domainName: brand.mainDomain, domainType: 'MAIN' }],
    resources: bySort(db.resource.getAll()).map(({ resourceType, url, labelNameEn }) => ({ resourceType, url, labelNameEn })),
    whitelabel: whitelabelTree(db),
    register: registerRules(db),
    mainDomain: brand.mainDomain,
    analytics: { gtagId: brand.gtagId },
    // Two CDNs each, as an operator spreading load lists them: the app picks one at random (spec §9).
    // The second is the first behind another prefix: every /sim/cdn/ handler (`*/sim/cdn/…`) answers both.
    imageCDNs: SIM_CDNS,
    launchGameCDNs: SIM_CDNS,
  };
}

export function shellHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // Maintenance and region blocks only show here, as on the provider.
    endpoint(ctx, 'systemStatus', () => {
      const { maintenance, regionRestriction } = ctx.config.system;
      return ok({
        maintenance: maintenance.active,
        maintenanceEndTime: maintenance.active ? (maintenance.endTime ?? null) : null,
        regionRestriction: regionRestriction.active,
        location: { ip: regionRestriction.ip, country: regionRestriction.active ? 'ZZ' : 'TH' },
        info: systemInfo(ctx),
      });
    }),
    endpoint(ctx, 'whitelabel', () => ok(whitelabelTree(ctx.db))),
    endpoint(ctx, 'registerSettings', () => ok(registerRules(ctx.db))),
    endpoint(ctx, 'countries', () => ok(SIM_COUNTRIES.map((c) => ({ ...c })))),
    // The brand's domains. A page of another site asking (its Origin neither this host nor one of
    // the brand's domains) is refused as the live gateway refuses a foreign domain (G7: HTTP 400).
    endpoint(ctx, 'domainRoute', ({ request, url }) => {
      const domains = brandDomains(ctx);
      const origin = request.headers.get('Origin');
      const from = origin ? hostOf(origin) : url.hostname.toLowerCase();
      if (from !== url.hostname.toLowerCase() && !domains.some((d) => d.domainName === from)) return fail('request_param_err', { status: 400 });
      return ok(domains);
    }),
    ...assetHandlers(ctx),
  ];
}
