/**
 * What each content call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import type { RequestSchema } from '../request';
import type { contentEndpoints } from './endpoints';

export const contentRequests = {} satisfies Partial<Record<keyof typeof contentEndpoints, RequestSchema>>;
