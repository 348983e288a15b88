/**
 * The site resources the content views show (permission info `resources[]`): the licence, the
 * app links, official channels and mirror sites, each address through the one URL policy (an
 * address the policy refuses is left out, as if the brand had none).
 */
import { RESOURCE } from '../../gateway/content/contract';
import { safeUrl, type UrlUse } from '../shared/url-policy';

export { RESOURCE };

export interface SiteResourceLike {
  resourceType: string;
  url: string;
  labelNameEn?: string;
}

export interface SafeResource {
  type: string;
  url: string;
  label: string;
}

/** The resources of one type whose address may be used as `use`, in the gateway's order. */
export function resourcesOf(resources: readonly SiteResourceLike[], type: string, use: UrlUse = 'link'): SafeResource[] {
  return resources.flatMap((r) => {
    if (r.resourceType.toUpperCase() !== type) return [];
    const url = safeUrl(r.url, use);
    return url ? [{ type, url, label: r.labelNameEn ?? '' }] : [];
  });
}

/** The first resource of a type, or null. */
export const resourceOf = (resources: readonly SiteResourceLike[], type: string, use: UrlUse = 'link'): SafeResource | null =>
  resourcesOf(resources, type, use)[0] ?? null;

/** The app downloads in the order the page shows them. */
export const APP_KINDS = [
  { kind: 'ios', type: RESOURCE.appIos },
  { kind: 'android', type: RESOURCE.appAndroid },
  { kind: 'lite', type: RESOURCE.appLite },
] as const;

/** The host of a mirror's address, as the list shows it. */
export function hostOf(url: string): string {
  const m = /^https?:\/\/([^/?#:]+)/i.exec(url);
  return m ? m[1]!.toLowerCase() : url;
}

/** Every customer-service entry of the permission info (csType, the URL the client decrypted), in the gateway's order. */
export const selectCustomerServices = (s: {
  context: { info: { customerService: { csType: string; url: string }[] } | null };
}): readonly { csType: string; url: string }[] => s.context.info?.customerService ?? NO_CS;
const NO_CS: { csType: string; url: string }[] = [];

/** The services an official channel's address can name (its host), for a name in the reader's language. */
const CHANNEL_SERVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|\.)(t\.me|telegram\.(me|org))$/i, 'TELEGRAM'],
  [/(^|\.)(youtube\.com|youtu\.be)$/i, 'YOUTUBE'],
  [/(^|\.)(facebook\.com|fb\.com)$/i, 'FACEBOOK'],
  [/(^|\.)line\.me$/i, 'LINE'],
  [/(^|\.)(x\.com|twitter\.com)$/i, 'TWITTER'],
];

/**
 * How an official channel is named (spec §3: the gateway gives only `labelNameEn`, an English
 * label): its label for an English reader; for any other, the service its address is on (named in
 * the reader's language by the view), else the address's host: never an English sentence.
 */
export function channelName(channel: SafeResource, english: boolean): { label: string } | { service: string } | { host: string } {
  if (english && channel.label) return { label: channel.label };
  let host = '';
  try {
    host = new URL(channel.url).hostname;
  } catch {
    return { host: channel.url };
  }
  const service = CHANNEL_SERVICES.find(([re]) => re.test(host))?.[1];
  return service ? { service } : { host: host.replace(/^www\./, '') };
}
