/**
 * What each member call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import type { RequestSchema } from '../request';
import type { memberEndpoints } from './endpoints';
import { memberMoneyRequests } from './money-requests';

export const memberRequests = {
  ...memberMoneyRequests,
} satisfies Partial<Record<keyof typeof memberEndpoints, RequestSchema>>;
