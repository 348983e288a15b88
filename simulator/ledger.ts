/**
 * The one way money moves. Every live change of a member's main wallet goes through here, so the
 * header's balance, the wallet and the records always agree:
 *
 * - `post()` records a movement of money (deposit, withdrawal, transfer, bonus, rebate,
 *   adjustment…) as a `transaction` row and moves the balance by its signed amount. A SUCCESS row
 *   moves at once. A PENDING row with `hold: true` (a withdrawal awaiting approval; amount < 0)
 *   takes the money at once; a PENDING row without hold (a deposit awaiting confirmation) moves
 *   nothing yet. FAILED / CANCELLED rows move nothing.
 * - `settle()` finalises a PENDING row: SUCCESS moves the money of a row that had not moved yet;
 *   FAILED / CANCELLED of a hold give the money back through a compensating row (same type,
 *   positive amount, SUCCESS, `detail` = the original transId).
 * - `placeBet()` is how a bet moves money: it checks the stake against the balance, moves the
 *   balance by payout − stake and writes a `bet` row; its valid bet counts toward the wagering of
 *   the member's claimed and joined promotions (rewards/wagering.ts). Bets are not transactions (the account record
 *   lists money movements, the betting record lists bets), so no transaction row is written.
 *
 * The balance never goes below 0 (amounts in cents, balances with two decimals) unless a post says
 * `allowNegative` (adjustments); a refused call answers `{ ok: false, errorCode }`, which the
 * handler sends as is (`account.balance.not.enough`, …).
 *
 * Seeded account history (`seededTransactions`) is generated on demand like the bets (activity.ts):
 * deposits, withdrawals, bonuses and weekly rebates (0.5 % of the previous seven days' valid bets)
 * for members with a profile, the manual rebate claims of member/rebate-history.ts and the
 * withdrawals paid by members' deposits of money/payouts.ts (those under review still PENDING,
 * their money held). Its rows carry `balanceAfter: null`; `seededBalancesAfter` reconstructs it
 * backwards from the wallet's opening balance (where the seeded story ends) through the seeded
 * bets and movements, as far back as the balance stays at or above 0 (before that, unknown). A seeded
 * payout still waiting at the start is a row of the db (`seedHeldWithdrawal`), so its answer can
 * settle it.
 */
import type { TransactionStatus, TransactionType } from '../gateway/member/contract';
import { activityOf, cents, daySummary, mix, round2, seededBets, type Activity, type Bettor } from './activity';
import { mulberry32 } from './kernel/random';
import { cached, type SimContext } from './kernel/context';
import type { Row } from './db';
import { HOUR, SEED_REFERENCE_DATE } from './seed-date';
import { payoutStatus, payoutsOn, payoutTransId } from './money/payouts';
import { seededRebateClaims } from './member/rebate-history';
import { HISTORY_DAYS, historyDay, presentSeedTime, startOf } from './timeline';
import { setVendorBalance, vendorBalanceOf, vendorWalletDef } from './vendor-wallets';
import { setBalance, walletOf } from './wallets';
import { addWagering } from './rewards/wagering';

export type TransactionRow = Row<'transaction'>;
export type BetRow = Row<'bet'>;

export type LedgerErrorCode =
  | 'account.balance.not.enough'
  | 'not.exists.account.err'
  | 'not.exists.transaction'
  | 'account.booked.trans.confirmed'
  | 'account.booked.trans.cancelled'
  | 'request.param.err'
  | 'wallet.is.locked';

export type LedgerResult<T> = { ok: true; value: T } | { ok: false; errorCode: LedgerErrorCode };

const refuse = (errorCode: LedgerErrorCode): { ok: false; errorCode: LedgerErrorCode } => ({ ok: false, errorCode });

/** One movement of money as the account record lists it, plus whether it moved the balance (for the totals). */
export interface TransactionRecord {
  transId: string;
  transTime: number;
  transType: string;
  amount: number;
  balanceAfter: number | null;
  status: string;
  remark: string;
  detail: string;
  /** Not sent: the row changed the balance (see the transaction model). */
  moved: boolean;
}

// ---- balances ------------------------------------------------------------------------------------

/** The member's main wallet balance (0 without a wallet). */
export function balanceOf(ctx: SimContext, memberId: number): number {
  return walletOf(ctx.db, memberId)?.balance ?? 0;
}

