/**
 * What each content call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { none, text, type RequestSchema } from '../request';
import type { contentEndpoints } from './endpoints';

export const contentRequests = {
  liveModels: none,
  launchChat: v.looseObject({ language: v.optional(text) }),
} satisfies Partial<Record<keyof typeof contentEndpoints, RequestSchema>>;
