/**
 * The report calls' answer (the ODS relays, member and agent): its rows, the page counts and the
 * period's totals.
 */
import * as v from 'valibot';
import { id, num } from './schema';

export const reportPage = <R extends v.GenericSchema, S extends v.GenericSchema>(row: R, summary: S) =>
  v.looseObject({
    list: v.optional(v.array(row), []),
    totalCount: v.optional(num, 0),
    totalPages: v.optional(num, 0),
    summary: v.nullish(summary),
  });

/** A bet's fields, as the betting record (a member's) and team betting (an agent's team) send them. Times are epoch ms. */
export const betFields = {
  betId: id,
  betTime: num,
  settleTime: v.nullish(num),
  gameType: v.optional(v.string(), ''),
  vassalage: v.optional(v.string(), ''),
  gameName: v.optional(v.string(), ''),
  betAmount: num,
  validBet: v.optional(num, 0),
  payout: v.optional(num, 0),
  winLoss: v.optional(num, 0),
  /** SETTLED, UNSETTLED or CANCELLED. */
  status: v.optional(v.string(), 'SETTLED'),
};
/** A period's bets summed. */
export const betSummary = v.looseObject({
  betCount: v.optional(num, 0),
  betAmount: v.optional(num, 0),
  validBet: v.optional(num, 0),
  winLoss: v.optional(num, 0),
});

/** A money movement's fields, as the account record (a member's) and downline account details (a team's) send them. */
export const movementFields = {
  transId: id,
  transTime: num,
  /** DEPOSIT, WITHDRAW, TRANSFER_IN, TRANSFER_OUT, BONUS, REBATE, ADJUSTMENT, ... (see TRANSACTION_TYPES). */
  transType: v.string(),
  /** Signed: money in is positive. */
  amount: num,
  balanceAfter: v.nullish(num),
  /** SUCCESS, PENDING, FAILED or CANCELLED. */
  status: v.optional(v.string(), 'SUCCESS'),
  remark: v.nullish(v.string()),
  /** The other wallet of a transfer, the channel of a deposit... */
  detail: v.nullish(v.string()),
};
/** A period's money movements summed. */
export const movementSummary = v.looseObject({ count: v.optional(num, 0), totalIn: v.optional(num, 0), totalOut: v.optional(num, 0) });

export type BetFieldsValue = v.InferOutput<v.ObjectSchema<typeof betFields, undefined>>;
export type BetSummaryValue = v.InferOutput<typeof betSummary>;
export type MovementFieldsValue = v.InferOutput<v.ObjectSchema<typeof movementFields, undefined>>;
export type MovementSummaryValue = v.InferOutput<typeof movementSummary>;