/** Moves the wallet by `delta` (cents arithmetic); refuses below 0 unless `allowNegative`. */
function move(ctx: SimContext, memberId: number, delta: number, allowNegative = false): LedgerResult<number> {
  const wallet = walletOf(ctx.db, memberId);
  if (!wallet) return refuse('not.exists.account.err');
  const next = cents(wallet.balance) + cents(delta);
  if (next < 0 && !allowNegative) return refuse('account.balance.not.enough');
  const balance = next / 100;
  setBalance(ctx.db, memberId, balance);
  return { ok: true, value: balance };
}

/** The next free `<prefix><memberId>-L<n>` id of a model. */
function nextLiveId(exists: (id: string) => boolean, prefix: string, memberId: number, count: number): string {
  let n = count + 1;
  while (exists(`${prefix}${memberId}-L${n}`)) n++;
  return `${prefix}${memberId}-L${n}`;
}

const validAmount = (n: number): boolean => Number.isFinite(n) && n !== 0 && round2(n) === n;

// ---- transactions --------------------------------------------------------------------------------

export interface PostInput {
  memberId: number;
  type: TransactionType;
  /** Signed: money in is positive. Two decimals at most, never 0. */
  amount: number;
  /** SUCCESS (default) moves now; PENDING waits for settle(); FAILED / CANCELLED record a movement that did not happen. */
  status?: TransactionStatus;
  /** With PENDING: take the money now (amount < 0), give it back if the row FAILS or is CANCELLED. */
  hold?: boolean;
  /** Let the balance go below 0 (adjustments). */
  allowNegative?: boolean;
  remark?: string;
  detail?: string;
  /** epoch ms; the sim clock's now by default. */
  at?: number;
}

/** Records a movement of money and moves the balance as its status says; see the module header. */
export function post(ctx: SimContext, input: PostInput): LedgerResult<TransactionRow> {
  const status = input.status ?? 'SUCCESS';
  const hold = status === 'PENDING' && input.hold === true;
  if (!validAmount(input.amount) || (input.hold && (status !== 'PENDING' || input.amount > 0))) return refuse('request.param.err');
  if (!walletOf(ctx.db, input.memberId)) return refuse('not.exists.account.err');
  const moves = status === 'SUCCESS' || hold;
  let balanceAfter: number | null = null;
  if (moves) {
    const moved = move(ctx, input.memberId, input.amount, input.allowNegative);
    if (!moved.ok) return moved;
    balanceAfter = moved.value;
  }
  const db = ctx.db;
  // Numbered among the member's own rows (another member's movements do not shift the next id).
  const transId = nextLiveId(
    (id) => db.transaction.findFirst({ where: { transId: { equals: id } } }) !== null,
    'T',
    input.memberId,
    db.transaction.count({ where: { memberId: { equals: input.memberId } } }),
  );
  const row = db.transaction.create({
    transId,
    memberId: input.memberId,
    transTime: input.at ?? ctx.clock.now(),
    transType: input.type,
    amount: input.amount,
    balanceAfter,
    status,
    remark: input.remark ?? '',
    detail: input.detail ?? '',
    moved: moves,
  });
  return { ok: true, value: row };
}

/** Finalises a PENDING transaction; a failed or cancelled hold is refunded by a compensating row. */
export function settle(
  ctx: SimContext,
  transId: string,
  outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED',
): LedgerResult<{ transaction: TransactionRow; refund: TransactionRow | null }> {
  const db = ctx.db;
  const row = db.transaction.findFirst({ where: { transId: { equals: transId } } });
  if (!row) return refuse('not.exists.transaction');
  if (row.status === 'SUCCESS') return refuse('account.booked.trans.confirmed');
  if (row.status !== 'PENDING') return refuse('account.booked.trans.cancelled');
  const where = { transId: { equals: transId } };

  if (outcome === 'SUCCESS') {
    let balanceAfter = row.balanceAfter;
    if (!row.moved) {
      const moved = move(ctx, row.memberId, row.amount);
      if (!moved.ok) return moved;
      balanceAfter = moved.value;
    }
    const transaction = db.transaction.update({ where, data: { status: 'SUCCESS', moved: true, balanceAfter } })!;
    return { ok: true, value: { transaction, refund: null } };
  }

  const transaction = db.transaction.update({ where, data: { status: outcome } })!;
  if (!row.moved) return { ok: true, value: { transaction, refund: null } };
  const refund = post(ctx, {
    memberId: row.memberId,
    type: row.transType as TransactionType,
    amount: -row.amount,
    remark: `Refund: ${transId} ${outcome === 'FAILED' ? 'failed' : 'cancelled'}`,
    detail: transId,
  });
  if (!refund.ok) return refund;
  return { ok: true, value: { transaction, refund: refund.value } };
}

