/**
 * What each account call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import type { RequestSchema } from '../request';
import type { accountEndpoints } from './endpoints';
import { securityRequests } from './security-requests';

export const accountRequests = {
  ...securityRequests,
} satisfies Partial<Record<keyof typeof accountEndpoints, RequestSchema>>;
