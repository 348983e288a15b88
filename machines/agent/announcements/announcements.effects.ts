/** The agent announcements (designed: gateway/agent/centre-endpoints.ts agentAnnouncements). */
import type { GatewayClient } from '../../../gateway/client';
import { agentEffect } from '../contracts/contract-errors';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';

export interface AgentAnnouncement {
  id: string;
  title: string;
  /** HTML from the gateway: views show it only through SafeHtml. */
  html: string;
  publishedAt: number;
  pinned: boolean;
}

export const announcementsEffects = (client: GatewayClient) => ({
  fetchAgentAnnouncements: agentEffect<PageRequest<Record<string, never>>, PageResult<AgentAnnouncement>>(async (req, signal) => {
    const v = await client.call('agentAnnouncements', { pageNo: req.page, pageSize: req.pageSize }, { signal });
    return {
      rows: v.list.map((a) => ({ id: a.id, title: a.title, html: a.content, publishedAt: a.publishedAt, pinned: a.pinned })),
      totalCount: v.totalCount,
      totalPages: v.totalPages,
    };
  }),
});

export type AnnouncementsEffects = ReturnType<typeof announcementsEffects>;