/**
 * Writes a seeded withdrawal that is still held when the simulator starts (money/payouts.ts: one
 * whose confirmation waits for the member): a PENDING WITHDRAW row with hold at `at`, whose money
 * the seeded opening balance already left out, so the balance does not move now; settle()
 * finishes it like any live withdrawal. Refused when the row exists already.
 */
export function seedHeldWithdrawal(
  ctx: SimContext,
  input: { memberId: number; transId: string; amount: number; at: number; detail: string },
): LedgerResult<TransactionRow> {
  if (!validAmount(input.amount) || input.amount < 0) return refuse('request.param.err');
  if (!walletOf(ctx.db, input.memberId)) return refuse('not.exists.account.err');
  if (ctx.db.transaction.findFirst({ where: { transId: { equals: input.transId } } })) return refuse('account.booked.trans.confirmed');
  const row = ctx.db.transaction.create({
    transId: input.transId,
    memberId: input.memberId,
    transTime: input.at,
    transType: 'WITHDRAW',
    amount: -input.amount,
    balanceAfter: balanceOf(ctx, input.memberId),
    status: 'PENDING',
    remark: '',
    detail: input.detail,
    moved: true,
  });
  return { ok: true, value: row };
}

// ---- transfers between the main wallet and a vendor's ------------------------------------------------

export interface TransferInput {
  memberId: number;
  /** `in`: main wallet → the vendor's; `out`: the vendor's → main. */
  direction: 'in' | 'out';
  /** The vendor wallet's accountTypeId (vendor-wallets.ts). */
  accountTypeId: number;
  /** > 0, two decimals. */
  amount: number;
  at?: number;
}

/**
 * Moves money between the main wallet and a vendor wallet. The main wallet's side is a transaction
 * row (TRANSFER_OUT when money leaves it for the vendor, TRANSFER_IN when it comes back; `detail`
 * names the vendor), so the account record and the header agree; the vendor side moves its own
 * balance. Refuses an amount above the source wallet's balance.
 */
export function transferFunds(ctx: SimContext, input: TransferInput): LedgerResult<{ transaction: TransactionRow; main: number; vendor: number }> {
  const def = vendorWalletDef(input.accountTypeId);
  if (!def || !validAmount(input.amount) || input.amount < 0) return refuse('request.param.err');
  if (!walletOf(ctx.db, input.memberId)) return refuse('not.exists.account.err');
  const vendorBefore = vendorBalanceOf(ctx, input.memberId, def.accountTypeId);
  if (input.direction === 'out' && cents(vendorBefore) < cents(input.amount)) return refuse('account.balance.not.enough');
  const posted = post(ctx, {
    memberId: input.memberId,
    type: input.direction === 'in' ? 'TRANSFER_OUT' : 'TRANSFER_IN',
    amount: input.direction === 'in' ? -input.amount : input.amount,
    detail: def.name,
    remark: input.direction === 'in' ? `Main wallet → ${def.name}` : `${def.name} → Main wallet`,
    ...(input.at !== undefined ? { at: input.at } : {}),
  });
  if (!posted.ok) return posted;
  const vendor = (cents(vendorBefore) + (input.direction === 'in' ? cents(input.amount) : -cents(input.amount))) / 100;
  setVendorBalance(ctx, input.memberId, def.accountTypeId, vendor);
  return { ok: true, value: { transaction: posted.value, main: balanceOf(ctx, input.memberId), vendor } };
}

// ---- bets ------------------------------------------------------------------------------------------

export interface PlaceBetInput {
  memberId: number;
  game: { nodeId: number; gameType: string; vassalage: string; gameName: string };
  /** The stake, > 0, two decimals. */
  betAmount: number;
  /** What the bet paid back (0 for a loss). */
  payout: number;
  roundId?: string;
  /** epoch ms; the sim clock's now by default (the bet settles at once). */
  at?: number;
}

