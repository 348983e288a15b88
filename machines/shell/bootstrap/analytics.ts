/**
 * How the operator's analytics measure (designed from the status' info: `analytics.gtagId`,
 * `mainDomain` and `domainRoute`; the record shows the fields, not their use). A brand runs on a
 * main domain and a list of mirrors, so one visit may cross them:
 * - the measurement cookie is set on the main domain when the page is on it or on one of its
 *   subdomains (www, m, ...), so those count one visitor; elsewhere gtag chooses (`auto`);
 * - every domain of the brand (the main one and `domainRoute`'s) is linked, so a visitor moving
 *   from one mirror to another stays one visit. One domain alone links nothing.
 */
import type { BootstrapContext } from './bootstrap.machine';

export interface AnalyticsSettings {
  /** The measurement id (G-…). */
  id: string;
  /** gtag's `cookie_domain`. */
  cookieDomain: string;
  /** gtag's `linker.domains`: empty when the brand has one domain. */
  linkDomains: string[];
}

/** The host of a domain as the gateway may write it (`example.com`, `https://www.example.com/`), lower case; null if unreadable. */
export function hostOf(domain: unknown): string | null {
  if (typeof domain !== 'string' || domain.trim() === '') return null;
  const text = domain.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** A `domainRoute` row: a domain name, or `{domainName}`. */
const domainOf = (row: unknown) => hostOf(typeof row === 'object' && row !== null ? (row as { domainName?: unknown }).domainName : row);

/** The analytics settings for a page on `hostname`, or null when the status names no measurement id. */
export function analyticsSettings(info: BootstrapContext['info'], hostname: string): AnalyticsSettings | null {
  if (!info?.gtagId) return null;
  const main = hostOf(info.mainDomain);
  const host = hostname.toLowerCase();
  const onMain = main !== null && (host === main || host.endsWith(`.${main}`));
  const domains = [...new Set([main, ...info.domainRoute.map(domainOf)].filter((d): d is string => d !== null))];
  return { id: info.gtagId, cookieDomain: onMain ? main : 'auto', linkDomains: domains.length > 1 ? domains : [] };
}
