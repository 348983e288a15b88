/** System / white-label module (gateway-protocol.md §5.2, §5.7 help). */
import type { HttpHandler } from 'msw';
import { getBrand, ok, route, type SimContext } from '../context';
import type { SimDb } from '../db';
import { pick, requestLanguage } from '../language';

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

export function moduleEnabled(db: SimDb, modId: string): boolean {
  return db.whitelabelModule.findFirst({ where: { modId: { equals: modId } } })?.enabled ?? false;
}

/**
 * The field rules as served (and as the registration handlers check them). While REGMOBVERF3
 * is on, the synthetic verificationCode rule (`type: 'SMS'`) is on and required, and so is
 * mobileNum: the code goes to the mobile being registered.
 */
export function registerRules(db: SimDb): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  const smsOn = moduleEnabled(db, 'REGMOBVERF3');
  for (const r of [...db.registerRule.getAll()].sort((a, b) => a.sort - b.sort)) {
    const sms = r.field === 'verificationCode';
    out[r.field] = {
      enabled: sms ? r.enabled && smsOn : r.enabled,
      required: sms ? r.enabled && smsOn : r.required || (r.field === 'mobileNum' && r.enabled && smsOn),
      acceptedPattern: r.acceptedPattern,
      patternId: r.patternId,
      minLength: r.minLength,
      maxLength: r.maxLength,
      ...(r.type ? { type: r.type } : {}),
    };
  }
  return out;
}

/**
 * `/wps/system/country`: the country dialing code list (spec §3, §9), the brand's own country
 * first. Dialing codes are digits only, as the SMS and register calls take them.
 */
export const SIM_COUNTRIES: ReadonlyArray<{ countryCode: string; countryDialingCode: string; name: string }> = [
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
  { countryCode: 'LA', countryDialingCode: '856', name: 'Laos' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'KR', countryDialingCode: '82', name: 'South Korea' },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom' },
];

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

export function systemHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // Maintenance and region blocks only show here, as on the provider.
    route(ctx, 'get', '/wps/system/status', () => {
      const { maintenance, regionRestriction } = ctx.config.system;
      return ok({
        maintenance: maintenance.active,
        maintenanceEndTime: maintenance.active ? (maintenance.endTime ?? null) : null,
        regionRestriction: regionRestriction.active,
        location: { ip: regionRestriction.ip, country: regionRestriction.active ? 'ZZ' : 'TH' },
        info: systemInfo(ctx),
      });
    }),
    route(ctx, 'get', '/wps/system/whitelabel', () => ok(whitelabelTree(ctx.db))),
    route(ctx, 'get', '/wps/system/setting/register', () => ok(registerRules(ctx.db))),
    route(ctx, 'get', '/wps/system/country', () => ok(SIM_COUNTRIES.map((c) => ({ ...c })))),
    // `Language` header first, then `?lang=`; unknown or missing → EN.
    route(ctx, 'get', '/wps/system/helpCenter', ({ request, url }) => {
      const lang = requestLanguage(request, { url, useQuery: true });
      const topics = [...ctx.db.helpTopic.getAll()].sort((a, b) => a.sort - b.sort);
      return ok(
        topics.map((t) => ({ title: pick(t.title, lang), content: pick(t.content, lang), tag: t.tag, lang, display: true, bgColor: '', children: [] })),
      );
    }),
  ];
}
