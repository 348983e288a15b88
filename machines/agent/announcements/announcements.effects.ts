/** The agent announcements (the legacy /wps/agent/announcements: gateway/agent/centre-endpoints.ts). */
import type { GatewayClient } from '../../../gateway/client';
import { agentEffect } from '../contracts/contract-errors';
import type { PageRequest, PageResult } from '../../shared/paged-query/paged-query.machine';
import type { AgentAnnouncement } from './announcements.types';

export const announcementsEffects = (client: GatewayClient) => ({
  fetchAgentAnnouncements: agentEffect<PageRequest<Record<string, never>>, PageResult<AgentAnnouncement>>(async (req, signal) => {
    // The merchant code as the legacy site sends it to a logged-in agent (C1c), then the page.
    const v = await client.call('agentAnnouncements', { merchantCode: client.options.merchantCode, pageNo: req.page, pageSize: req.pageSize }, { signal });
    return {
      rows: v.list.map((a) => ({ id: a.id, title: a.title, html: a.content, publishedAt: a.publishedAt, pinned: a.pinned })),
      totalCount: v.totalCount,
      totalPages: v.totalPages,
    };
  }),
});

export type AnnouncementsEffects = ReturnType<typeof announcementsEffects>;
