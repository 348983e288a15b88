/**
 * Seeded withdrawals paid by another member's deposit (C2C payouts, spec §4 withdrawal
 * confirmation), one plan shared by the ledger (the withdrawal's row in the account record) and
 * the money feature (its confirmation, simulator/money/seeded-confirmations.ts), so the two always
 * agree:
 *
 * - player01 has one confirmation in every answered state, on history days (timeline.ts): received
 *   in full and counted as received on timeout (the withdrawal SUCCESS), received in part and not
 *   received with proof (the withdrawal still PENDING under customer service's review: its money
 *   held, as the seeded opening balance already says). No pending one: player01 logs in for many
 *   tests, and a dialog at each login would stand in their way.
 * - confirm01's payout is still waiting for its answer when the simulator starts (it opened a few
 *   minutes before): the dialog opens when confirm01 logs in. Its withdrawal is a row of the db
 *   (a PENDING hold the answer settles), written when the run's start instant is known.
 *
 * Amounts and times are fixed (not drawn), so the README and the tests can name them.
 */
import { HOUR } from '../seed-date';

const MINUTE = 60_000;

export type SeededPayoutState = 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_RECEIVED' | 'PENDING';

export interface SeededPayout {
  account: string;
  /** Its number among the account's seeded payouts (1-based): the ids are built from it. */
  n: number;
  /** History day k (the withdrawal at `at` into that day), or 'start': `at` before the run's start instant. */
  day: number | 'start';
  at: number;
  amount: number;
  state: SeededPayoutState;
  /** The paying member, masked. */
  depositorName: string;
  /** When the paying member was matched, paid, and the member answered: ms after the withdrawal. */
  matchedAfter: number;
  paidAfter: number;
  answeredAfter?: number;
  /** PARTIAL: what arrived. */
  received?: number;
  /** The member's remark on the answer. */
  remark?: string;
  /** NOT_RECEIVED: how many proof images were sent. */
  proofs?: number;
}

export const SEEDED_PAYOUTS: readonly SeededPayout[] = [
  {
    account: 'player01',
    n: 1,
    day: 2,
    at: 14 * HOUR + 20 * MINUTE,
    amount: 3000,
    state: 'NOT_RECEIVED',
    depositorName: 'P****a T.',
    matchedAfter: 2 * MINUTE,
    paidAfter: 9 * MINUTE,
    answeredAfter: 21 * MINUTE,
    remark: 'Nothing has reached my SCB account yet',
    proofs: 2,
  },
  {
    account: 'player01',
    n: 2,
    day: 6,
    at: 19 * HOUR + 5 * MINUTE,
    amount: 5000,
    state: 'PARTIAL',
    depositorName: 'W****y C.',
    matchedAfter: 1 * MINUTE,
    paidAfter: 6 * MINUTE,
    answeredAfter: 14 * MINUTE,
    received: 4500,
    remark: 'Only 4,500 arrived',
  },
  {
    account: 'player01',
    n: 3,
    day: 11,
    at: 11 * HOUR + 40 * MINUTE,
    amount: 2000,
    state: 'RECEIVED',
    depositorName: 'S****n K.',
    matchedAfter: 3 * MINUTE,
    paidAfter: 8 * MINUTE,
    answeredAfter: 12 * MINUTE,
    remark: '',
  },
  {
    account: 'player01',
    n: 4,
    day: 19,
    at: 21 * HOUR + 15 * MINUTE,
    amount: 1000,
    state: 'AUTO_RECEIVED',
    depositorName: 'N****t R.',
    matchedAfter: 2 * MINUTE,
    paidAfter: 5 * MINUTE,
  },
  {
    account: 'player01',
    n: 5,
    day: 33,
    at: 9 * HOUR + 50 * MINUTE,
    amount: 8000,
    state: 'RECEIVED',
    depositorName: 'K****k S.',
    matchedAfter: 4 * MINUTE,
    paidAfter: 11 * MINUTE,
    answeredAfter: 16 * MINUTE,
    remark: 'Thanks, all there',
  },
  {
    account: 'confirm01',
    n: 1,
    day: 'start',
    at: 4 * MINUTE,
    amount: 2500,
    state: 'PENDING',
    depositorName: 'S****n K.',
    matchedAfter: 1 * MINUTE,
    paidAfter: 3 * MINUTE,
  },
];

/** The withdrawal's transaction id of a seeded payout. */
export const payoutTransId = (memberId: number, p: SeededPayout): string => (p.day === 'start' ? `T${memberId}-P${p.n}` : `T${memberId}-${p.day}-P${p.n}`);

/** Its confirmation's id. */
export const payoutConfirmationId = (memberId: number, p: SeededPayout): string => `PC${memberId}-S${p.n}`;

/** The withdrawal's status in the ledger: complete once received (in full or by timeout); held under review otherwise. */
export const payoutStatus = (p: SeededPayout): 'SUCCESS' | 'PENDING' => (p.state === 'RECEIVED' || p.state === 'AUTO_RECEIVED' ? 'SUCCESS' : 'PENDING');

/** The account's payouts on history day k. */
export const payoutsOn = (account: string, k: number): SeededPayout[] => SEEDED_PAYOUTS.filter((p) => p.account === account && p.day === k);
