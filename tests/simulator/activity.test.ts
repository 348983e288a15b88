// @vitest-environment node
// The simulator's timeline (seeded history presented as recent), the generated betting and account
// history (activity.ts, ledger.ts seededTransactions) and the ledger's live movements of money.
import { describe, expect, it } from 'vitest';
import { RECORD_GAME_TYPES } from '../../gateway/member/contract';
import { createSimulator, SEED_REFERENCE_DATE, type Simulator } from '../../simulator';
import { addMember } from '../../simulator/account/directory';
import { activityOf, daySummary, seededBets, type BetRecord } from '../../simulator/activity';
import { gameIndex } from '../../simulator/games/game-index';
import { contextOf } from '../../simulator/kernel/context';
import { balanceOf, placeBet, post, seededTransactions, settle } from '../../simulator/ledger';
import { DAY, HOUR } from '../../simulator/seed-date';
import { day0, historyDay, HISTORY_DAYS, startOf } from '../../simulator/timeline';

const START = SEED_REFERENCE_DATE + 10 * HOUR;

/** A simulator whose clock stands at `at` (history is placed relative to it on first use). */
function simAt(at = START, config: Parameters<typeof createSimulator>[0] = {}): Simulator {
  const sim = createSimulator(config);
  sim.clock.set(at);
  return sim;
}

function member(sim: Simulator, account: string) {
  const m = sim.db.member.findFirst({ where: { account: { equals: account } } });
  if (!m) throw new Error(`no ${account}`);
  return m;
}

function allBets(sim: Simulator, account: string): BetRecord[] {
  const ctx = contextOf(sim);
  const m = member(sim, account);
  const out: BetRecord[] = [];
  for (let k = HISTORY_DAYS - 1; k >= 0; k--) out.push(...seededBets(ctx, m, k));
  return out;
}

const cents = (n: number) => Math.round(n * 100);
const sum = (xs: number[]) => xs.reduce((s, x) => s + cents(x), 0) / 100;

describe('timeline', () => {
  it('starts at the clock of first use, keeps it, and reset() forgets it', () => {
    const sim = simAt();
    const ctx = contextOf(sim);
    expect(startOf(ctx)).toBe(START);
    sim.clock.advance(3 * DAY);
    expect(startOf(ctx)).toBe(START);
    expect(day0(ctx)).toBe(SEED_REFERENCE_DATE);
    expect(historyDay(ctx, 0)).toEqual([SEED_REFERENCE_DATE, SEED_REFERENCE_DATE + DAY]);
    expect(historyDay(ctx, 2)).toEqual([SEED_REFERENCE_DATE - 2 * DAY, SEED_REFERENCE_DATE - DAY]);
    // A catalogue rebuild drops derived data, not the start.
    sim.db.game.delete({ where: { nodeId: { equals: 10001 } } });
    gameIndex(ctx);
    expect(startOf(ctx)).toBe(START);
    sim.reset();
    sim.clock.set(START + 5 * DAY);
    expect(startOf(ctx)).toBe(START + 5 * DAY);
    expect(day0(ctx)).toBe(SEED_REFERENCE_DATE + 5 * DAY);
  });
});

