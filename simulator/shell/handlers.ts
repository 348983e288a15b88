/**
 * The shell: the system / white-label module (gateway-protocol.md §5.2), then what the host
 * serves next to the gateway (assets.ts). Its /sim/cdn/* art answers any CDN path: the shell's
 * list goes last (simulator/handlers.ts).
 */
import type { HttpHandler } from 'msw';
import type { SimDb } from '../db';
import { registerRules } from '../flags';
import { getBrand, type SimContext } from '../kernel/context';
import { ok } from '../kernel/envelope';
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
    rows
      .filter((r) => r.parentModId === parent)
      .map((r) => ({ modId: r.modId, enabled: r.enabled ? '1' : '0', childrenNodes: build(r.modId) }));
  return build('');
}

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
    imageCDNs: ['/sim/cdn'],
    launchGameCDNs: ['/sim/cdn'],
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
    ...assetHandlers(ctx),
  ];
}