/** A settled bet placed now: refuses a stake above the balance, moves the balance by payout − stake, writes the `bet` row. */
export function placeBet(ctx: SimContext, input: PlaceBetInput): LedgerResult<{ bet: BetRow; balance: number }> {
  if (!validAmount(input.betAmount) || input.betAmount < 0 || !(input.payout >= 0) || round2(input.payout) !== input.payout) return refuse('request.param.err');
  const wallet = walletOf(ctx.db, input.memberId);
  if (!wallet) return refuse('not.exists.account.err');
  if (cents(wallet.balance) < cents(input.betAmount)) return refuse('account.balance.not.enough');
  const moved = move(ctx, input.memberId, round2(input.payout - input.betAmount));
  if (!moved.ok) return moved;
  const db = ctx.db;
  const betId = nextLiveId(
    (id) => db.bet.findFirst({ where: { betId: { equals: id } } }) !== null,
    'B',
    input.memberId,
    db.bet.count({ where: { memberId: { equals: input.memberId } } }),
  );
  const at = input.at ?? ctx.clock.now();
  const bet = db.bet.create({
    betId,
    memberId: input.memberId,
    roundId: input.roundId ?? `${input.game.vassalage}-${betId}`,
    betTime: at,
    settleTime: at,
    gameType: input.game.gameType,
    vassalage: input.game.vassalage,
    gameName: input.game.gameName,
    nodeId: input.game.nodeId,
    betAmount: input.betAmount,
    validBet: input.betAmount,
    payout: input.payout,
    winLoss: round2(input.payout - input.betAmount),
    status: 'SETTLED',
  });
  // The valid bet counts toward the wagering of the member's running promotions.
  addWagering(ctx, input.memberId, { gameType: input.game.gameType, validBet: bet.validBet });
  return { ok: true, value: { bet, balance: moved.value } };
}

// ---- seeded account history --------------------------------------------------------------------------

const CHANNELS = ['Bank transfer', 'PromptPay QR', 'TrueMoney Wallet', 'USDT (TRC20)'] as const;
const BANKS = ['KBank', 'SCB', 'Bangkok Bank', 'Krungsri'] as const;
const BONUSES = ['Weekend reload bonus', 'Deposit bonus 10%', 'VIP upgrade bonus', 'Birthday bonus', 'Lucky spin reward'] as const;

/** Per day: chance of a deposit, a withdrawal, a bonus; deposit and withdrawal amounts. */
const PLANS = {
  heavy: { deposit: 0.15, withdraw: 0.07, bonus: 0.04, deposits: [500, 1000, 2000, 3000, 5000, 10000], withdrawals: [1000, 2000, 5000, 8000, 15000] },
  light: { deposit: 0.04, withdraw: 0.015, bonus: 0.01, deposits: [100, 200, 300, 500, 1000, 2000], withdrawals: [300, 500, 1000, 2000] },
} as const;

/** The weekly rebate is paid on days with k % 7 === REBATE_DAY, on the seven days before. */
const REBATE_DAY = 3;
const REBATE_RATE = 0.005;

/**
 * The member's seeded money movements on history day k, oldest first (`balanceAfter` null; see the
 * module header). Cached per member and day; never mutate the answer.
 */
