/**
 * The contract rules, enforced server-side (spec §4): an agent offers a contract of a kind, for a
 * game type, to a direct downline, within its own contract's top rate for that game type (else its
 * comprehensive one) and with ascending tiers; the downline accepts (A) or rejects (R) a pending
 * offer; either side terminates (C) an active one, and the upline withdraws (R) its pending
 * offer; a kind is offered only while its module (CONTRACT_FLAGS) is on. Accepting ends the
 * downline's earlier contract of the same kind and game type, and auto-terminates the downline's
 * own contracts of that kind and game type that pay more than the new one. Real-time salary is
 * paid per 5-minute window through the ledger.
 */
import {
  checkTiers,
  CONTRACT_FLAGS,
  CONTRACT_KINDS,
  DEFAULT_GAME_TYPE,
  previewPayout,
  REALTIME_SETTLE_MS,
  topRate,
  type ContractGameType,
  type ContractKind,
  type ContractTier,
  type DecisionStatus,
} from '../../gateway/agent/contract';
import { mix } from '../activity';
import type { Row } from '../db';
import { moduleEnabled } from '../flags';
import type { SimContext } from '../kernel/context';
import { mulberry32 } from '../kernel/random';
import { post } from '../ledger';
import { presentSeedTime, startOf } from '../timeline';
import { directDownlines, memberByAccount, teamFigures, teamOf } from './team';

export type ContractRow = Row<'contract'>;

export type ContractResult<T> = { ok: true; value: T } | { ok: false; errorCode: string };
const refuse = (errorCode: string) => ({ ok: false as const, errorCode });

/** A tier as stored: a dividend's may also ask for a net loss. */
export type StoredTier = ContractTier & { netLoss?: number };

export function tiersOf(c: ContractRow): StoredTier[] {
  return JSON.parse(c.tiers) as StoredTier[];
}

/** A contract as the gateway answers it (seeded times presented as recent). */
export function contractValue(ctx: SimContext, c: ContractRow) {
  const time = (at: number | null) => (at === null ? null : c.seeded ? presentSeedTime(ctx, at) : at);
  return {
    contractId: c.contractId,
    kind: c.kind,
    gameType: c.gameType,
    period: c.period,
    upline: c.upline,
    downline: c.downline,
    status: c.status,
    tiers: tiersOf(c),
    createdAt: time(c.createdAt),
    decidedAt: time(c.decidedAt),
    terminatedBy: c.terminatedBy,
  };
}

const byCreated = (a: ContractRow, b: ContractRow) => (a.seeded === b.seeded ? b.createdAt - a.createdAt : a.seeded ? 1 : -1);

/** Every contract the account is party to, newest first. */
export function contractsOf(ctx: SimContext, account: string): ContractRow[] {
  startOf(ctx); // the live clock starts no later than the first look at a contract (real-time windows count from it)
  return ctx.db.contract
    .getAll()
    .filter((c) => c.upline === account || c.downline === account)
    .sort(byCreated);
}

/** The account's active contract of a kind for a game type as the downline. */
export function ownContract(ctx: SimContext, account: string, kind: string, gameType: string): ContractRow | null {
  return ctx.db.contract.findFirst({
    where: { downline: { equals: account }, kind: { equals: kind }, gameType: { equals: gameType }, status: { equals: 'ACTIVE' } },
  });
}

/** The account's ceiling for offers of a kind and game type: its own contract for that game type, else its comprehensive one. */
export const ownRate = (ctx: SimContext, account: string, kind: ContractKind, gameType: string): number | null => {
  const own = ownContract(ctx, account, kind, gameType) ?? (gameType === DEFAULT_GAME_TYPE ? null : ownContract(ctx, account, kind, DEFAULT_GAME_TYPE));
  return own ? topRate(tiersOf(own)) : null;
};

/** The account's own top rates per kind for the game types it holds a contract for. */
function gameRatesOf(ctx: SimContext, account: string): Record<ContractKind, Record<string, number>> {
  const out = Object.fromEntries(CONTRACT_KINDS.map((k) => [k, {}])) as Record<ContractKind, Record<string, number>>;
  for (const c of ctx.db.contract.findMany({ where: { downline: { equals: account }, status: { equals: 'ACTIVE' } } }))
    out[c.kind as ContractKind][c.gameType] = topRate(tiersOf(c));
  return out;
}

/** The account's own contracts (as upline) that are live: what a lower new contract may auto-terminate. */
export function downstreamOf(ctx: SimContext, account: string): ContractRow[] {
  return ctx.db.contract.getAll().filter((c) => c.upline === account && (c.status === 'ACTIVE' || c.status === 'PENDING'));
}

export function isDirectDownline(ctx: SimContext, upline: string, account: string): boolean {
  return directDownlines(ctx, upline).some((m) => m.account === account);
}

