/** What the views read of bootstrap: pure functions of its snapshot. */
import { pickByRandom } from '../../shared/random';
import type { SnapshotFrom } from 'xstate';
import type { bootstrapMachine } from './bootstrap.machine';

type S = SnapshotFrom<typeof bootstrapMachine>;

export type BootPhase = 'loading' | 'failed' | 'maintenance' | 'regionBlocked' | 'ready';
/** System status decides what the whole app shows (spec §4: 0 normal, 1 maintenance, 2 region). */
export const selectBootPhase = (s: S): BootPhase =>
  s.matches('ready')
    ? 'ready'
    : s.matches('maintenance')
      ? 'maintenance'
      : s.matches('regionBlocked')
        ? 'regionBlocked'
        : s.matches('failed')
          ? 'failed'
          : 'loading';
export const selectBootError = (s: S) => s.context.error;
/** The status call is being tried again after a failure (its error is still the news). */
export const selectBootRetrying = (s: S): boolean => s.matches('loading') && s.context.failures > 0;
export const selectMaintenanceEnd = (s: S): number | null => s.context.maintenanceEndTime;
export const selectVisitorIp = (s: S): string | null => s.context.ip;
export const selectFlags = (s: S): Record<string, boolean> => s.context.flags;
/** One white-label module flag (MOBILENUMREG3, FREEPLAY3, ...). */
export const selectFlag =
  (modId: string) =>
  (s: S): boolean =>
    s.context.flags[modId] === true;
export const selectBrand = (s: S) => s.context.brand;
/** Customer-service URL (the first entry), or null when the brand has none. */
export const selectCustomerServiceUrl = (s: S): string | null => s.context.info?.customerService[0]?.url ?? null;
/** Site resources by type (FACEBOOK, LINE, TELEGRAM, TWITTER, LICENSE, APP_IOS...): only those with a URL. */
export const selectResources = (s: S) => (s.context.info?.resources ?? []).filter((r) => r.url);
/** The country dialing code list (spec §9); empty while it loads or when it failed. */
export const selectCountries = (s: S) => s.context.countries;
/** The image CDN base, chosen at random from the permission info's list (spec §9; '' = same origin). */
export const selectImageCdn = (s: S): string => pickByRandom(s.context.info?.imageCDNs ?? [], s.context.cdnPick) ?? '';
