/**
 * What each rewards call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import type { RequestSchema } from '../request';
import type { rewardsEndpoints } from './endpoints';

export const rewardsRequests = {} satisfies Partial<Record<keyof typeof rewardsEndpoints, RequestSchema>>;