/** What the offer screen needs about one direct downline. */
export function draftFor(ctx: SimContext, agent: string, downline: string) {
  const member = memberByAccount(ctx, downline);
  if (!member || !isDirectDownline(ctx, agent, downline)) return refuse('contract.not.downline');
  const d = teamFigures(ctx, downline, 1);
  // One hour and one 5-minute window of a day like yesterday.
  const part = (n: number) => ({
    activeMembers: d.activeMembers,
    validBet: Math.round((d.validBet / n) * 100) / 100,
    profitLoss: Math.round((d.profitLoss / n) * 100) / 100,
  });
  return {
    ok: true as const,
    value: {
      downline: { account: member.account, type: member.type },
      ownRates: {
        DIVIDEND: ownRate(ctx, agent, 'DIVIDEND', DEFAULT_GAME_TYPE),
        DAILY: ownRate(ctx, agent, 'DAILY', DEFAULT_GAME_TYPE),
        HOURLY: ownRate(ctx, agent, 'HOURLY', DEFAULT_GAME_TYPE),
        REALTIME: ownRate(ctx, agent, 'REALTIME', DEFAULT_GAME_TYPE),
      },
      gameRates: gameRatesOf(ctx, agent),
      figures: {
        D: d,
        W: teamFigures(ctx, downline, 7),
        H: teamFigures(ctx, downline, 15),
        M: teamFigures(ctx, downline, 30),
        HOUR: part(24),
        MIN5: part(288),
      },
      downstream: downstreamOf(ctx, downline).map((c) => contractValue(ctx, c)),
    },
  };
}

export interface OfferInput {
  downline: string;
  kind: ContractKind;
  gameType: ContractGameType;
  period: string;
  tiers: ContractTier[];
}

function nextContractId(ctx: SimContext): string {
  let n = ctx.db.contract.count() + 1;
  while (ctx.db.contract.findFirst({ where: { contractId: { equals: `C${n}` } } })) n++;
  return `C${n}`;
}

export function offer(ctx: SimContext, agent: string, input: OfferInput): ContractResult<ContractRow> {
  // A kind whose white-label module is off is not offered at all (spec §2: each kind behind its flag).
  if (!moduleEnabled(ctx.db, CONTRACT_FLAGS[input.kind])) return refuse('contract.kind.unavailable');
  if (!isDirectDownline(ctx, agent, input.downline)) return refuse('contract.not.downline');
  if (input.kind === 'DIVIDEND' ? !['D', 'W', 'H', 'M'].includes(input.period) : input.period !== '') return refuse('request.param.err');
  const bad = checkTiers(input.tiers, ownRate(ctx, agent, input.kind, input.gameType));
  if (bad) return refuse(bad.error);
  const pending = ctx.db.contract.findFirst({
    where: {
      upline: { equals: agent },
      downline: { equals: input.downline },
      kind: { equals: input.kind },
      gameType: { equals: input.gameType },
      status: { equals: 'PENDING' },
    },
  });
  if (pending) return refuse('contract.offer.pending');
  const row = ctx.db.contract.create({
    contractId: nextContractId(ctx),
    kind: input.kind,
    gameType: input.gameType,
    period: input.period,
    upline: agent,
    downline: input.downline,
    status: 'PENDING',
    tiers: JSON.stringify(input.tiers.map((x) => ({ activeMembers: x.activeMembers, bet: x.bet, rate: x.rate }))),
    createdAt: ctx.clock.now(),
    decidedAt: null,
    terminatedBy: '',
    settledUntil: 0,
    seeded: false,
  });
  return { ok: true, value: row };
}

const end = (ctx: SimContext, c: ContractRow, status: 'REJECTED' | 'TERMINATED', by: string): ContractRow =>
  ctx.db.contract.update({
    where: { contractId: { equals: c.contractId } },
    data: { status, terminatedBy: status === 'TERMINATED' ? by : '', decidedAt: ctx.clock.now() },
  })!;

/**
 * Which contract a decision names (the relays' payloads, W1c): a dividend by its game type (the
 * caller's as the downline; with `downline`, the caller's as that downline's upline), a salary by
 * its id.
 */
export type DecisionRef = { gameType: string; downline?: string } | { id: string };

/** The contracts of a kind the reference names that `account` is party to, in any status. */
function named(ctx: SimContext, account: string, kind: ContractKind, ref: DecisionRef): ContractRow[] {
  if ('id' in ref) {
    const c = ctx.db.contract.findFirst({ where: { contractId: { equals: ref.id } } });
    return c && c.kind === kind && (c.upline === account || c.downline === account) ? [c] : [];
  }
  return ref.downline
    ? ctx.db.contract.findMany({
        where: { upline: { equals: account }, downline: { equals: ref.downline }, kind: { equals: kind }, gameType: { equals: ref.gameType } },
      })
    : ctx.db.contract.findMany({ where: { downline: { equals: account }, kind: { equals: kind }, gameType: { equals: ref.gameType } } });
}

/**
 * A decision by `account` on a contract of `kind` (the relay's): A accepts the pending offer (the
 * downline), R rejects it (the downline) or withdraws it (the upline), C terminates the active
 * contract (either side).
 */
