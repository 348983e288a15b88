// @vitest-environment node
/**
 * Manual rebate end to end: the real manualRebate machine with its real effects (typed client;
 * the settings from the rebate-settings relay of W2, the claim in plain JSON like its MCSFE
 * neighbours) against the Node simulator. What is claimable per product type, a claim of one
 * type and of all (paid through the ledger: the balance and the account record agree), the
 * minimum, and a second claim finding nothing left; the claim history (seeded over 90 days for
 * player01, and the claims made live), agreeing with the account record's REBATE movements.
 */
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createGatewayClient } from '../../gateway/client';
import type { rebateMachine } from '../../machines/member/rebate/rebate.machine';
import rebateWorkflow from '../../machines/member/rebate/rebate.workflow';
import { mulberry32, SEED_REFERENCE_DATE } from '../../simulator';
import { contextOf } from '../../simulator/kernel/context';
import { placeBet } from '../../simulator/ledger';
import { DAY, HOUR } from '../../simulator/seed-date';
import { RECORD_GAME_TYPES } from '../../gateway/member/contract';
import { GATEWAY, useNodeSimulator } from '../support/simulator';
import { hostWorkflow, withClient } from '../support/workflow';

const TOKEN = 'sim-rebate-player01';
const { sim, call } = useNodeSimulator({ games: 60, sessions: [{ token: TOKEN, account: 'player01' }] });

function start() {
  const sent: { call: string; encrypted: boolean; body: string }[] = [];
  const client = createGatewayClient({
    baseUrl: GATEWAY,
    merchantCode: 'croupier',
    language: () => 'EN',
    getToken: () => TOKEN,
    random: mulberry32(6),
    timeoutMs: 4_000,
    fetch: (url, init) => {
      sent.push({
        call: `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`,
        encrypted: new Headers(init?.headers).has('Encryption'),
        body: typeof init?.body === 'string' ? init.body : '',
      });
      return fetch(url, init);
    },
  });
  const machine = withClient(rebateWorkflow, client);
  const hosted = hostWorkflow(machine, { id: 'manualRebate', input: undefined as never, timeout: 4_000 });
  hosted.actor.send({ type: 'rebate.open' });
  return { ...hosted, client, sent };
}

const ready = (s: SnapshotFrom<typeof rebateMachine>) => s.matches('ready');
const cents = (n: number) => Math.round(n * 100);

async function balance(): Promise<number> {
  return ((await (await call('/wps/v2/wallets/balance?typeId=0', { token: TOKEN })).json()) as { value: { sumBalance: number } }).value.sumBalance;
}

describe('manual rebate over the simulator', () => {
  it('reads the rebate settings relay and claims in plain JSON', async () => {
    sim.clock.set(SEED_REFERENCE_DATE + 23 * HOUR);
    const h = start();
    const s = await h.until(ready);
    expect(h.sent.map((r) => r.call)).toContain('GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType');
    const due = s.context.rows.find((r) => r.amount >= s.context.minClaim)!;
    h.actor.send({ type: 'rebate.claim', gameType: due.gameType });
    await h.until((x) => ready(x) && x.context.paid !== null);
    const claim = h.sent.find((r) => r.call === 'POST /wps/relay/MCSFE_claimManualRebate')!;
    expect(claim.encrypted).toBe(false);
    expect(JSON.parse(claim.body)).toEqual({ gameType: due.gameType });
  });

  it("lists today's claimable rebate per product type, pays one type, then all the rest, through the ledger", async () => {
    // Late in the day: player01 has played several products since midnight.
    sim.clock.set(SEED_REFERENCE_DATE + 23 * HOUR);
    const h = start();
    let s = await h.until(ready);
    expect(s.context.rows.map((r) => r.gameType)).toContain('RNG');
    const due = s.context.rows.filter((r) => r.amount >= s.context.minClaim);
    expect(due.length).toBeGreaterThan(0);
    for (const r of s.context.rows) expect(cents(r.amount)).toBe(Math.floor(r.validBet * r.rate * 100));
    const first = due[0]!;
    const before = await balance();

    h.actor.send({ type: 'rebate.claim', gameType: first.gameType });
    s = await h.until((x) => ready(x) && (x.context.paid !== null || x.context.error !== null));
    expect(s.context.error).toBeNull();
    expect(s.context.paid).toBe(first.amount);
    expect(s.context.rows.find((r) => r.gameType === first.gameType)!.amount).toBe(0);
    expect(cents(await balance())).toBe(cents(before) + cents(first.amount));

    // Live play since: 500 on live casino, 300 on fishing (the demo game's bets go through the ledger).
    sim.clock.set(SEED_REFERENCE_DATE + 23 * HOUR + 60_000);
    const ctx = contextOf(sim);
    const memberId = ctx.db.member.findFirst({ where: { account: { equals: 'player01' } } })!.id;
    placeBet(ctx, { memberId, game: { nodeId: 1, gameType: 'LIVE', vassalage: 'AG', gameName: 'Baccarat' }, betAmount: 500, payout: 0 });
    placeBet(ctx, { memberId, game: { nodeId: 2, gameType: 'FISH', vassalage: 'FTG', gameName: 'Ocean King' }, betAmount: 300, payout: 600 });
    h.actor.send({ type: 'rebate.open' });
    s = await h.until((x) => ready(x) && x.context.rows.find((r) => r.gameType === 'FISH')!.validBet >= 300);
    expect(s.context.rows.find((r) => r.gameType === 'LIVE')!.amount).toBeGreaterThanOrEqual(2.5);
    const afterPlay = await balance();
    const rest = s.context.rows.filter((r) => r.amount >= s.context.minClaim).reduce((sum, r) => sum + cents(r.amount), 0);
    h.actor.send({ type: 'rebate.dismiss' });
    h.actor.send({ type: 'rebate.claimAll' });
    s = await h.until((x) => ready(x) && x.context.paid !== null);
    expect(cents(s.context.paid!)).toBe(rest);
    expect(s.context.rows.every((r) => r.amount < s.context.minClaim)).toBe(true);
    expect(cents(await balance())).toBe(cents(afterPlay) + rest);

    // The account record lists the claims as rebates.
    const now = sim.clock.now();
    const rebates = await h.client.call('transactions', { beginTime: now - HOUR, endTime: now + 1, pageNo: 1, pageSize: 50, transType: 'REBATE' });
    expect(rebates.list.reduce((sum, t) => sum + cents(t.amount), 0)).toBe(cents(first.amount) + rest);
    expect(rebates.list.every((t) => t.remark?.startsWith('Manual rebate '))).toBe(true);
  });

  it('claims nothing below the minimum: refused before sending, and by the gateway', async () => {
    sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR);
    const h = start();
    let s = await h.until(ready);
    const small = s.context.rows.find((r) => r.amount < s.context.minClaim);
    if (small) {
      h.actor.send({ type: 'rebate.claim', gameType: small.gameType });
      expect(h.actor.getSnapshot().matches('ready')).toBe(true);
    }
    h.actor.send({ type: 'rebate.claimAll' });
    s = await h.until((x) => ready(x) && x.context.paid !== null);
    // Nothing is left: the gateway refuses a claim sent anyway.
    await expect(h.client.call('claimRebate', { all: true })).rejects.toMatchObject({ code: 'rebate.below.minimum' });
  });
});

