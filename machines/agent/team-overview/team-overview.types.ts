/** The team overview workflow's domain types, read by its effects, machine, selectors and views. */
import type { TeamOverviewValue } from '../../../gateway/agent/schemas';

export type TeamOverview = TeamOverviewValue;
