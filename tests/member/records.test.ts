// @vitest-environment node
// The member centre's records in the simulator: the betting record (/wps/report/accountGameBetHistory) and the
// account record (ODSFE2_MemTransDet), seeded history and live rows merged, paged and totalled.
// Every answer is parsed with the gateway's own schemas (gateway/member/schemas.ts).
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameList, launchResult } from '../../gateway/games/schemas';
import { betRecordPage, transactionPage, walletBalance, type BetRecordPageValue, type TransactionPageValue } from '../../gateway/member/schemas';
import type { Schema } from '../../gateway/schema';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { gameIndex } from '../../simulator/games/game-index';
import { contextOf } from '../../simulator/kernel/context';
import { post, settle } from '../../simulator/ledger';
import { betHistory } from '../../simulator/member/records';
import { createNodeSimulator } from '../../simulator/node';
import { DAY, HOUR } from '../../simulator/seed-date';

const BASE = 'http://gateway.test';
const P1 = 'sim-records-player01';
const P2 = 'sim-records-player02';
const TRIAL = 'sim-records-trial01';
const START = SEED_REFERENCE_DATE + 10 * HOUR;
const BETS = '/wps/report/accountGameBetHistory';
const TRANS = '/wps/relay/ODSFE2_MemTransDet';

const { sim, server } = createNodeSimulator({
  sessions: [
    { token: P1, account: 'player01' },
    { token: P2, account: 'player02' },
    { token: TRIAL, account: 'trial01' },
  ],
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => sim.clock.set(START));
afterEach(() => sim.reset());
afterAll(() => server.close());

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
}

