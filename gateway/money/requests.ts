/**
 * What each money call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import type { RequestSchema } from '../request';
import type { moneyEndpoints } from './endpoints';

export const moneyRequests = {} satisfies Partial<Record<keyof typeof moneyEndpoints, RequestSchema>>;
