/**
 * What each member call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import { none, type RequestSchema } from '../request';
import type { memberEndpoints } from './endpoints';

export const memberRequests = {
  // W1b getConsolidated: a GET with nothing but the token.
  fundsConsolidated: none,
} satisfies Partial<Record<keyof typeof memberEndpoints, RequestSchema>>;