export function decide(
  ctx: SimContext,
  account: string,
  kind: ContractKind,
  ref: DecisionRef,
  status: DecisionStatus,
): ContractResult<{ contract: ContractRow; terminated: ContractRow[] }> {
  const all = named(ctx, account, kind, ref);
  // None at all: no such contract. Only ones that are over: the decision comes too late.
  if (all.length === 0) return refuse('contract.not.found');
  const rows = all.filter((c) => c.status === 'PENDING' || c.status === 'ACTIVE');
  if (status === 'C') {
    const c = rows.find((x) => x.status === 'ACTIVE');
    if (!c) return refuse('contract.not.active');
    return { ok: true, value: { contract: end(ctx, c, 'TERMINATED', c.downline === account ? 'DOWNLINE' : 'UPLINE'), terminated: [] } };
  }
  const c = rows.find((x) => x.status === 'PENDING');
  if (!c) return refuse('contract.not.pending');
  if (status === 'R') {
    // The downline rejects its offer; the upline withdraws its own.
    return { ok: true, value: { contract: c.downline === account ? end(ctx, c, 'REJECTED', '') : end(ctx, c, 'TERMINATED', 'UPLINE'), terminated: [] } };
  }
  // A: only the downline accepts.
  if (c.downline !== account) return refuse('contract.not.found');
  // The upline's ceiling may have fallen since the offer.
  if (c.upline !== '' && checkTiers(tiersOf(c), ownRate(ctx, c.upline, kind, c.gameType))) return refuse('contract.rate.above.upline');
  const rate = topRate(tiersOf(c));
  const terminated: ContractRow[] = [];
  const previous = ownContract(ctx, account, kind, c.gameType);
  if (previous) terminated.push(end(ctx, previous, 'TERMINATED', 'AUTO'));
  for (const d of downstreamOf(ctx, account))
    if (d.kind === kind && d.gameType === c.gameType && topRate(tiersOf(d)) > rate) terminated.push(end(ctx, d, 'TERMINATED', 'AUTO'));
  const now = ctx.clock.now();
  const contract = ctx.db.contract.update({
    where: { contractId: { equals: c.contractId } },
    data: { status: 'ACTIVE', decidedAt: now, settledUntil: kind === 'REALTIME' ? now : 0 },
  })!;
  return { ok: true, value: { contract, terminated } };
}

/**
 * The team's play in live 5-minute window `index` (counted from the simulator's start): drawn from
 * the seed, the member and the index, so the settlement and the salary record agree on every replay.
 */
export function liveWindow(ctx: SimContext, memberId: number, teamSize: number, index: number): { players: number; bet: number } {
  const r = mulberry32(mix(ctx.config.seed, memberId, index >>> 0, 0x5a1));
  const players = Math.max(1, Math.round(teamSize * (0.2 + r() * 0.3)));
  return { players, bet: Math.round(players * (40 + r() * 160) * 100) / 100 };
}

/**
 * Real-time salary: each whole 5-minute window since the last settlement pays the tier its team's
 * bets in that window reach (the team keeps playing: a window's bets are drawn from the seed, the
 * team's size and the window's index, so a replay pays the same), through the ledger as SALARY.
 */
export function settleRealtime(ctx: SimContext, account: string) {
  const now = ctx.clock.now();
  const member = memberByAccount(ctx, account);
  const payouts: Array<{ contractId: string; bet: number; rate: number; amount: number; settledAt: number }> = [];
  if (!member) return payouts;
  for (const c of ctx.db.contract.findMany({ where: { downline: { equals: account }, kind: { equals: 'REALTIME' }, status: { equals: 'ACTIVE' } } })) {
    // A seeded contract's first window starts with the simulator's live life.
    const from = c.settledUntil || startOf(ctx);
    const windows = Math.floor((now - from) / REALTIME_SETTLE_MS);
    if (windows < 1) continue;
    const team = teamOf(ctx, account).length;
    const tiers = tiersOf(c);
    let bet = 0;
    let amount = 0;
    let rate = 0;
    for (let w = 0; w < windows; w++) {
      const { players, bet: windowBet } = liveWindow(ctx, member.id, team, Math.floor((from - startOf(ctx)) / REALTIME_SETTLE_MS) + w);
      const p = previewPayout('REALTIME', tiers, { activeMembers: players, validBet: windowBet, profitLoss: 0 });
      bet += windowBet;
      amount += p.payout;
      if (p.tier >= 0) rate = tiers[p.tier]!.rate;
    }
    const settledAt = from + windows * REALTIME_SETTLE_MS;
    ctx.db.contract.update({ where: { contractId: { equals: c.contractId } }, data: { settledUntil: settledAt } });
    amount = Math.round(amount * 100) / 100;
    if (amount > 0) post(ctx, { memberId: member.id, type: 'SALARY', amount, remark: `Real-time salary ${c.contractId}`, detail: c.contractId });
    payouts.push({ contractId: c.contractId, bet: Math.round(bet * 100) / 100, rate, amount, settledAt });
  }
  return payouts;
}
