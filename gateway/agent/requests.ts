/**
 * What each agent call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { none, number, text, whole, type RequestSchema } from '../request';
import { id } from '../schema';
import type { agentCentreEndpoints } from './centre-endpoints';
import { CONTRACT_GAME_TYPES, CONTRACT_KINDS, DECISION_STATUSES } from './contract';
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

/** A decision: A accept, R reject (or withdraw one's own offer), C terminate (W1c). */
const status = v.picklist(DECISION_STATUSES);

export const agentRequests = {
  // W1c participation: { type: <game type>, status }. `downline` (designed): the upline names the
  // downline whose dividend contract of that game type it ends.
  dividendContract: v.looseObject({ type: v.pipe(v.string(), v.minLength(1)), status, downline: v.optional(text) }),
  // W1c wage: { id, status }.
  dailySalaryContract: v.looseObject({ id, status }),
  // W1c hourSalary: { contractId, status }.
  hourSalaryContract: v.looseObject({ contractId: id, status }),
  // Designed like the hourly relay.
  realTimeSalaryContract: v.looseObject({ contractId: id, status }),
  realTimeSalarySettle: none,
  contractList: none,
  // An empty or unknown account is not a direct downline: contract.not.downline.
  contractDraft: v.looseObject({ downline: v.optional(text, '') }),
  contractOffer: v.looseObject({
    downline: text,
    kind: v.picklist(CONTRACT_KINDS),
    gameType: v.picklist(CONTRACT_GAME_TYPES),
    /** Dividend: D, W, H or M; '' for the salaries (checked by the simulator's offer rule). */
    period: v.optional(text, ''),
    tiers: v.array(v.looseObject({ activeMembers: number, bet: number, rate: number })),
  }),
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
  registerDownline: v.looseObject({
    username: text,
    password: text,
    confirmPassword: v.optional(text),
    accountType: v.picklist(['PLAYER', 'AGENT']),
    registerMethod: v.optional(text),
  }),
  affiliateUrls: none,
  agentAnnouncements: v.looseObject({ merchantCode: v.optional(text), ...paging }),
} satisfies Record<keyof typeof agentEndpoints | keyof typeof agentCentreEndpoints, RequestSchema>;
