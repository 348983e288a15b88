// @vitest-environment node
// The demo game through the standalone gateway over real HTTP (no msw interceptor in this file):
// launch, open the page a launch URL names, spin, and see the wallet move.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameList, launchResult } from '../../gateway/games/schemas';
import { walletBalance } from '../../gateway/member/schemas';
import { startGatewayServer, type GatewayServer } from '../../simulator/server/server';

let gateway: GatewayServer;
const TOKEN = 'sim-games-server-player01';
const H = { Merchant: 'croupier', Authorization: TOKEN };

beforeAll(async () => {
  gateway = await startGatewayServer({ port: 0, config: { games: 300, sessions: [{ token: TOKEN, account: 'player01' }] } });
});
afterAll(async () => {
  await gateway.close();
});

async function value<T>(schema: v.GenericSchema<unknown, T>, path: string): Promise<T> {
  const res = await fetch(gateway.url + path, { headers: H });
  const body = (await res.json()) as { success: boolean; value: unknown };
  expect(body.success).toBe(true);
  return v.parse(schema, body.value);
}

describe('demo game through the standalone gateway', () => {
  it('launch → page (HTML, also behind /sim/cdn) → spin moves the wallet', async () => {
    const game = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).games[0]!;
    const launched = await value(launchResult, `/wps/game/launchGame?launchMode=GLS&accountType=1&nodeId=${game.nodeId}`);
    const url = launched.content!.game_url!;

    for (const path of [url, `/sim/cdn${url}`]) {
      const page = await fetch(gateway.url + path, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('id="spin"');
    }

    const before = (await value(walletBalance, '/wps/v2/wallets/balance')).sumBalance!;
    const res = await fetch(`${gateway.url}${url.replace('?', '/spin?')}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"bet":10}' });
    const spin = ((await res.json()) as { value: { win: number; balance: number } }).value;
    expect(spin.balance).toBe(Math.round((before - 10 + spin.win) * 100) / 100);
    expect((await value(walletBalance, '/wps/v2/wallets/balance')).sumBalance).toBe(spin.balance);
  });
});
