/**
 * Platform messages (spec §2 messageV2; gateway/content/endpoints.ts): a page of the inbox, reading,
 * deleting, the unread count. The inbox call pages the member's messages (page, size) with no
 * unread filter, so the unread tab and "mark all as read" read it in its largest pages and keep
 * the unread ones, stopping once they hold as many as the answer's unread count says there are.
 * Reading and deleting send the ids comma-joined (`messageIds`).
 */
import type { GatewayClient } from '../../../gateway/client';
import { INBOX_MAX_SIZE } from '../../../gateway/content/contract';
import type { InboxMessageValue } from '../../../gateway/content/schemas';
import { effect } from '../../shared/effect';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import type { InboxMessage, InboxFilters, InboxSummary } from './inbox.types';

export const toInboxMessage = (m: InboxMessageValue): InboxMessage => ({
  id: m.id,
  title: m.title,
  content: m.content,
  sentAt: m.sendTime,
  read: m.read,
  category: m.category ?? null,
});

/** The ids as the read and delete calls take them. */
const messageIds = (ids: readonly string[]) => ids.join(',');

export const inboxEffects = (client: GatewayClient) => {
  /**
   * The member's unread messages, newest first, at least `wanted` of them when there are that
   * many (Infinity: every one): the inbox read in its largest pages until the unread ones found
   * reach `wanted` or the count the answer gives, or the pages end.
   */
  async function unreadMessages(wanted: number, signal: AbortSignal): Promise<{ rows: InboxMessage[]; unread: number | null }> {
    const rows: InboxMessage[] = [];
    let unread: number | null = null;
    for (let page = 1; ; page++) {
      const v = await client.call('inbox', { page, size: INBOX_MAX_SIZE }, { signal });
      unread = v.unreadCount ?? null;
      rows.push(...v.list.map(toInboxMessage).filter((m) => !m.read));
      const enough = rows.length >= wanted || (unread !== null && rows.length >= unread);
      if (enough || page >= v.totalPages || v.list.length === 0) return { rows, unread };
    }
  }

  return {
    fetchInboxPage: effect<PageRequest<InboxFilters>, PageResult<InboxMessage, InboxSummary>>(async (req, signal) => {
      if (req.filters.readStatus === 'UNREAD') {
        const { rows, unread } = await unreadMessages(req.page * req.pageSize, signal);
        // The whole count when the answer gives it; otherwise every unread message was read.
        const totalCount = unread ?? rows.length;
        return {
          rows: rows.slice((req.page - 1) * req.pageSize, req.page * req.pageSize),
          totalCount,
          totalPages: Math.ceil(totalCount / req.pageSize),
          totals: { unread },
        };
      }
      const v = await client.call('inbox', { page: req.page, size: req.pageSize }, { signal });
      return { rows: v.list.map(toInboxMessage), totalCount: v.totalCount, totalPages: v.totalPages, totals: { unread: v.unreadCount ?? null } };
    }),
    readMessages: effect<{ ids: string[] }, { unread: number | null }>(async ({ ids }, signal) => {
      const v = await client.call('readMessages', { messageIds: messageIds(ids) }, { signal });
      return { unread: v.unreadCount ?? null };
    }),
    /** Every unread message marked read: one read call with all their ids (none to mark: no call). */
    readAllMessages: effect<void, { unread: number | null }>(async (_, signal) => {
      const { rows, unread } = await unreadMessages(Infinity, signal);
      if (rows.length === 0) return { unread };
      const v = await client.call('readMessages', { messageIds: messageIds(rows.map((m) => m.id)) }, { signal });
      return { unread: v.unreadCount ?? null };
    }),
    deleteMessages: effect<{ ids: string[] }, { unread: number | null }>(async ({ ids }, signal) => {
      const v = await client.call('deleteMessages', { messageIds: messageIds(ids) }, { signal });
      return { unread: v.unreadCount ?? null };
    }),
  };
};

export type InboxEffects = ReturnType<typeof inboxEffects>;
