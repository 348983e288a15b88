/**
 * What each account call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import { none, type RequestSchema } from '../request';
import type { accountEndpoints } from './endpoints';
import { securityRequests } from './security-requests';

export const accountRequests = {
  // W1 `icon: () => si.A.get(login.icon)`: no parameters.
  memberIcon: none,
  ...securityRequests,
} satisfies Partial<Record<keyof typeof accountEndpoints, RequestSchema>>;
