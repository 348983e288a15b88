/** The `value`s of the agent contract calls (gateway/agent/endpoints.ts). */
import * as v from 'valibot';
import { betFields, betSummary, movementFields, movementSummary, reportPage } from '../report-schema';
import { id, num } from '../schema';
import { CONTRACT_KINDS, CONTRACT_STATUSES, DEFAULT_GAME_TYPE, PAYOUT_SIDES } from './contract';

export const contractTier = v.looseObject({ activeMembers: num, bet: num, rate: num });

export const contract = v.looseObject({
  contractId: id,
  kind: v.picklist(CONTRACT_KINDS),
  /** The game type it is made for (CONTRACT_GAME_TYPES; CONS covers every game). */
  gameType: v.optional(v.string(), DEFAULT_GAME_TYPE),
  /** Dividend: D, W, H or M; salaries: '' (their period is the kind's). */
  period: v.optional(v.string(), ''),
  upline: v.string(),
  downline: v.string(),
  status: v.picklist(CONTRACT_STATUSES),
  tiers: v.array(contractTier),
  createdAt: num,
  /** When it was accepted, rejected or terminated (epoch ms); null while pending. */
  decidedAt: v.optional(v.nullable(num), null),
  /** Who ended it: UPLINE, DOWNLINE, or AUTO (a higher-rate contract auto-terminated by an upline's new one). */
  terminatedBy: v.optional(v.string(), ''),
});

export const contractList = v.looseObject({ contracts: v.array(contract) });

const periodFigures = v.looseObject({ activeMembers: num, validBet: num, profitLoss: num });

/** What an agent needs to draft an offer to one direct downline. */
export const contractDraft = v.looseObject({
  downline: v.looseObject({ account: v.string(), type: num }),
  /** The agent's own comprehensive (CONS) top rate per kind (null: none, so only the game types it holds a contract for can be offered). */
  ownRates: v.looseObject({
    DIVIDEND: v.nullable(num),
    DAILY: v.nullable(num),
    HOURLY: v.nullable(num),
    REALTIME: v.nullable(num),
  }),
  /**
   * The agent's own top rate per kind and game type, for each contract it holds (an offer for a
   * game type it holds none for is capped by its comprehensive one, ownRates).
   */
  gameRates: v.optional(v.record(v.string(), v.record(v.string(), num)), {}),
  /** The downline's team figures for one recent period of each length. */
  figures: v.looseObject({ D: periodFigures, W: periodFigures, H: periodFigures, M: periodFigures, HOUR: periodFigures, MIN5: periodFigures }),
  /** The downline's own contracts (as an upline), which a lower rate would auto-terminate. */
  downstream: v.array(contract),
});

/**
 * What the decision relays answer beyond success. The public client reads nothing of it (W1c
 * re-reads the consolidated call); the simulator answers, designed, the contract as it is now and
 * any contract the decision auto-terminated. Read when present: any other value is no detail.
 */
export const contractDecision = v.fallback(
  v.looseObject({
    contract: v.optional(contract),
    terminated: v.optional(v.array(contract), []),
  }),
  { terminated: [] },
);

/** The designed offer relay's answer: the contract offered. */
export const contractOffered = v.looseObject({
  contract,
  terminated: v.optional(v.array(contract), []),
});

export const realtimeSettlement = v.looseObject({
  payouts: v.array(v.looseObject({ contractId: id, bet: num, rate: num, amount: num, settledAt: num })),
});

export const downline = v.looseObject({
  account: v.string(),
  type: num,
  regDate: num,
  lastLogin: v.optional(v.nullable(num), null),
  balance: num,
  contracts: v.optional(v.array(v.looseObject({ kind: v.picklist(CONTRACT_KINDS), status: v.picklist(CONTRACT_STATUSES) })), []),
});
export const downlinePage = v.looseObject({ list: v.array(downline), totalCount: num, totalPages: num });
export const downlineTransferResult = v.looseObject({ transId: id, amount: num, balance: num });

export const teamOverview = v.looseObject({
  teamSize: num,
  newMembers: num,
  activeMembers: num,
  deposits: num,
  withdrawals: num,
  validBet: num,
  profitLoss: num,
  days: v.array(v.looseObject({ day: num, validBet: num, profitLoss: num, activeMembers: num })),
});
export type TeamOverviewValue = v.InferOutput<typeof teamOverview>;

export type DownlineValue = v.InferOutput<typeof downline>;
export type ContractValue = v.InferOutput<typeof contract>;
export type ContractDraftValue = v.InferOutput<typeof contractDraft>;
export type ContractOfferedValue = v.InferOutput<typeof contractOffered>;
export type RealtimeSettlementValue = v.InferOutput<typeof realtimeSettlement>;

/** One bet of a team member (team betting). Times are epoch ms. */
export const teamBet = v.looseObject({ account: v.string(), ...betFields });
export type TeamBetValue = v.InferOutput<typeof teamBet>;
export const teamBetPage = reportPage(teamBet, betSummary);

const profitFigures = {
  betCount: v.optional(num, 0),
  validBet: v.optional(num, 0),
  winLoss: v.optional(num, 0),
  deposits: v.optional(num, 0),
  withdrawals: v.optional(num, 0),
  bonus: v.optional(num, 0),
  profit: v.optional(num, 0),
};
/** One team member's figures for a period (user profit and loss). */
export const memberProfit = v.looseObject({ account: v.string(), level: v.optional(num, 1), ...profitFigures });
export type MemberProfitValue = v.InferOutput<typeof memberProfit>;
export const memberProfitPage = reportPage(memberProfit, v.looseObject({ members: v.optional(num, 0), ...profitFigures }));

/** One movement of a team member's money (downline account details). */
export const teamTransaction = v.looseObject({ account: v.string(), ...movementFields });
export type TeamTransactionValue = v.InferOutput<typeof teamTransaction>;
export const teamTransactionPage = reportPage(teamTransaction, movementSummary);

/** One period of a contract as paid (dividend record, salaries, my income). */
export const payout = v.looseObject({
  payoutId: id,
  contractId: id,
  kind: v.picklist(CONTRACT_KINDS),
  period: v.optional(v.string(), ''),
  side: v.picklist(PAYOUT_SIDES),
  /** The upline ('' = the house) for a payout received, the downline for one paid. */
  counterpart: v.optional(v.string(), ''),
  periodStart: num,
  periodEnd: num,
  activeMembers: v.optional(num, 0),
  validBet: v.optional(num, 0),
  profitLoss: v.optional(num, 0),
  /** The tier reached, 1-based; 0: none. */
  tier: v.optional(num, 0),
  rate: v.optional(num, 0),
  amount: num,
  paidAt: num,
});
export type PayoutValue = v.InferOutput<typeof payout>;
export const payoutPage = reportPage(
  payout,
  v.looseObject({
    count: v.optional(num, 0),
    validBet: v.optional(num, 0),
    amount: v.optional(num, 0),
    byKind: v.optional(v.looseObject({ DIVIDEND: v.optional(num, 0), DAILY: v.optional(num, 0), HOURLY: v.optional(num, 0), REALTIME: v.optional(num, 0) })),
  }),
);
