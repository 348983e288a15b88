// @vitest-environment node
// The production serving path: the build's precompressed copies, `vite preview`'s
// answers (encoding, cache lifetimes, SPA fallback) and the standalone gateway's compressed JSON,
// over real HTTP with the raw headers (no client that decodes behind our back).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, pickEncoding, precompressDir, REVALIDATE, servingPlugin } from '../../deploy/compression';
import { startGatewayServer, type GatewayServer } from '../../simulator/server/server';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (a: RawAnswer) =>
  a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body;

// A script big enough to be worth compressing, and one too small to be.
const BIG_JS = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `game ${i}` })))};\n`;
const SMALL_JS = 'export const x = 1;\n';
const HASHED = 'assets/HomeContent-Bq3x9ZkA.js';

describe('the build and the preview serve what a reverse proxy would', () => {
  let dir: string;
  let server: PreviewServer;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'croupier-serving-'));
    mkdirSync(join(dir, 'dist/assets'), { recursive: true });
    const dist = join(dir, 'dist');
    writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><title>Croupier</title></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`);
    writeFileSync(join(dist, HASHED), BIG_JS);
    writeFileSync(join(dist, 'assets/tiny-C0ffee12.js'), SMALL_JS);
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ merchantCode: 'x', padding: 'y'.repeat(2000) }));
    precompressDir(dist);
    server = await preview({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [servingPlugin(true)],
      preview: { port: 0, host: '127.0.0.1' },
    });
    const address = server.httpServer.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a Brotli and a gzip copy of big text files only, never of files an operator edits', () => {
    const assets = readdirSync(join(dir, 'dist/assets')).sort();
    expect(assets).toEqual(['HomeContent-Bq3x9ZkA.js', 'HomeContent-Bq3x9ZkA.js.br', 'HomeContent-Bq3x9ZkA.js.gz', 'tiny-C0ffee12.js']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'dist', `${HASHED}.br`))).toString()).toBe(BIG_JS);
    expect(gunzipSync(readFileSync(join(dir, 'dist', `${HASHED}.gz`))).toString()).toBe(BIG_JS);
    expect(readdirSync(join(dir, 'dist')).filter((f) => f.startsWith('config.json') || f.startsWith('index.html'))).toEqual(['config.json', 'index.html']);
  });

  it('answers a hashed script with the Brotli copy, cached for a year as immutable', async () => {
    const a = await get(`${url}/${HASHED}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['content-type']).toMatch(/javascript/);
    expect(a.headers['cache-control']).toBe(IMMUTABLE);
    expect(a.headers['vary']).toBe('Accept-Encoding');
    expect(a.body.length).toBeLessThan(BIG_JS.length / 3);
    expect(decode(a).toString()).toBe(BIG_JS);
    // Revalidation by ETag costs no body.
    const again = await get(`${url}/${HASHED}`, { 'Accept-Encoding': 'br', 'If-None-Match': String(a.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('falls back to gzip, then to the plain file, as the browser accepts', async () => {
    const gz = await get(`${url}/${HASHED}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).toString()).toBe(BIG_JS);
    const plain = await get(`${url}/${HASHED}`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    const refused = await get(`${url}/${HASHED}`, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('answers index.html, a deep link (SPA fallback) and config.json to be revalidated every load', async () => {
    for (const path of ['/', '/live', '/member/wallet', '/config.json']) {
      const a = await get(`${url}${path}`, { 'Accept-Encoding': 'br, gzip', Accept: 'text/html' });
      expect(a.status, path).toBe(200);
      expect(a.headers['cache-control'], path).toBe(REVALIDATE);
      const text = decode(a).toString();
      if (path === '/config.json') expect(JSON.parse(text).merchantCode).toBe('x');
      else expect(text).toContain('<title>Croupier</title>');
    }
  });

  it('tells hashed assets from the rest by name', () => {
    expect(cacheControlFor('/assets/shell-DgfcvKHi.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/assets/SafeHtml-CI2t6Oan.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/icons.svg')).toBe(REVALIDATE);
    expect(cacheControlFor('/assets/')).toBe(REVALIDATE);
    expect(cacheControlFor('/index.html')).toBe(REVALIDATE);
  });

  it('negotiates the encoding with q-values', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('the standalone gateway compresses its JSON', () => {
  let gateway: GatewayServer;
  beforeAll(async () => {
    gateway = await startGatewayServer({ port: 0, config: { games: 200 } });
  });
  afterAll(async () => {
    await gateway.close();
  });

  const H = { Merchant: 'croupier' };
  // The system status: over 1 KB of JSON (the game lists run to tens of KB).
  const path = '/wps/system/status';

  it('answers Brotli or gzip as accepted, never to be stored by a shared cache, and decodes to the same JSON', async () => {
    const plain = await get(gateway.url + path, H);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString()) as { success: boolean };
    expect(json.success).toBe(true);
    expect(plain.headers['cache-control']).toBe('no-store');

    const br = await get(gateway.url + path, { ...H, 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decode(br).toString())).toEqual(json);

    const gz = await get(gateway.url + path, { ...H, 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz).toString())).toEqual(json);
  });
});
