/**
 * The content's effects: announcements and the help centre (gateway-protocol §5.7, §5.2). The
 * popup announcements (PU) are the popups workflow's own read (machines/content/popups) of the
 * same call.
 */
import type { GatewayClient } from '../../gateway/client';
import { effect } from '../shared/effect';
import { ANNOUNCEMENT_QUERY } from '../../gateway/content/contract';
import { bannerLinkOf } from './banner-link';
import type { Notice, Announcements, HelpEntry } from './content.types';

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}
const nullable = (v: unknown): string | null => (v == null ? null : str(v));
function list(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object') : [];
}

/** Normalises `MCSFE_getListAnnouncements`' value (gateway-protocol §5.7). */
export function toAnnouncements(value: unknown): Announcements {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const notice = (x: Record<string, unknown>, i: number): Notice => ({ id: str(x.id, String(i)), title: str(x.title), content: str(x.content) });
  return {
    banners: list(v.banners).map((x, i) => ({
      id: str(x.id, String(i)),
      groupName: str(x.groupName),
      url: str(x.url),
      linkageType: nullable(x.linkageType),
      link: bannerLinkOf(nullable(x.linkageType), nullable(x.linkageValue)),
      title: nullable(x.title),
    })),
    notices: list(v.player).map(notice),
    promotions: list(v.promotion).map(notice),
  };
}

/** Normalises `/wps/system/helpCenter` (an array of sections, maybe nested). */
export function toHelp(value: unknown): HelpEntry[] {
  return list(value)
    .map((x) => ({ title: str(x.title), tag: str(x.tag), content: str(x.content) }))
    .filter((h) => h.title);
}

export const contentEffects = (client: GatewayClient) => ({
  fetchAnnouncements: effect<void, Announcements>(async (_, signal) => toAnnouncements(await client.call('announcements', ANNOUNCEMENT_QUERY, { signal }))),
  fetchHelp: effect<void, HelpEntry[]>(async (_, signal) =>
    toHelp(await client.call('helpCenter', { lang: client.options.language(), device: 'WEB' }, { signal })),
  ),
});

export type ContentEffects = ReturnType<typeof contentEffects>;
