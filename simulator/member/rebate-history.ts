/**
 * Manual rebate claims (MCSFE_getCustomerRebateSettingByProductType, MCSFE_claimManualRebate,
 * MCSFE_getManualRebateRecords): the rate per product type, and the claims a member made. Shared by
 * the ledger (each claim is a REBATE movement of the account record) and the member feature (the
 * claimable rebate and the claim history), so the two agree.
 *
 * - Seeded claims (heavy members: player01) are generated on demand for history days k ≥ 1, like
 *   the bets they pay on (activity.ts): on about one day in seven the member claims, in the
 *   evening, every product type whose valid bets of that day so far pay at least the minimum, at
 *   that type's rate. Day 0 holds none: its bets are what the manual rebate page offers now.
 * - Claims made at run time are rows of the `rebateClaim` model, written with their REBATE
 *   movement (member/rebate.ts).
 */
import { MIN_REBATE_CLAIM, RECORD_GAME_TYPES, type RecordGameType } from '../../gateway/member/contract';
import { activityOf, cents, mix, seededBets, type Activity } from '../activity';
import { cached, type SimContext } from '../kernel/context';
import { mulberry32 } from '../kernel/random';
import { HOUR } from '../seed-date';
import { HISTORY_DAYS, historyDay } from '../timeline';

/** Rates per product type (fractions). */
export const REBATE_RATES: Readonly<Record<RecordGameType, number>> = {
  RNG: 0.008,
  LIVE: 0.005,
  FISH: 0.008,
  PVP: 0.005,
  SPORTS: 0.006,
  ESPORTS: 0.006,
  LOTT: 0.003,
  ELOTT: 0.003,
  COCKFIGHT: 0.004,
};

/** A claim's remark begins with this (how the last claim of a type is found again). */
export const rebateMarker = (type: string) => `Manual rebate ${type} `;
/** The remark of a claim of a type (its REBATE movement's remark). */
export const rebateRemark = (type: string, rate: number) => `${rebateMarker(type)}${Math.round(rate * 10000) / 100}%`;

/** The rebate of a valid bet total at a rate, rounded down to the cent. */
export const rebateOf = (validBet: number, rate: number): number => Math.floor(validBet * rate * 100) / 100;

/** One claim of one product type, as the claim history lists it. */
export interface RebateClaimRecord {
  /** The REBATE movement's id (one per product type claimed). */
  transId: string;
  claimTime: number;
  gameType: string;
  validBet: number;
  rate: number;
  amount: number;
  remark: string;
}

/** Chance a heavy member claims on a history day. */
const CLAIM_CHANCE = 0.15;

/** The member's seeded claims on history day k, oldest first (cached; never mutate the answer). */
export function seededRebateClaims(ctx: SimContext, member: Activity | number, k: number): readonly RebateClaimRecord[] {
  const act = typeof member === 'number' ? activityOf(ctx, member) : member;
  if (act.profile !== 'heavy' || !Number.isInteger(k) || k < 1 || k >= HISTORY_DAYS) return [];
  return cached(ctx, `rebate:claims:${act.memberId}:${act.since}:${k}`, () => {
    const r = mulberry32(mix(ctx.config.seed, act.memberId, k, 0x4eba7e));
    if (r() >= CLAIM_CHANCE) return Object.freeze([]);
    const [dayStart] = historyDay(ctx, k);
    const claimTime = dayStart + Math.floor((20 + r() * 3) * HOUR);
    const valid = new Map<string, number>();
    for (const b of seededBets(ctx, act, k)) if (b.betTime < claimTime) valid.set(b.gameType, (valid.get(b.gameType) ?? 0) + cents(b.validBet));
    const out: RebateClaimRecord[] = [];
    for (const gameType of RECORD_GAME_TYPES) {
      const validBet = (valid.get(gameType) ?? 0) / 100;
      const rate = REBATE_RATES[gameType];
      const amount = rebateOf(validBet, rate);
      if (amount < MIN_REBATE_CLAIM) continue;
      out.push(
        Object.freeze({
          transId: `T${act.memberId}-${k}-R${out.length + 1}`,
          claimTime,
          gameType,
          validBet,
          rate,
          amount,
          remark: rebateRemark(gameType, rate),
        }),
      );
    }
    return Object.freeze(out);
  });
}
