/**
 * What each content call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { none, whole, type RequestSchema } from '../request';
import type { contentEndpoints } from './endpoints';

/** Message ids, comma-joined (`12,15`), as the legacy client puts them in the delete's query (C1). */
const messageIds = v.pipe(v.string(), v.regex(/^\s*\d+\s*(?:,\s*\d+\s*)*$/));

export const contentRequests = {
  unreadCount: none,
  // The live build's paging (G6 EMFE_getInbox?page=1&size=1): 1-based page, at most 100 a page.
  inbox: v.looseObject({ page: v.optional(v.pipe(whole, v.minValue(1))), size: v.optional(v.pipe(whole, v.minValue(1), v.maxValue(100))) }),
  readMessages: v.looseObject({ messageIds }),
  deleteMessages: v.looseObject({ messageIds }),
} satisfies Partial<Record<keyof typeof contentEndpoints, RequestSchema>>;
