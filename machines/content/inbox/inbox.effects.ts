/** Platform messages (spec §2 messageV2; gateway-protocol §5.9 CSP_*): a page of the inbox, reading, deleting, the unread count. */
import type { GatewayClient } from '../../../gateway/client';
import type { InboxMessageValue } from '../../../gateway/content/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';

export interface InboxMessage {
  id: string;
  title: string;
  /** Raw HTML: the view sanitises it. */
  content: string;
  sentAt: number;
  read: boolean;
  category: string | null;
}

export interface InboxFilters {
  [k: string]: unknown;
  /** '' every message, 'UNREAD' the unread ones. */
  readStatus: '' | 'UNREAD';
}

/** What the page's answer says besides its rows: the member's unread count. */
export interface InboxSummary {
  unread: number | null;
}

export const toInboxMessage = (m: InboxMessageValue): InboxMessage => ({
  id: m.id,
  title: m.title,
  content: m.content,
  sentAt: m.sendTime,
  read: m.read,
  category: m.category ?? null,
});

export const inboxEffects = (client: GatewayClient) => ({
  fetchInboxPage: effect<PageRequest<InboxFilters>, PageResult<InboxMessage, InboxSummary>>(async (req, signal) => {
    const v = await client.call('inbox', { pageNo: req.page, pageSize: req.pageSize, readStatus: req.filters.readStatus, language: client.options.language() }, { signal });
    return { rows: v.list.map(toInboxMessage), totalCount: v.totalCount, totalPages: v.totalPages, totals: { unread: v.unreadCount ?? null } };
  }),
  readMessages: effect<{ ids: string[] }, { unread: number | null }>(async ({ ids }, signal) => {
    const v = await client.call('readMessages', { ids: ids.map(Number) }, { signal });
    return { unread: v.unreadCount ?? null };
  }),
  readAllMessages: effect<void, { unread: number | null }>(async (_, signal) => {
    const v = await client.call('readAllMessages', {}, { signal });
    return { unread: v.unreadCount ?? null };
  }),
  deleteMessages: effect<{ ids: string[] }, { unread: number | null }>(async ({ ids }, signal) => {
    const v = await client.call('deleteMessages', { ids: ids.join(',') }, { signal });
    return { unread: v.unreadCount ?? null };
  }),
});

export type InboxEffects = ReturnType<typeof inboxEffects>;
