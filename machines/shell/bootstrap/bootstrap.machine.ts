/**
 * bootstrap: system status (0 normal, 1 maintenance, 2 region-restricted), the permission info,
 * the white-label flags flattened, and the brand configuration.
 */
import { assign, setup } from 'xstate';
import { broadcast, type LanguageChanged } from '../../shared/broadcasts';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { RegisterRules } from '../../../gateway/schema';
import type { SystemStatusValue, WhitelabelNode } from '../../../gateway/shell/schemas';
import type { BrandConfig } from '../../shared/config';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { Country } from './bootstrap.types';

export type SystemStatusCode = 0 | 1 | 2;

export interface SiteResource {
  resourceType: string;
  url: string;
  labelNameEn?: string;
}

export interface PermissionInfo {
  customerService: { csType: string; url: string }[];
  resources: SiteResource[];
  registerRules: RegisterRules;
  imageCDNs: string[];
  launchGameCDNs: string[];
  mainDomain: string | null;
  /** The status' `domainRoute`: the brand's domains, as the gateway sends them. */
  domainRoute: unknown[];
  gtagId: string | null;
}

export interface BootstrapContext {
  brand: BrandConfig;
  /** A random number in [0, 1) that picks the image CDN among the status' list (spec §9). */
  cdnPick: number;
  status: SystemStatusCode | null;
  flags: Record<string, boolean>;
  info: PermissionInfo | null;
  ip: string | null;
  maintenanceEndTime: number | null;
  error: GatewayErrorInfo | null;
  /** Failed attempts in a row; the automatic retry backs off with it. */
  failures: number;
  /** The country dialing code list (spec §9), loaded once ready; empty until then or if it failed. */
  countries: Country[];
}

export type BootstrapEvent = { type: 'bootstrap.retry' } | LanguageChanged;

/** Flattens the white-label tree into {MODID: enabled}; a node is on only if its ancestors are. */
export function flattenWhitelabel(tree: WhitelabelNode | WhitelabelNode[] | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (nodes: WhitelabelNode[], parentOn: boolean) => {
    for (const n of nodes) {
      const on = parentOn && n.enabled;
      out[n.modId] = on;
      walk(n.childrenNodes ?? [], on);
    }
  };
  if (tree) walk(Array.isArray(tree) ? tree : [tree], true);
  return out;
}

/** Status code from the flags (spec §4): maintenance wins over region restriction. */
export function statusCode(v: SystemStatusValue): SystemStatusCode {
  const m = v.maintenance;
  const inMaintenance = typeof m === 'boolean' ? m : m != null;
  if (inMaintenance) return 1;
  if (v.regionRestriction) return 2;
  return 0;
}

function maintenanceEnd(v: SystemStatusValue): number | null {
  if (v.maintenance && typeof v.maintenance === 'object' && v.maintenance.endTime) return v.maintenance.endTime;
  return v.maintenanceEndTime ?? null;
}

function permissionInfo(v: SystemStatusValue): PermissionInfo | null {
  const i = v.info;
  if (!i) return null;
  return {
    customerService: i.customerService.filter((c) => c.path).map((c) => ({ csType: c.csType, url: c.path })),
    resources: i.resources.map((r) => ({ resourceType: r.resourceType, url: r.url, labelNameEn: r.labelNameEn })),
    registerRules: i.register ?? {},
    imageCDNs: i.imageCDNs,
    launchGameCDNs: i.launchGameCDNs,
    mainDomain: i.mainDomain ?? null,
    domainRoute: i.domainRoute,
    gtagId: i.analytics?.gtagId ?? null,
  };
}

export const bootstrapMachine = setup({
  types: {
    context: {} as BootstrapContext,
    events: {} as BootstrapEvent,
    input: {} as { brand: BrandConfig; cdnPick?: number },
  },
  actors: {
    fetchSystemStatus: notProvided<void, SystemStatusValue>('fetchSystemStatus'),
    fetchWhitelabel: notProvided<void, WhitelabelNode | WhitelabelNode[]>('fetchWhitelabel'),
    fetchCountries: notProvided<void, Country[]>('fetchCountries'),
  },
  delays: {
    /** 5 s, 10 s, 20 s ... capped at one minute. */
    retryBackoff: ({ context }) => Math.min(60_000, 5_000 * 2 ** Math.max(0, context.failures - 1)),
  },
  actions: {
    /** The session (and its login) need the white-label flags, the launcher the launch CDNs. */
    announceConfiguration: broadcast(({ context }) => ({
      type: 'bootstrap.configured',
      flags: context.flags,
      launchCdns: context.info?.launchGameCDNs ?? [],
      ...(context.info?.registerRules.password ? { passwordRule: context.info.registerRules.password } : {}),
    })),
  },
  guards: {
    isMaintenance: ({ context }) => context.status === 1,
    isRegionBlocked: ({ context }) => context.status === 2,
  },
}).createMachine({
  id: 'bootstrap',
  context: ({ input }) => ({
    brand: input.brand,
    cdnPick: input.cdnPick ?? 0,
    status: null,
    flags: {},
    info: null,
    ip: null,
    maintenanceEndTime: null,
    error: null,
    failures: 0,
    countries: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchSystemStatus',
        src: 'fetchSystemStatus',
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({
            status: statusCode(event.output),
            flags: flattenWhitelabel(event.output.info?.whitelabel),
            info: permissionInfo(event.output),
            ip: event.output.location?.ip ?? null,
            maintenanceEndTime: maintenanceEnd(event.output),
            error: null,
            failures: 0,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event, context }) => ({ error: toErrorInfo(event.error), failures: context.failures + 1 })),
        },
      },
    },
    routing: {
      always: [{ guard: 'isMaintenance', target: 'maintenance' }, { guard: 'isRegionBlocked', target: 'regionBlocked' }, { target: 'ready' }],
    },
    /** The status could not be read: an error page with retry, and an automatic retry with back-off. */
    failed: {
      on: { 'bootstrap.retry': 'loading' },
      after: { retryBackoff: 'loading' },
    },
    maintenance: {
      on: { 'bootstrap.retry': 'loading' },
    },
    regionBlocked: {
      on: { 'bootstrap.retry': 'loading' },
    },
    ready: {
      initial: 'menu',
      // Beside the menu: the dialing code list. A failure keeps what there was (the views fall
      // back to their static list).
      invoke: {
        id: 'fetchCountries',
        src: 'fetchCountries',
        onDone: { actions: assign({ countries: ({ event }) => event.output }) },
        onError: { actions: [] },
      },
      entry: 'announceConfiguration',
      on: { 'language.changed': '.menu' },
      states: {
        /** The white-label menu is language-bound: refreshed on a language change. */
        menu: {
          invoke: {
            id: 'fetchWhitelabel',
            src: 'fetchWhitelabel',
            onDone: {
              target: 'idle',
              actions: [assign(({ event, context }) => ({ flags: { ...context.flags, ...flattenWhitelabel(event.output) } })), 'announceConfiguration'],
            },
            // The flags from the status call stay in force; nothing the user sees breaks.
            onError: { target: 'idle' },
          },
        },
        idle: {},
      },
    },
  },
});
