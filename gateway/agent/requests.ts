/**
 * What each agent call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { none, number, text, whole, type RequestSchema } from '../request';
import type { agentCentreEndpoints } from './centre-endpoints';
import type { agentEndpoints } from './endpoints';

/** A page of a list: 1-based, at most 100 rows (the simulator clamps a larger size). */
const paging = { pageNo: v.optional(whole), pageSize: v.optional(whole) };

/**
 * A report's query (the team reports, my income, the payout records): the period in epoch ms,
 * required, and the page; each adds its own filter ('' = all; the handler checks its values).
 */
const period = { beginTime: whole, endTime: whole, ...paging };
/** A team report narrows to the members whose account contains `account` ('' = everyone). */
const member = { account: v.optional(text) };

export const agentRequests = {
  teamOverview: v.looseObject({ beginTime: whole, endTime: whole }),
  downlines: v.looseObject({ ...paging, account: v.optional(text) }),
  // A missing amount is the gateway's business code (empty.amount), answered by the handler.
  downlineTransfer: v.looseObject({ downline: text, amount: v.optional(number), paymentPassword: text }),
  teamBets: v.looseObject({ ...period, gameType: v.optional(text), ...member, language: v.optional(text) }),
  teamProfit: v.looseObject({ ...period, ...member }),
  teamTransactions: v.looseObject({ ...period, transType: v.optional(text), ...member }),
  agentIncome: v.looseObject({ ...period, kind: v.optional(text) }),
  dividendRecords: v.looseObject({ ...period, side: v.optional(text) }),
  dailySalaryRecords: v.looseObject({ ...period, side: v.optional(text) }),
  hourSalaryRecords: v.looseObject({ ...period, side: v.optional(text) }),
  realTimeSalaryRecords: v.looseObject({ ...period, side: v.optional(text) }),
  // The registration's own fields are the brand's rules' (checked by the handler with them);
  // username, password and the kind of account are always there.
  registerDownline: v.looseObject({ username: text, password: text, confirmPassword: v.optional(text), accountType: v.picklist(['PLAYER', 'AGENT']), registerMethod: v.optional(text) }),
  affiliateUrls: none,
  agentAnnouncements: v.looseObject({ merchantCode: v.optional(text), ...paging }),
} satisfies Partial<Record<keyof typeof agentEndpoints | keyof typeof agentCentreEndpoints, RequestSchema>>;