async function call(path: string, token?: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope }> {
  const headers = new Headers({ Merchant: 'croupier', Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' });
  if (token) headers.set('Authorization', token);
  const res = await fetch(BASE + path, { ...init, headers });
  return { status: res.status, body: (await res.json()) as Envelope };
}

async function value<S extends Schema>(schema: S, path: string, token = P1): Promise<v.InferOutput<S>> {
  const { status, body } = await call(path, token);
  expect(status, path).toBe(200);
  expect(body.success, `${path}: ${body.errorCode}`).toBe(true);
  return v.parse(schema, body.value) as v.InferOutput<S>;
}

const query = (q: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(q).map(([k, x]) => [k, String(x)]))}`;
/** The last 90 days, today included, as a client asks for them. */
const last90 = { beginTime: SEED_REFERENCE_DATE - 89 * DAY, endTime: SEED_REFERENCE_DATE + DAY, language: 'EN' };

const bets = (q: Record<string, string | number>, token = P1): Promise<BetRecordPageValue> => value(betRecordPage, BETS + query(q), token);
const transactions = (q: Record<string, string | number>, token = P1): Promise<TransactionPageValue> => value(transactionPage, TRANS + query(q), token);

const cents = (n: number) => Math.round(n * 100);
const sum = (xs: number[]) => xs.reduce((s, x) => s + cents(x), 0) / 100;

async function allBetPages(q: Record<string, string | number>, token = P1) {
  const first = await bets({ ...q, pageSize: 100, pageNo: 1 }, token);
  const rows = [...first.list];
  for (let p = 2; p <= first.totalPages; p++) rows.push(...(await bets({ ...q, pageSize: 100, pageNo: p }, token)).list);
  return { first, rows };
}

describe('the betting record', () => {
  it('pages newest first; page 2 continues page 1; the totals are the sums of every page', async () => {
    const page1 = await bets({ ...last90, gameType: '', pageNo: 1, pageSize: 20 });
    const page2 = await bets({ ...last90, gameType: '', pageNo: 2, pageSize: 20 });
    expect(page1.list).toHaveLength(20);
    expect(page2.list).toHaveLength(20);
    expect(page1.totalCount).toBeGreaterThan(2_500);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalCount / 20));
    const ids1 = new Set(page1.list.map((b) => b.betId));
    expect(page2.list.some((b) => ids1.has(b.betId))).toBe(false);
    expect(page2.list[0]!.betTime).toBeLessThanOrEqual(page1.list[19]!.betTime);
    expect(page1.summary).toEqual(page2.summary);

    const { first, rows } = await allBetPages(last90);
    expect(rows.slice(0, 40).map((b) => b.betId)).toEqual([...page1.list, ...page2.list].map((b) => b.betId));
    expect(rows).toHaveLength(first.totalCount);
    expect(new Set(rows.map((b) => b.betId)).size).toBe(rows.length);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.betTime).toBeLessThanOrEqual(rows[i - 1]!.betTime);
    expect(first.summary).toEqual({
      betCount: rows.length,
      betAmount: sum(rows.map((b) => b.betAmount)),
      validBet: sum(rows.map((b) => b.validBet)),
      winLoss: sum(rows.map((b) => b.winLoss)),
    });
    // The recent bets are there, some still unsettled.
    expect(rows[0]!.betTime).toBeLessThan(START);
    expect(rows.some((b) => b.status === 'UNSETTLED')).toBe(true);
    // A page past the end is empty, with the same totals.
    const beyond = await bets({ ...last90, pageNo: first.totalPages + 1, pageSize: 100 });
    expect(beyond.list).toEqual([]);
    expect(beyond.totalCount).toBe(first.totalCount);
  });

  it('answers only the period [beginTime, endTime) and the game type asked for', async () => {
    const begin = SEED_REFERENCE_DATE - 3 * DAY + 13 * HOUR;
    const end = SEED_REFERENCE_DATE - DAY + 2 * HOUR;
    const { first, rows } = await allBetPages({ beginTime: begin, endTime: end });
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.every((b) => b.betTime >= begin && b.betTime < end)).toBe(true);
    const all = await allBetPages(last90);
    const expected = all.rows.filter((b) => b.betTime >= begin && b.betTime < end);
    expect(rows.map((b) => b.betId)).toEqual(expected.map((b) => b.betId));
    expect(first.summary?.betCount).toBe(expected.length);

    for (const gameType of ['LIVE', 'rng']) {
      const typed = await allBetPages({ ...last90, gameType });
      expect(typed.rows.length).toBeGreaterThan(0);
      expect(typed.rows.every((b) => b.gameType === gameType.toUpperCase())).toBe(true);
      expect(typed.rows.length).toBe(all.rows.filter((b) => b.gameType === gameType.toUpperCase()).length);
      expect(typed.first.summary?.winLoss).toBe(sum(typed.rows.map((b) => b.winLoss)));
    }
    // Periods before the history, or a member with none, are empty.
    expect((await bets({ beginTime: START - 200 * DAY, endTime: START - 120 * DAY })).totalCount).toBe(0);
    const trial = await bets(last90, TRIAL);
    expect([trial.totalCount, trial.totalPages, trial.list]).toEqual([0, 0, []]);
    expect(trial.summary).toEqual({ betCount: 0, betAmount: 0, validBet: 0, winLoss: 0 });
  });

  it('refuses periods over 90 days, empty or reversed periods and unknown filters; 401 without a session', async () => {
    const ok = await call(BETS + query({ beginTime: START - 90 * DAY, endTime: START }), P1);
    expect(ok.body.success).toBe(true);
    // Read, then refused: the gateway's business answer.
    const refused: Array<Record<string, string | number>> = [
      { beginTime: START - 90 * DAY - 1, endTime: START },
      { beginTime: START, endTime: START },
      { beginTime: START, endTime: START - DAY },
      { beginTime: START - DAY, endTime: START, gameType: 'POKER' },
    ];
    for (const q of refused) {
      const { status, body } = await call(BETS + query(q), P1);
      expect(status, JSON.stringify(q)).toBe(200);
      expect(body).toMatchObject({ success: false, errorCode: 'request.param.err' });
    }
    // Not a period at all: a request the gateway cannot read (HTTP 400).
    const unreadable: Array<Record<string, string | number>> = [{ beginTime: 'yesterday', endTime: START }, { endTime: START }];
    for (const q of unreadable) {
      const { status, body } = await call(BETS + query(q), P1);
      expect(status, JSON.stringify(q)).toBe(400);
      expect(body).toMatchObject({ success: false, errorCode: 'request.param.err' });
    }
    // The page size is capped at 100.
    expect((await bets({ ...last90, pageSize: 500 })).list).toHaveLength(100);
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await call(BETS + query(last90), token);
      expect(status).toBe(401);
      expect(body.errorCode).toBe('login.not.session');
    }
  });
});

describe('speed', () => {
  it("answers player01's 90 days quickly, generating only what it reads (time reported, loosely bounded)", async () => {
    const ctx = contextOf(sim);
    gameIndex(ctx); // the catalogue index is built once per simulator (the lobby builds it too)
    const p1 = sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!;
    const q = { begin: last90.beginTime, end: last90.endTime, pageNo: 1, pageSize: 20, filter: '' };
    let t = performance.now();
    const cold = betHistory(ctx, p1.id, q);
    const coldMs = performance.now() - t;
    t = performance.now();
    betHistory(ctx, p1.id, { ...q, pageNo: 5 });
    const warmMs = performance.now() - t;
    t = performance.now();
    const page = await bets({ ...last90, pageNo: 7 });
    const httpMs = performance.now() - t;
    console.info(
      `[simulator] player01 90-day betting record: ${cold.rows.length} bets; first query ${coldMs.toFixed(1)} ms, next ${warmMs.toFixed(1)} ms, over msw ${httpMs.toFixed(1)} ms`,
    );
    expect(page.totalCount).toBe(cold.rows.length);
    expect(coldMs).toBeLessThan(1_000);
  });
});

describe('live bets', () => {
  async function launch(accountType: 0 | 1): Promise<{ url: string; game: { nodeId: number; gameName: string; vassalage: string; gameType: string } }> {
    const games = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=50')).games;
    const g = accountType === 1 ? games[0]! : games.find((x) => x.supportPlay === 0)!;
    const r = await value(launchResult, `/wps/game/launchGame?launchMode=GLS&nodeId=${g.nodeId}&accountType=${accountType}`);
    return { url: r.content!.game_url!, game: { nodeId: Number(g.nodeId), gameName: g.gameName!, vassalage: g.vassalage!, gameType: g.gameType! } };
  }

  async function spin(url: string, bet: number) {
    const res = await fetch(BASE + url.replace('?', '/spin?'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ bet }),
    });
    return (await res.json()) as Envelope & { value: { win: number; balance: number } };
  }

  it('a real-money spin is a settled bet in the record, and the balance call agrees', async () => {
    const before = await bets(last90);
    const moneyBefore = await transactions(last90);
    const { url, game } = await launch(1);
    sim.clock.advance(5 * 60_000);
    const r = await spin(url, 25);
    expect(r.success).toBe(true);
    const balance = (await value(walletBalance, '/wps/v2/wallets/balance')).sumBalance;
    expect(balance).toBe(Math.round((12345.67 - 25 + r.value.win) * 100) / 100);
    expect(r.value.balance).toBe(balance);

    const after = await bets(last90);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.list[0]).toMatchObject({
      betTime: START + 5 * 60_000,
      settleTime: START + 5 * 60_000,
      nodeId: String(game.nodeId),
      gameName: game.gameName,
      vassalage: game.vassalage,
      gameType: game.gameType,
      betAmount: 25,
      validBet: 25,
      payout: r.value.win,
      winLoss: Math.round((r.value.win - 25) * 100) / 100,
      status: 'SETTLED',
    });
    expect(after.summary!.betCount).toBe(before.summary!.betCount + 1);
    expect(after.summary!.winLoss).toBe(Math.round((before.summary!.winLoss + r.value.win - 25) * 100) / 100);
    // Bets are not money movements: the account record does not list them.
    expect(await transactions(last90)).toEqual(moneyBefore);
    const p1 = sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!.id;
    expect(sim.db.transaction.count({ where: { memberId: { equals: p1 } } })).toBe(0);
    // A period that ends before the spin leaves it out.
    expect((await bets({ ...last90, endTime: START + 5 * 60_000 })).totalCount).toBe(before.totalCount);
  });

  it('a refused spin and free play record nothing', async () => {
    const { url } = await launch(0);
    await spin(url, 10);
    expect(sim.db.bet.count()).toBe(0);
    const games = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).games;
    const broke = await value(launchResult, `/wps/game/launchGame?launchMode=GLS&nodeId=${games[0]!.nodeId}&accountType=1`, P2);
    expect((await spin(broke.content!.game_url!, 10)).errorCode).toBe('account.balance.not.enough');
    expect(sim.db.bet.count()).toBe(0);
    expect((await bets(last90, P2)).list.every((b) => b.betTime < START)).toBe(true);
  });
});

describe('the account record', () => {
  async function allTransactions(q: Record<string, string | number>) {
    const first = await transactions({ ...q, pageSize: 10, pageNo: 1 });
    const rows = [...first.list];
    for (let p = 2; p <= first.totalPages; p++) rows.push(...(await transactions({ ...q, pageSize: 10, pageNo: p })).list);
    return { first, rows };
  }

  it('pages the seeded movements newest first, with in and out totals', async () => {
    const { first, rows } = await allTransactions(last90);
    expect(first.totalCount).toBeGreaterThan(20);
    expect(rows).toHaveLength(first.totalCount);
    expect(new Set(rows.map((t) => t.transId)).size).toBe(rows.length);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.transTime).toBeLessThanOrEqual(rows[i - 1]!.transTime);
    // The balance after each movement that moved the wallet, reconstructed back from the opening
    // balance (player01's seeded story adds up all the way: never below 0); a failed or cancelled
    // movement moved nothing and has none.
    const moved = rows.filter((t) => t.status === 'SUCCESS');
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((t) => typeof t.balanceAfter === 'number' && t.balanceAfter >= 0)).toBe(true);
    expect(rows.filter((t) => t.status === 'FAILED' || t.status === 'CANCELLED').every((t) => t.balanceAfter === null)).toBe(true);
    // Seeded rows moved money when they succeeded, and a withdrawal still under review holds its money.
    const done = rows.filter((t) => t.status === 'SUCCESS' || (t.status === 'PENDING' && t.transType === 'WITHDRAW'));
    expect(rows.some((t) => t.status === 'PENDING' && t.transType === 'WITHDRAW')).toBe(true);
    expect(first.summary).toEqual({
      count: rows.length,
      totalIn: sum(done.filter((t) => t.amount > 0).map((t) => t.amount)),
      totalOut: sum(done.filter((t) => t.amount < 0).map((t) => -t.amount)),
    });
    const deposits = await allTransactions({ ...last90, transType: 'DEPOSIT' });
    expect(deposits.rows.length).toBeGreaterThan(0);
    expect(deposits.rows.every((t) => t.transType === 'DEPOSIT' && t.amount > 0)).toBe(true);
    expect(deposits.rows.map((t) => t.transId)).toEqual(rows.filter((t) => t.transType === 'DEPOSIT').map((t) => t.transId));
    expect(deposits.first.summary?.totalOut).toBe(0);

    expect((await call(TRANS + query({ ...last90, transType: 'LOAN' }), P1)).body.errorCode).toBe('request.param.err');
    expect((await call(TRANS + query({ beginTime: START - 91 * DAY, endTime: START }), P1)).body.errorCode).toBe('request.param.err');
    expect((await call(TRANS + query(last90))).status).toBe(401);
  });

  it('lists live movements with their balances: a failed withdrawal and its refund net to nothing', async () => {
    const ctx = contextOf(sim);
    const p1 = sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!;
    const before = await transactions(last90);
    sim.clock.advance(HOUR);
    const hold = post(ctx, { memberId: p1.id, type: 'WITHDRAW', amount: -2345.67, status: 'PENDING', hold: true, detail: 'KBank ****9876' });
    if (!hold.ok) throw new Error(hold.errorCode);
    expect((await value(walletBalance, '/wps/v2/wallets/balance')).sumBalance).toBe(10000);

    const pending = await transactions(last90);
    expect(pending.totalCount).toBe(before.totalCount + 1);
    expect(pending.list[0]).toEqual({
      transId: hold.value.transId,
      transTime: START + HOUR,
      transType: 'WITHDRAW',
      amount: -2345.67,
      balanceAfter: 10000,
      status: 'PENDING',
      remark: '',
      detail: 'KBank ****9876',
    });
    expect(pending.summary!.totalOut).toBe(Math.round((before.summary!.totalOut + 2345.67) * 100) / 100);

    sim.clock.advance(HOUR);
    expect(settle(ctx, hold.value.transId, 'FAILED').ok).toBe(true);
    expect((await value(walletBalance, '/wps/v2/wallets/balance')).sumBalance).toBe(12345.67);
    const settled = await transactions(last90);
    expect(settled.totalCount).toBe(before.totalCount + 2);
    expect(settled.list.slice(0, 2).map((t) => [t.transType, t.amount, t.status, t.balanceAfter])).toEqual([
      ['WITHDRAW', 2345.67, 'SUCCESS', 12345.67],
      ['WITHDRAW', -2345.67, 'FAILED', 10000],
    ]);
    // In and out both grow by the amount: the pair nets to nothing, as the balance did.
    expect(cents(settled.summary!.totalIn) - cents(settled.summary!.totalOut)).toBe(cents(before.summary!.totalIn) - cents(before.summary!.totalOut));
    const withdrawals = await transactions({ ...last90, transType: 'WITHDRAW' });
    expect(withdrawals.list[0]!.transId).toBe(settled.list[0]!.transId);
  });
});
