/**
 * What each agent call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import type { RequestSchema } from '../request';
import type { agentCentreEndpoints } from './centre-endpoints';
import type { agentEndpoints } from './endpoints';

export const agentRequests = {} satisfies Partial<Record<keyof typeof agentEndpoints | keyof typeof agentCentreEndpoints, RequestSchema>>;
