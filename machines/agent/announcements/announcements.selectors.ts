/** What the announcement page reads. */
import { selectPageOf } from '../../shared/paged-query/paged-query.selectors';
import type { AgentAnnouncement } from './announcements.types';

export type { AgentAnnouncement };
export const selectAgentAnnouncements = selectPageOf<AgentAnnouncement>();