export function seededTransactions(ctx: SimContext, member: Bettor, k: number): readonly TransactionRecord[] {
  const act: Activity = 'memberId' in member ? member : activityOf(ctx, member.id);
  if (act.profile === 'none' || !Number.isInteger(k) || k < 0 || k >= HISTORY_DAYS) return [];
  const profile = act.profile;
  return cached(ctx, `ledger:trans:${act.memberId}:${profile}:${act.since}:${k}`, () => {
    const plan = PLANS[profile];
    const r = mulberry32(mix(ctx.config.seed, act.memberId, k, 0x7a45));
    const account = `${BANKS[mix(ctx.config.seed, act.memberId) % BANKS.length]} ****${String(mix(act.memberId, 0xacc) % 10000).padStart(4, '0')}`;
    const drafts: Array<Omit<TransactionRecord, 'transId' | 'transTime' | 'balanceAfter' | 'moved'> & { at: number }> = [];
    const at = () => Math.floor((1 + r() * 22) * HOUR);
    const outcome = (failed: number, cancelled: number) => {
      const x = r();
      return x < failed ? 'FAILED' : x < failed + cancelled ? 'CANCELLED' : 'SUCCESS';
    };

    if (r() < plan.deposit) {
      const amount = plan.deposits[Math.floor(r() * plan.deposits.length)]!;
      drafts.push({ at: at(), transType: 'DEPOSIT', amount, status: outcome(0.04, 0.02), remark: '', detail: CHANNELS[Math.floor(r() * CHANNELS.length)]! });
    }
    if (r() < plan.withdraw) {
      const amount = plan.withdrawals[Math.floor(r() * plan.withdrawals.length)]!;
      drafts.push({ at: at(), transType: 'WITHDRAW', amount: -amount, status: outcome(0.05, 0.03), remark: '', detail: account });
    }
    if (r() < plan.bonus) {
      const amount = round2(50 + Math.floor(r() * 10) * 50);
      drafts.push({ at: at(), transType: 'BONUS', amount, status: 'SUCCESS', remark: BONUSES[Math.floor(r() * BONUSES.length)]!, detail: '' });
    }
    if (k % 7 === REBATE_DAY) {
      let valid = 0;
      for (let d = k + 1; d <= Math.min(k + 7, HISTORY_DAYS - 1); d++) valid += cents(daySummary(ctx, act, d).validBet);
      const amount = round2((valid / 100) * REBATE_RATE);
      if (amount >= 1)
        drafts.push({ at: 4 * HOUR + Math.floor(r() * HOUR), transType: 'REBATE', amount, status: 'SUCCESS', remark: 'Weekly rebate 0.5%', detail: '' });
    }

    const [dayStart] = historyDay(ctx, k);
    const start = startOf(ctx);
    const joined = presentSeedTime(ctx, SEED_REFERENCE_DATE + act.since);
    const out: TransactionRecord[] = [];
    const keep = (transTime: number) => transTime >= joined && transTime < start;
    drafts.sort((a, b) => a.at - b.at);
    drafts.forEach((d, n) => {
      const transTime = dayStart + d.at;
      if (!keep(transTime)) return;
      out.push(
        Object.freeze({
          transId: `T${act.memberId}-${k}-${n + 1}`,
          transTime,
          transType: d.transType,
          amount: d.amount,
          balanceAfter: null,
          status: d.status,
          remark: d.remark,
          detail: d.detail,
          moved: d.status === 'SUCCESS',
        }),
      );
    });
    // The manual rebate claims of the day (one REBATE per product type claimed).
    for (const c of seededRebateClaims(ctx, act, k)) {
      if (keep(c.claimTime))
        out.push(
          Object.freeze({
            transId: c.transId,
            transTime: c.claimTime,
            transType: 'REBATE',
            amount: c.amount,
            balanceAfter: null,
            status: 'SUCCESS',
            remark: c.remark,
            detail: '',
            moved: true,
          }),
        );
    }
    // Withdrawals paid by members' deposits: complete, or held while customer service reviews the answer.
    const owner = ctx.db.member.findFirst({ where: { id: { equals: act.memberId } } })?.account ?? '';
    for (const p of payoutsOn(owner, k)) {
      const transTime = dayStart + p.at;
      if (!keep(transTime)) continue;
      const status = payoutStatus(p);
      out.push(
        Object.freeze({
          transId: payoutTransId(act.memberId, p),
          transTime,
          transType: 'WITHDRAW',
          amount: -p.amount,
          balanceAfter: null,
          status,
          remark: '',
          detail: account,
          moved: true,
        }),
      );
    }
    out.sort((a, b) => a.transTime - b.transTime);
    return Object.freeze(out) as readonly TransactionRecord[];
  });
}

/**
 * The main wallet's balance after each seeded movement that moved it, by transId: walked back
 * from the wallet's opening balance (the balance at the start instant) through the seeded
 * movements and bets (a stake leaves at its bet time, a settled bet's payout comes back at its
 * settle time). Where the walk would go below 0 the seeded story stops adding up, so from there
 * back the rows stay unknown (absent). Cached per member.
 */
export function seededBalancesAfter(ctx: SimContext, member: Bettor): ReadonlyMap<string, number> {
  const act: Activity = 'memberId' in member ? member : activityOf(ctx, member.id);
  const opening = walletOf(ctx.db, act.memberId)?.openingBalance;
  if (act.profile === 'none' || opening == null) return new Map();
  return cached(ctx, `ledger:balanceAfter:${act.memberId}:${act.profile}:${act.since}:${opening}`, () => {
    const out = new Map<string, number>();
    // Every event of the history, [time, cents it added, transId of a movement]: a bet may settle
    // on a later day than it was placed, so they are ordered together, not day by day.
    const events: Array<[number, number, string | null]> = [];
    for (let k = 0; k < HISTORY_DAYS; k++) {
      for (const t of seededTransactions(ctx, act, k)) if (t.moved) events.push([t.transTime, cents(t.amount), t.transId]);
      for (const b of seededBets(ctx, act, k)) {
        if (b.status === 'CANCELLED') continue;
        events.push([b.betTime, -cents(b.betAmount), null]);
        if (b.status === 'SETTLED' && b.settleTime !== null) events.push([b.settleTime, cents(b.payout), null]);
      }
    }
    // Newest first; at the same instant a movement counts as after a bet.
    events.sort((a, b) => b[0] - a[0] || (a[2] === null ? 1 : 0) - (b[2] === null ? 1 : 0));
    let balance = cents(opening);
    for (const [, delta, transId] of events) {
      if (transId !== null) out.set(transId, balance / 100);
      balance -= delta;
      if (balance < 0) break;
    }
    return out;
  });
}