describe('the manual rebate claim history', () => {
  const claimsOf = (
    client: ReturnType<typeof start>['client'],
    q: { beginTime: number; endTime: number; gameType?: string; pageNo?: number; pageSize?: number },
  ) => client.call('rebateClaims', { pageNo: 1, pageSize: 100, gameType: '', ...q });

  it("lists player01's claims of the last 90 days, each one a REBATE movement of the account record, with the period's totals", async () => {
    sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR);
    const { client } = start();
    const end = SEED_REFERENCE_DATE + 10 * HOUR + 1;
    const period = { beginTime: end - 90 * DAY, endTime: end };
    const all = await claimsOf(client, period);
    // About one claim day a week, several products each.
    expect(all.totalCount).toBeGreaterThan(10);
    expect(all.list).toHaveLength(all.totalCount);
    for (let i = 1; i < all.list.length; i++) expect(all.list[i]!.claimTime).toBeLessThanOrEqual(all.list[i - 1]!.claimTime);
    for (const c of all.list) {
      expect(c.claimTime).toBeLessThan(SEED_REFERENCE_DATE); // none today: today's bets are what can be claimed now
      expect(cents(c.amount)).toBe(Math.floor(c.validBet * c.rate * 100));
      expect(c.amount).toBeGreaterThanOrEqual(1);
    }
    expect(all.summary).toEqual({
      count: all.totalCount,
      validBet: all.list.reduce((x, c) => x + cents(c.validBet), 0) / 100,
      amount: all.list.reduce((x, c) => x + cents(c.amount), 0) / 100,
    });
    // The same claims are the account record's manual rebates.
    const rebates = [];
    for (let p = 1; ; p++) {
      const page = await client.call('transactions', { ...period, pageNo: p, pageSize: 100, transType: 'REBATE' });
      rebates.push(...page.list);
      if (p >= page.totalPages) break;
    }
    const manual = new Map(rebates.filter((t) => t.remark?.startsWith('Manual rebate ')).map((t) => [t.transId, t]));
    expect(manual.size).toBe(all.totalCount);
    for (const c of all.list)
      expect(manual.get(c.transId)).toMatchObject({
        amount: c.amount,
        transTime: c.claimTime,
        status: 'SUCCESS',
        remark: `Manual rebate ${c.gameType} ${Math.round(c.rate * 10000) / 100}%`,
      });
    // One product type, and a page of it.
    const type = all.list[0]!.gameType;
    const ofType = await claimsOf(client, { ...period, gameType: type });
    expect(ofType.list.map((c) => c.transId)).toEqual(all.list.filter((c) => c.gameType === type).map((c) => c.transId));
    const absent = RECORD_GAME_TYPES.find((t) => !all.list.some((c) => c.gameType === t))!;
    expect((await claimsOf(client, { ...period, gameType: absent })).list).toEqual([]);
    const page2 = await claimsOf(client, { ...period, pageNo: 2, pageSize: 5 });
    expect(page2.list.map((c) => c.transId)).toEqual(all.list.slice(5, 10).map((c) => c.transId));
    await expect(claimsOf(client, { beginTime: end, endTime: end - 1 })).rejects.toMatchObject({ code: 'request.param.err' });
  });

  it('a claim made now is the newest row, with the valid bet it paid on', async () => {
    sim.clock.set(SEED_REFERENCE_DATE + 23 * HOUR);
    const h = start();
    const s = await h.until(ready);
    const due = s.context.rows.find((r) => r.amount >= s.context.minClaim)!;
    h.actor.send({ type: 'rebate.claim', gameType: due.gameType });
    await h.until((x) => ready(x) && x.context.paid !== null);
    const now = sim.clock.now();
    const today = await claimsOf(h.client, { beginTime: now - HOUR, endTime: now + 1 });
    expect(today.list).toEqual([
      expect.objectContaining({ gameType: due.gameType, validBet: due.validBet, rate: due.rate, amount: due.amount, claimTime: now }),
    ]);
  });
});
