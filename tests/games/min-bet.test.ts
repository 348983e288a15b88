// @vitest-environment node
/**
 * The minimum-bet hints (spec §7 minBet, minLineNum; §9: 1 or more, 25 lines or more) over the Node
 * simulator: the seeded games carry a stake and lines fixed by the seed, the game list keeps to
 * both, and the lobby's read sends them only when switched on, with its other filters and paging.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import * as v from 'valibot';
import { createGatewayClient } from '../../gateway/client';
import { gameList } from '../../gateway/games/schemas';
import { lobbyEffects } from '../../machines/games/lobby/lobby.effects';
import type { LobbyFilters } from '../../machines/games/lobby/lobby.types';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const { call } = useNodeSimulator({});

async function list(query: string) {
  const res = await call(`/wps/relay/GCSGAME_gameList?${query}`);
  const body = (await res.json()) as { success: boolean; value: unknown };
  expect(body.success).toBe(true);
  return v.parse(gameList, body.value);
}

const sent: URL[] = [];
const client = createGatewayClient({
  baseUrl: GATEWAY,
  merchantCode: 'croupier',
  language: () => 'EN',
  getToken: () => null,
  timeoutMs: 5_000,
  fetch: (input, init) => {
    sent.push(new URL(String(input)));
    return fetch(input, init);
  },
});
const lobbyPage = (filters: Partial<LobbyFilters>, page = 1) =>
  toPromise(
    createActor(lobbyEffects(client).fetchLobbyPage, {
      input: { filters: { gameType: 'RNG', vendor: null, filter: 'ALL', name: '', ...filters }, range: null, page, pageSize: 18 },
    }).start(),
  );

describe('the simulator: minimum bet and lines', () => {
  it('every seeded game states a stake; slots state lines, and the seed fixes both', async () => {
    const a = await list('gameType=RNG&pageSize=200');
    expect(a.games.every((g) => typeof g.minBet === 'number' && g.minBet > 0)).toBe(true);
    expect(a.games.some((g) => (g.lineNum ?? 0) >= 25)).toBe(true);
    expect(a.games.some((g) => (g.lineNum ?? 0) > 0 && (g.lineNum ?? 0) < 25)).toBe(true);
    const again = await list('gameType=RNG&pageSize=200');
    expect(again.games.map((g) => [g.nodeId, g.minBet, g.lineNum])).toEqual(a.games.map((g) => [g.nodeId, g.minBet, g.lineNum]));
    const live = await list('gameType=LIVE&pageSize=50');
    expect(live.games.every((g) => g.lineNum === 0)).toBe(true);
  });

  it('the game list keeps to minBet and minLineNum, each alone and together, with the type and paging', async () => {
    const all = await list('gameType=RNG&pageSize=18');
    const stake = await list('gameType=RNG&pageSize=18&minBet=1');
    const lines = await list('gameType=RNG&pageSize=18&minLineNum=25');
    const both = await list('gameType=RNG&pageSize=18&minBet=1&minLineNum=25');
    expect(stake.games.length).toBeGreaterThan(0);
    expect(stake.games.every((g) => g.minBet! >= 1 && g.gameType === 'RNG')).toBe(true);
    expect(lines.games.every((g) => g.lineNum! >= 25)).toBe(true);
    expect(both.games.every((g) => g.minBet! >= 1 && g.lineNum! >= 25)).toBe(true);
    expect(stake.totalCount).toBeLessThan(all.totalCount);
    expect(both.totalCount).toBeLessThan(Math.min(stake.totalCount, lines.totalCount));
    expect(both.totalCount).toBeGreaterThan(0);
    const page2 = await list('gameType=RNG&pageSize=18&pageNo=2&minBet=1&minLineNum=25');
    expect(page2.games.every((g) => g.minBet! >= 1 && g.lineNum! >= 25)).toBe(true);
    expect(page2.games[0]?.nodeId).not.toBe(both.games[0]?.nodeId);
  });
});

describe('the lobby read with the hints', () => {
  it('sends minBet=1 and minLineNum=25 only when on, beside the search and the vendor, and shows only such games', async () => {
    sent.length = 0;
    await lobbyPage({});
    const plain = sent.at(-1)!;
    expect(plain.searchParams.has('minBet')).toBe(false);
    expect(plain.searchParams.has('minLineNum')).toBe(false);

    const page = await lobbyPage({ minBet: 1, minLineNum: 25 }, 2);
    const q = sent.at(-1)!.searchParams;
    expect(q.get('minBet')).toBe('1');
    expect(q.get('minLineNum')).toBe('25');
    expect(q.get('pageNo')).toBe('2');
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((g) => g.minBet! >= 1 && g.lines! >= 25)).toBe(true);

    const vendor = page.rows[0]!.vendor;
    const vendorPage = await lobbyPage({ vendor, minBet: 1 });
    expect(sent.at(-1)!.searchParams.get('vassalage')).toBe(vendor);
    expect(vendorPage.rows.every((g) => g.vendor === vendor && g.minBet! >= 1)).toBe(true);
  });

  it('keeps the hot list (asked for whole) to the hints too', async () => {
    const hot = await lobbyPage({ filter: 'HOT' });
    const hotHinted = await lobbyPage({ filter: 'HOT', minLineNum: 25 });
    expect(hotHinted.rows.length).toBeLessThan(hot.rows.length);
    expect(hotHinted.rows.every((g) => g.lines! >= 25)).toBe(true);
  });
});
