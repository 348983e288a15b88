/**
 * What each content call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { none, text, whole, type RequestSchema } from '../request';
import { FEEDBACK_TYPES } from './contract';
import type { contentEndpoints } from './endpoints';

/** Message ids, comma-joined (`12,15`), as the legacy client puts them in the delete's query (C1). */
const messageIds = v.pipe(v.string(), v.regex(/^\s*\d+\s*(?:,\s*\d+\s*)*$/));

export const contentRequests = {
  unreadCount: none,
  // The live build's paging (G6 EMFE_getInbox?page=1&size=1): 1-based page, at most 100 a page.
  inbox: v.looseObject({ page: v.optional(v.pipe(whole, v.minValue(1))), size: v.optional(v.pipe(whole, v.minValue(1), v.maxValue(100))) }),
  readMessages: v.looseObject({ messageIds }),
  deleteMessages: v.looseObject({ messageIds }),
  // W1 44544363540: {types: "B,PL,PU,PR,H", platform: "W"}; W1b's older build adds execution: "B".
  // No types: every type.
  announcements: v.looseObject({ types: v.optional(text), platform: v.optional(text), execution: v.optional(text) }),
  // W3 44789767042: ?lang=<XX>&device=WEB.
  helpCenter: v.looseObject({ lang: v.optional(text), device: v.optional(text) }),
  // Content out of its word bounds, or a bad image, is the business refusal (feedback.*), not a malformed request.
  feedback: v.looseObject({ questionType: v.picklist(FEEDBACK_TYPES), content: v.optional(text), images: v.optional(v.array(text)) }),
  feedbackSettings: none,
  feedbackList: v.looseObject({ pageNo: v.optional(whole), pageSize: v.optional(whole), language: v.optional(text) }),
  // A contact that is only spaces or punctuation is request.param.err, answered by the gateway.
  verifyRepresentative: v.looseObject({ contact: text }),
  liveModels: none,
  launchChat: v.looseObject({ language: v.optional(text) }),
} satisfies Record<keyof typeof contentEndpoints, RequestSchema>;
