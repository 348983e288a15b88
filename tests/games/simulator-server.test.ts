// @vitest-environment node
// The demo game through the standalone gateway over real HTTP (no msw interceptor in this file):
// launch, open the page a launch URL names, spin, and see the wallet move.
import * as v from 'valibot';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameList, launchResult } from '../../gateway/games/schemas';
import { walletBalance } from '../../gateway/member/schemas';
import { crc32 } from '../../simulator/art';
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
    const res = await fetch(`${gateway.url}${url.replace('?', '/spin?')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"bet":10}',
    });
    const spin = ((await res.json()) as { value: { win: number; balance: number } }).value;
    expect(spin.balance).toBe(Math.round((before - 10 + spin.win) * 100) / 100);
    expect((await value(walletBalance, '/wps/v2/wallets/balance')).sumBalance).toBe(spin.balance);
  });
});

/** The chunks of a PNG, each checked against its CRC; throws on anything malformed. */
function readPng(bytes: Uint8Array): { width: number; height: number; colourType: number; rows: Buffer } {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  const idat: Uint8Array[] = [];
  for (;;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    expect(view.getUint32(at + 8 + length), `${type} CRC`).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      colourType = data[9]!;
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
    if (type === 'IEND') break;
  }
  return { width, height, colourType, rows: inflateSync(Buffer.concat(idat)) };
}

describe("the standalone gateway's game art", () => {
  it('is a raster PNG, as a real image CDN serves (the in-browser simulator keeps its lettered SVG tiles)', async () => {
    const games = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=2')).games;
    const pixels: string[] = [];
    for (const game of games) {
      expect(game.iconUrl).toMatch(/^\/sim\/cdn\/games\/\d+\.png$/);
      const res = await fetch(gateway.url + game.iconUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = readPng(new Uint8Array(await res.arrayBuffer()));
      expect(png).toMatchObject({ width: 160, height: 160, colourType: 2 });
      // Each row: a filter byte and 160 RGB pixels.
      expect(png.rows.length).toBe(160 * (1 + 160 * 3));
      pixels.push(png.rows.subarray(1, 4).join(','));
    }
    // Colours come from the game: two games, two tiles.
    expect(pixels[0]).not.toBe(pixels[1]);
    // The SVG tile is still there for the in-browser simulator's URLs.
    const svg = await fetch(gateway.url + games[0]!.iconUrl!.replace('.png', '.svg'));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe("the standalone gateway's logos and banners", () => {
  it('are raster PNGs where the names say so, made once and answered the same every time', async () => {
    // A banner's URL, as the announcements list gives it (raster from this gateway).
    const list = await (await fetch(gateway.url + '/wps/relay/CCSFE_getListAnnouncements?types=B&platform=W', { headers: { ...H, Language: 'TH' } })).text();
    const banner = /\/sim\/cdn\/banners\/th\/[\w-]+\.png/.exec(list)?.[0];
    expect(banner).toBeDefined();
    const logo = '/sim/cdn/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-COLOR.png';
    for (const [path, size] of [
      [banner!, { width: 600, height: 200 }],
      [logo, { width: 120, height: 60 }],
    ] as const) {
      const first = await fetch(gateway.url + path);
      expect(first.headers.get('content-type'), path).toBe('image/png');
      const bytes = new Uint8Array(await first.arrayBuffer());
      expect(readPng(bytes), path).toMatchObject({ ...size, colourType: 2 });
      const again = new Uint8Array(await (await fetch(gateway.url + path)).arrayBuffer());
      expect(Buffer.from(again).equals(Buffer.from(bytes)), path).toBe(true);
    }
    // Two logos, two colours.
    const other = readPng(new Uint8Array(await (await fetch(gateway.url + '/sim/cdn/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/EG4-COLOR.png')).arrayBuffer()));
    const pg = readPng(new Uint8Array(await (await fetch(gateway.url + logo)).arrayBuffer()));
    expect(other.rows.subarray(1, 4).join(',')).not.toBe(pg.rows.subarray(1, 4).join(','));
  });
});
