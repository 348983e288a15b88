/**
 * What each agent call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { none, number, text, type RequestSchema } from '../request';
import { id } from '../schema';
import type { agentCentreEndpoints } from './centre-endpoints';
import { CONTRACT_GAME_TYPES, CONTRACT_KINDS, DECISION_STATUSES } from './contract';
import type { agentEndpoints } from './endpoints';

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
} satisfies Partial<Record<keyof typeof agentEndpoints | keyof typeof agentCentreEndpoints, RequestSchema>>;
