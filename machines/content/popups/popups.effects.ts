/** The popups' one read: the popup announcements (type PU) of `MCSFE_getListAnnouncements` (gateway-protocol §5.7). */
import type { GatewayClient } from '../../../gateway/client';
import { ANNOUNCEMENT_QUERY } from '../../../gateway/content/contract';
import { effect } from '../../shared/effect';
import type { Popup } from './popups.types';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The `popup` list of the announcements' value; anything that is not a popup with an id is left out. */
export function toPopups(value: unknown): Popup[] {
  const list = value && typeof value === 'object' ? (value as { popup?: unknown }).popup : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((x: unknown) => {
    if (!x || typeof x !== 'object') return [];
    const o = x as Record<string, unknown>;
    const id = str(o.id);
    return id ? [{ id, title: str(o.title), content: str(o.content), execution: str(o.execution).toUpperCase() }] : [];
  });
}

export const popupsEffects = (client: GatewayClient) => ({
  // W1's own query: every type in one answer, of which the popups take `popup`.
  fetchPopups: effect<void, Popup[]>(async (_, signal) => toPopups(await client.call('announcements', ANNOUNCEMENT_QUERY, { signal }))),
});

export type PopupsEffects = ReturnType<typeof popupsEffects>;
