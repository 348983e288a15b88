/** The team overview's one read (designed: ODSFE2_getTeamOverview). */
import type { GatewayClient } from '../../../gateway/client';
import { agentEffect } from '../contracts/contract-errors';
import type { DateRange } from '../../shared/paged-query/paged-query.machine';
import { periodOf } from '../../shared/paged-query/report';
import type { TeamOverview } from './team-overview.types';

export const teamOverviewEffects = (client: GatewayClient) => ({
  fetchTeamOverview: agentEffect<DateRange, TeamOverview>((range, signal) => client.call('teamOverview', { ...periodOf(range) }, { signal })),
});

export type TeamOverviewEffects = ReturnType<typeof teamOverviewEffects>;
