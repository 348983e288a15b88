/**
 * What each member call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { none, text, whole, type RequestSchema } from '../request';
import type { memberEndpoints } from './endpoints';
import { memberMoneyRequests } from './money-requests';

/**
 * A report's query: the period [beginTime, endTime) in epoch ms, a page, the language. A period the
 * gateway refuses (endTime <= beginTime, longer than 90 days) or a filter outside its list is its
 * business answer request.param.err, not a malformed request.
 */
const report = {
  beginTime: whole,
  endTime: whole,
  pageNo: v.optional(whole),
  pageSize: v.optional(whole),
  language: v.optional(text),
};

export const memberRequests = {
  ...memberMoneyRequests,
  // W1b getConsolidated: a GET with nothing but the token.
  fundsConsolidated: none,
  // gameType '' (or none): every type.
  betRecords: v.looseObject({ ...report, gameType: v.optional(text) }),
  // transType '' (or none): every type; a comma list: any of them (the bonus details).
  transactions: v.looseObject({ ...report, transType: v.optional(text) }),
  // tzOffset: the player's offset from UTC, minutes east (the days are the player's own).
  personalProfit: v.looseObject({ ...report, gameType: v.optional(text), tzOffset: v.optional(whole) }),
} satisfies Record<keyof typeof memberEndpoints, RequestSchema>;
