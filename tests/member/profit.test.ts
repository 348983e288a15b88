// @vitest-environment node
/**
 * Personal profit and loss in the simulator (ODSFE2_getPersonalProfit), read through the real
 * effect (typed client, schema): the days add up to the period's sums, which agree with the
 * betting record and the account record of the same period; a game type keeps only its bets;
 * the days are the player's own (tzOffset); bad queries are refused.
 */
import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../gateway/client';
import { mulberry32, SEED_REFERENCE_DATE } from '../../simulator';
import { DAY, HOUR } from '../../simulator/seed-date';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const TOKEN = 'sim-profit-player01';
const { sim, call } = useNodeSimulator({ games: 60, sessions: [{ token: TOKEN, account: 'player01' }] });
const client = createGatewayClient({
  baseUrl: GATEWAY,
  merchantCode: 'croupier',
  language: () => 'EN',
  getToken: () => TOKEN,
  random: mulberry32(4),
  timeoutMs: 5_000,
  fetch: (url, init) => fetch(url, init),
});

const q = (o: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)]))}`;
const cents = (n: number) => Math.round(n * 100);

describe('personal profit and loss', () => {
  it('sums the days into the period totals, agreeing with the betting and account records', async () => {
    sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR);
    const beginTime = SEED_REFERENCE_DATE - 29 * DAY;
    const endTime = SEED_REFERENCE_DATE + DAY;
    const profit = await client.call('personalProfit', { beginTime, endTime, pageNo: 1, pageSize: 100, gameType: '', tzOffset: 0 });
    expect(profit.list.length).toBeGreaterThan(10);
    expect(profit.totalCount).toBe(profit.list.length);
    // Newest first, one row per UTC day.
    const days = profit.list.map((d) => d.day);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(days.every((d) => d % DAY === 0)).toBe(true);
    const s = profit.summary!;
    for (const key of ['betCount', 'betAmount', 'validBet', 'winLoss', 'bonus', 'rebate', 'profit'] as const) {
      expect(
        profit.list.reduce((sum, d) => sum + cents(d[key]), 0),
        key,
      ).toBe(cents(s[key]));
    }
    expect(cents(s.profit)).toBe(cents(s.winLoss) + cents(s.bonus) + cents(s.rebate));
    expect(s.rebate).toBeGreaterThan(0);

    const bets = await client.call('betRecords', { beginTime, endTime, pageNo: 1, pageSize: 1, gameType: '' });
    expect([s.betCount, cents(s.betAmount), cents(s.winLoss)]).toEqual([bets.summary!.betCount, cents(bets.summary!.betAmount), cents(bets.summary!.winLoss)]);
    let bonus = 0;
    for (const type of ['BONUS', 'REBATE'] as const) {
      const trans = await client.call('transactions', { beginTime, endTime, pageNo: 1, pageSize: 100, transType: type });
      bonus += trans.list.filter((t) => t.status === 'SUCCESS').reduce((sum, t) => sum + cents(t.amount), 0);
    }
    expect(cents(s.bonus) + cents(s.rebate)).toBe(bonus);
  });

  it("with a game type counts only its bets, and shifts the days to the player's zone", async () => {
    sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR);
    const base = { beginTime: SEED_REFERENCE_DATE - 6 * DAY, endTime: SEED_REFERENCE_DATE + DAY, pageNo: 1, pageSize: 100 };
    const live = await client.call('personalProfit', { ...base, gameType: 'LIVE', tzOffset: 0 });
    const bets = await client.call('betRecords', { ...base, gameType: 'LIVE' });
    expect(live.summary!.betCount).toBe(bets.summary!.betCount);
    expect([live.summary!.bonus, live.summary!.rebate]).toEqual([0, 0]);
    const bangkok = await client.call('personalProfit', { ...base, gameType: '', tzOffset: 420 });
    expect(bangkok.list.every((d) => (d.day + 7 * HOUR) % DAY === 0)).toBe(true);
  });

  it('pages the days, and refuses a bad zone or period', async () => {
    sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR);
    const bad = await call(`/wps/relay/ODSFE2_getPersonalProfit${q({ beginTime: 10, endTime: 5 })}`, { token: TOKEN });
    expect(((await bad.json()) as { errorCode: string }).errorCode).toBe('request.param.err');
    const zone = await call(`/wps/relay/ODSFE2_getPersonalProfit${q({ beginTime: SEED_REFERENCE_DATE - DAY, endTime: SEED_REFERENCE_DATE, tzOffset: 2000 })}`, {
      token: TOKEN,
    });
    expect(((await zone.json()) as { errorCode: string }).errorCode).toBe('request.param.err');
    const page2 = await client.call('personalProfit', {
      beginTime: SEED_REFERENCE_DATE - 29 * DAY,
      endTime: SEED_REFERENCE_DATE + DAY,
      pageNo: 2,
      pageSize: 10,
      gameType: '',
      tzOffset: 0,
    });
    expect(page2.list).toHaveLength(10);
    expect(page2.totalPages).toBe(Math.ceil(page2.totalCount / 10));
  });

  it('bonus details: the account record asked for several kinds at once lists only those, and refuses an unknown one', async () => {
    sim.clock.set(SEED_REFERENCE_DATE + 10 * HOUR);
    const base = { beginTime: SEED_REFERENCE_DATE - 59 * DAY, endTime: SEED_REFERENCE_DATE + DAY, pageNo: 1, pageSize: 100 };
    const given = await client.call('transactions', { ...base, transType: 'BONUS,REBATE,DIVIDEND,SALARY' });
    expect(given.list.length).toBeGreaterThan(0);
    expect(new Set(given.list.map((t) => t.transType))).toEqual(new Set(['BONUS', 'REBATE']));
    const bonus = await client.call('transactions', { ...base, transType: 'BONUS' });
    const rebate = await client.call('transactions', { ...base, transType: 'REBATE' });
    expect(given.totalCount).toBe(bonus.totalCount + rebate.totalCount);
    const bad = await call(`/wps/relay/ODSFE2_MemTransDet${q({ ...base, transType: 'BONUS,NOPE' })}`, { token: TOKEN });
    expect(((await bad.json()) as { errorCode: string }).errorCode).toBe('request.param.err');
  });
});