describe('seeded bets', () => {
  it('are a function of the seed, the member and the day; the run day only moves them in time', () => {
    const a = simAt();
    const b = simAt();
    expect(JSON.stringify(allBets(a, 'player01'))).toBe(JSON.stringify(allBets(b, 'player01')));
    const p1 = allBets(a, 'player01');
    expect(allBets(a, 'agent01').map((x) => x.betId)).not.toEqual(p1.map((x) => x.betId));
    const other = allBets(simAt(START, { seed: 7 }), 'player01');
    expect(other.map((x) => x.betAmount)).not.toEqual(p1.map((x) => x.betAmount));

    // Started 40 days later at the same time of day: the same bets, 40 days later.
    const later = allBets(simAt(START + 40 * DAY), 'player01');
    expect(later.map((x) => x.betId)).toEqual(p1.map((x) => x.betId));
    expect(later.map((x) => x.betTime - 40 * DAY)).toEqual(p1.map((x) => x.betTime));
    expect(later.map((x) => x.winLoss)).toEqual(p1.map((x) => x.winLoss));
  });

  it('player01 has a heavy history: a few thousand bets, 30–45 on an active day, a house edge near 4 %', () => {
    const sim = simAt();
    const ctx = contextOf(sim);
    const p1 = member(sim, 'player01');
    expect(activityOf(ctx, p1.id).profile).toBe('heavy');
    const started = performance.now();
    const bets = allBets(sim, 'player01');
    const ms = performance.now() - started;
    console.info(`[simulator] player01: ${bets.length} bets over ${HISTORY_DAYS} days generated in ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(2_000);
    expect(bets.length).toBeGreaterThan(2_500);
    expect(bets.length).toBeLessThan(4_100);
    for (let k = 1; k < HISTORY_DAYS; k++) {
      const n = seededBets(ctx, p1, k).length;
      expect(n === 0 || (n >= 30 && n <= 45), `day ${k}: ${n} bets`).toBe(true);
    }
    const settled = bets.filter((b) => b.status === 'SETTLED');
    const edge = -sum(settled.map((b) => b.winLoss)) / sum(settled.map((b) => b.validBet));
    console.info(`[simulator] player01 house edge over ${settled.length} settled bets: ${(edge * 100).toFixed(2)} %`);
    expect(edge).toBeGreaterThan(0.02);
    expect(edge).toBeLessThan(0.07);
    const unsettled = bets.filter((b) => b.status === 'UNSETTLED');
    const cancelled = bets.filter((b) => b.status === 'CANCELLED');
    expect(unsettled.length).toBeGreaterThan(0);
    expect(unsettled.length).toBeLessThan(40);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.length).toBeLessThan(bets.length / 50);
    // Unsettled bets are the recent ones: settled later than the start would allow.
    const oldestUnsettled = Math.min(...unsettled.map((b) => b.betTime));
    expect(oldestUnsettled).toBeGreaterThan(START - 3 * DAY);
  });

  it('each bet is a real game of the catalogue, with consistent amounts and times', () => {
    const sim = simAt();
    const ix = gameIndex(contextOf(sim));
    const bets = allBets(sim, 'player01');
    const ids = new Set<string>();
    let last = -Infinity;
    for (const b of bets) {
      expect(ids.has(b.betId)).toBe(false);
      ids.add(b.betId);
      expect(b.betId).toMatch(/^B\d+-\d+-\d+$/);
      expect(b.betTime).toBeGreaterThanOrEqual(last);
      last = b.betTime;
      expect(b.betTime).toBeLessThan(START);
      expect(b.betTime).toBeGreaterThanOrEqual(SEED_REFERENCE_DATE - (HISTORY_DAYS - 1) * DAY);
      const g = ix.byNodeId.get(b.nodeId)!;
      expect(g).toBeDefined();
      expect([g.gameType, g.vassalage, g.gameName]).toEqual([b.gameType, b.vassalage, b.gameName]);
      expect(RECORD_GAME_TYPES).toContain(b.gameType as never);
      expect(cents(b.betAmount) / 100).toBe(b.betAmount);
      expect(b.betAmount).toBeGreaterThan(0);
      if (b.status === 'SETTLED') {
        expect(b.validBet).toBe(b.betAmount);
        expect(b.winLoss).toBe(Math.round((b.payout - b.betAmount) * 100) / 100);
        expect(b.settleTime).toBeGreaterThanOrEqual(b.betTime);
      } else {
        expect([b.validBet, b.payout, b.winLoss]).toEqual([0, 0, 0]);
        if (b.status === 'UNSETTLED') expect(b.settleTime).toBeNull();
      }
    }
    // Several game types, several games.
    expect(new Set(bets.map((b) => b.gameType)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(bets.map((b) => b.nodeId)).size).toBeGreaterThan(20);
  });

  it('day 0 only holds what came before the start instant', () => {
    const sim = simAt(SEED_REFERENCE_DATE + 20 * HOUR);
    const p1 = member(sim, 'player01');
    const ctx = contextOf(sim);
    const today = seededBets(ctx, p1, 0);
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((b) => b.betTime >= SEED_REFERENCE_DATE && b.betTime < SEED_REFERENCE_DATE + 20 * HOUR)).toBe(true);
    const early = simAt(SEED_REFERENCE_DATE + 1);
    expect(seededBets(contextOf(early), member(early, 'player01'), 0)).toEqual([]);
  });

  it('light, none and late: agents and members bet a little; trial, staff and new members not at all; nobody before joining', () => {
    const sim = simAt();
    const ctx = contextOf(sim);
    for (const account of ['agent01', 'player02']) {
      const m = member(sim, account);
      expect(activityOf(ctx, m.id).profile).toBe('light');
      const perDay = Array.from({ length: HISTORY_DAYS }, (_, k) => seededBets(ctx, m, k).length);
      expect(Math.max(...perDay)).toBeLessThanOrEqual(8);
      expect(perDay.filter((n) => n === 0).length).toBeGreaterThan(10);
      expect(perDay.reduce((s, n) => s + n, 0)).toBeGreaterThan(50);
    }
    for (const account of ['trial01', 'staff01']) {
      expect(allBets(sim, account)).toEqual([]);
      expect(seededTransactions(ctx, member(sim, account), 3)).toEqual([]);
    }
    const fresh = addMember(ctx, { account: 'newcomer', password: 'x', type: 0 }, 100);
    expect(activityOf(ctx, fresh.id).profile).toBe('none');
    expect(allBets(sim, 'newcomer')).toEqual([]);

    // A seeded member who joined within the 90 days has nothing before joining.
    const late = sim.db.member.getAll().find((m) => {
      const a = activityOf(ctx, m.id);
      return a.profile === 'light' && a.since > -60 * DAY;
    })!;
    expect(late).toBeDefined();
    const joined = SEED_REFERENCE_DATE + activityOf(ctx, late.id).since;
    const bets = allBets(sim, late.account);
    expect(bets.length).toBeGreaterThan(0);
    expect(bets.every((b) => b.betTime >= joined)).toBe(true);
  });

  it('daySummary sums a day (per game type too) without anything else', () => {
    const sim = simAt();
    const ctx = contextOf(sim);
    const p1 = member(sim, 'player01');
    for (const k of [0, 1, 30, 89]) {
      const bets = seededBets(ctx, p1, k);
      expect(daySummary(ctx, p1, k)).toEqual({
        betCount: bets.length,
        betAmount: sum(bets.map((b) => b.betAmount)),
        validBet: sum(bets.map((b) => b.validBet)),
        winLoss: sum(bets.map((b) => b.winLoss)),
      });
      const live = bets.filter((b) => b.gameType === 'LIVE');
      expect(daySummary(ctx, p1, k, 'LIVE').betCount).toBe(live.length);
      expect(daySummary(ctx, p1, k, 'LIVE').validBet).toBe(sum(live.map((b) => b.validBet)));
    }
    expect(daySummary(ctx, p1, HISTORY_DAYS).betCount).toBe(0);
  });
});

describe('seeded account history', () => {
  it('player01: deposits, withdrawals, bonuses and weekly rebates, two or three a week; manual rebate claims about once a week', () => {
    const sim = simAt();
    const ctx = contextOf(sim);
    const p1 = member(sim, 'player01');
    const all = Array.from({ length: HISTORY_DAYS }, (_, k) => seededTransactions(ctx, p1, k)).flat();
    // The manual rebate claims (one row per product claimed) and the payouts of simulator/money/payouts.ts apart.
    const claims = all.filter((r) => r.remark.startsWith('Manual rebate '));
    const rows = all.filter((r) => !claims.includes(r) && !/-P\d+$/.test(r.transId));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.length).toBeLessThan(50);
    expect(new Set(claims.map((c) => c.transTime)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(claims.map((c) => c.transTime)).size).toBeLessThanOrEqual(26);
    expect(claims.every((c) => c.transType === 'REBATE' && /^T\d+-\d+-R\d+$/.test(c.transId))).toBe(true);
    expect(all.filter((r) => /-P\d+$/.test(r.transId)).map((r) => r.transType)).toEqual(['WITHDRAW', 'WITHDRAW', 'WITHDRAW', 'WITHDRAW', 'WITHDRAW']);
    const types = new Set(rows.map((r) => r.transType));
    for (const t of ['DEPOSIT', 'WITHDRAW', 'REBATE']) expect(types).toContain(t);
    for (const r of rows) {
      expect(r.balanceAfter).toBeNull();
      expect(r.transId).toMatch(/^T\d+-\d+-\d+$/);
      if (r.transType === 'WITHDRAW') expect(r.amount).toBeLessThan(0);
      else expect(r.amount).toBeGreaterThan(0);
      if (r.transType === 'DEPOSIT') expect(r.detail).not.toBe('');
    }
    // The rebate is 0.5 % of the seven days before.
    const k = 3;
    const rebate = seededTransactions(ctx, p1, k).find((r) => r.transType === 'REBATE')!;
    const valid = Array.from({ length: 7 }, (_, i) => daySummary(ctx, p1, k + 1 + i).validBet).reduce((s, x) => s + cents(x), 0) / 100;
    expect(rebate.amount).toBe(Math.round(valid * 0.5) / 100);
    // Same seed, same rows.
    const again = simAt();
    expect(seededTransactions(contextOf(again), member(again, 'player01'), 10)).toEqual(seededTransactions(ctx, p1, 10));
  });
});

describe('the ledger', () => {
  it('posts movements of money, never below zero unless allowed', () => {
    const sim = simAt();
    const ctx = contextOf(sim);
    const p2 = member(sim, 'player02');
    expect(balanceOf(ctx, p2.id)).toBe(0);
    expect(post(ctx, { memberId: p2.id, type: 'WITHDRAW', amount: -10 })).toEqual({ ok: false, errorCode: 'account.balance.not.enough' });
    expect(sim.db.transaction.count()).toBe(0);
    const dep = post(ctx, { memberId: p2.id, type: 'DEPOSIT', amount: 100.1, detail: 'PromptPay QR' });
    expect(dep.ok && dep.value).toMatchObject({
      transType: 'DEPOSIT',
      amount: 100.1,
      balanceAfter: 100.1,
      status: 'SUCCESS',
      transTime: START,
      detail: 'PromptPay QR',
    });
    expect(balanceOf(ctx, p2.id)).toBe(100.1);
    expect(post(ctx, { memberId: p2.id, type: 'TRANSFER_OUT', amount: -100.11 }).ok).toBe(false);
    const adj = post(ctx, { memberId: p2.id, type: 'ADJUSTMENT', amount: -150, allowNegative: true, remark: 'chargeback' });
    expect(adj.ok && adj.value.balanceAfter).toBe(-49.9);
    expect(post(ctx, { memberId: p2.id, type: 'BONUS', amount: 0 })).toEqual({ ok: false, errorCode: 'request.param.err' });
    expect(post(ctx, { memberId: p2.id, type: 'BONUS', amount: 1.005 })).toEqual({ ok: false, errorCode: 'request.param.err' });
    expect(post(ctx, { memberId: 1, type: 'BONUS', amount: 1 })).toEqual({ ok: false, errorCode: 'not.exists.account.err' });
    expect(sim.snapshot().transaction).toHaveLength(2);
  });

  it('a pending hold takes the money at once; FAILED gives it back through a compensating row', () => {
    const sim = simAt();
    const ctx = contextOf(sim);
    const p1 = member(sim, 'player01');
    const hold = post(ctx, { memberId: p1.id, type: 'WITHDRAW', amount: -345.67, status: 'PENDING', hold: true, detail: 'KBank ****1234' });
    if (!hold.ok) throw new Error(hold.errorCode);
    expect(hold.value).toMatchObject({ status: 'PENDING', balanceAfter: 12000, moved: true });
    expect(balanceOf(ctx, p1.id)).toBe(12000);
    expect(post(ctx, { memberId: p1.id, type: 'WITHDRAW', amount: -1e6, status: 'PENDING', hold: true }).ok).toBe(false);
    expect(post(ctx, { memberId: p1.id, type: 'DEPOSIT', amount: 5, status: 'PENDING', hold: true })).toEqual({ ok: false, errorCode: 'request.param.err' });

    sim.clock.advance(HOUR);
    const failed = settle(ctx, hold.value.transId, 'FAILED');
    if (!failed.ok) throw new Error(failed.errorCode);
    expect(failed.value.transaction.status).toBe('FAILED');
    expect(failed.value.refund).toMatchObject({
      transType: 'WITHDRAW',
      amount: 345.67,
      status: 'SUCCESS',
      balanceAfter: 12345.67,
      detail: hold.value.transId,
      transTime: START + HOUR,
    });
    expect(balanceOf(ctx, p1.id)).toBe(12345.67);
    expect(settle(ctx, hold.value.transId, 'SUCCESS')).toEqual({ ok: false, errorCode: 'account.booked.trans.cancelled' });
    expect(settle(ctx, 'T0-L1', 'SUCCESS')).toEqual({ ok: false, errorCode: 'not.exists.transaction' });

    // A hold that succeeds keeps the money out; a pending deposit moves nothing until it succeeds.
    const ok = post(ctx, { memberId: p1.id, type: 'WITHDRAW', amount: -45.67, status: 'PENDING', hold: true });
    if (!ok.ok) throw new Error(ok.errorCode);
    expect(settle(ctx, ok.value.transId, 'SUCCESS').ok).toBe(true);
    expect(balanceOf(ctx, p1.id)).toBe(12300);
    expect(settle(ctx, ok.value.transId, 'CANCELLED')).toEqual({ ok: false, errorCode: 'account.booked.trans.confirmed' });
    const dep = post(ctx, { memberId: p1.id, type: 'DEPOSIT', amount: 700, status: 'PENDING' });
    if (!dep.ok) throw new Error(dep.errorCode);
    expect(dep.value.balanceAfter).toBeNull();
    expect(balanceOf(ctx, p1.id)).toBe(12300);
    const done = settle(ctx, dep.value.transId, 'SUCCESS');
    expect(done.ok && done.value.transaction.balanceAfter).toBe(13000);
    const cancelled = post(ctx, { memberId: p1.id, type: 'DEPOSIT', amount: 1, status: 'PENDING' });
    if (!cancelled.ok) throw new Error(cancelled.errorCode);
    const c = settle(ctx, cancelled.value.transId, 'CANCELLED');
    expect(c.ok && c.value.refund).toBeNull();
    expect(balanceOf(ctx, p1.id)).toBe(13000);
  });

  it('placeBet moves the balance by payout − stake and records the bet, not a transaction', () => {
    const sim = simAt();
    const ctx = contextOf(sim);
    const p2 = member(sim, 'player02');
    const game = gameIndex(ctx).games.find((g) => g.gameType === 'LIVE')!;
    expect(placeBet(ctx, { memberId: p2.id, game, betAmount: 10, payout: 20 })).toEqual({ ok: false, errorCode: 'account.balance.not.enough' });
    post(ctx, { memberId: p2.id, type: 'DEPOSIT', amount: 50 });
    const bet = placeBet(ctx, { memberId: p2.id, game, betAmount: 10, payout: 19.5 });
    if (!bet.ok) throw new Error(bet.errorCode);
    expect(bet.value.balance).toBe(59.5);
    expect(bet.value.bet).toMatchObject({
      betTime: START,
      settleTime: START,
      gameType: 'LIVE',
      nodeId: game.nodeId,
      validBet: 10,
      winLoss: 9.5,
      status: 'SETTLED',
    });
    expect(sim.db.transaction.count()).toBe(1);
    expect(sim.snapshot().bet).toHaveLength(1);
  });
});

describe('seeding', () => {
  it('stores no history: a fresh simulator holds activity profiles only (time reported, not asserted)', () => {
    const times: number[] = [];
    let sim: Simulator | null = null;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      sim = createSimulator();
      times.push(performance.now() - started);
    }
    console.info(`[simulator] createSimulator(): ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    const snap = sim!.snapshot();
    expect(snap.bet).toEqual([]);
    expect(snap.transaction).toEqual([]);
    expect(snap.activity).toHaveLength(snap.member.length);
  });
});
