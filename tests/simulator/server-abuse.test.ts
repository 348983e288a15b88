// @vitest-environment node
// The standalone gateway under abuse, over real sockets (no msw interceptor in this file): oversized
// bodies, requests it does not serve, malformed targets, and the security headers of its pages.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptPayload, makeKey } from '../../gateway/codec';
import { endpoints } from '../../gateway/endpoints';
import { launchResult } from '../../gateway/games/schemas';
import { FEEDBACK_MAX_IMAGE_MB, FEEDBACK_MAX_IMAGES, MB } from '../../gateway/content/contract';
import { gameList } from '../../gateway/games/schemas';
import { mulberry32 } from '../../simulator';
import { ADDRESS_FAILURE_LIMIT } from '../../simulator/account/throttle';
import { CLIENT_ADDRESS_HEADER } from '../../simulator/kernel/route';
import { SIM_RSA_MODULUS_HEX } from '../../simulator/keys';
import { BODY_LIMIT_BYTES, BODY_LINGER_MS, bodyLimit, IMAGE_BODY_LIMIT_BYTES } from '../../simulator/server/requests';
import { startGatewayServer, type GatewayServer } from '../../simulator/server/server';

let gateway: GatewayServer;
const TOKEN = 'sim-abuse-player01';

beforeAll(async () => {
  gateway = await startGatewayServer({ port: 0, config: { games: 40, sessions: [{ token: TOKEN, account: 'player01' }] } });
});
afterAll(async () => {
  await gateway.close();
});

// A 500 is logged before it is answered: none of these requests may end as one.
const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => {
  expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([]);
  errors.mockClear();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The gateway closed the connection (before `waitMs` ran out). */
  closed: boolean;
  /** Milliseconds from the first byte sent to the first byte of the answer. */
  answeredAfter: number;
}

/**
 * Writes `parts` on a fresh connection (a later part after the one before is flushed) and reads
 * the first answer. With `keepOpen`, the client never ends its side (it is still "sending").
 */
function raw(parts: (string | Buffer)[], opts: { waitMs?: number; keepOpen?: boolean } = {}): Promise<RawAnswer> {
  const waitMs = opts.waitMs ?? 5_000;
  return new Promise((resolve) => {
    const socket = connect(gateway.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = Date.now();
    let answeredAfter = -1;
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      const body = split === -1 ? '' : Buffer.from(text.slice(split + 4), 'latin1').toString('utf8');
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body, closed, answeredAfter });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (d: Buffer) => {
      if (answeredAfter < 0) answeredAfter = Date.now() - started;
      chunks.push(d);
    });
    socket.on('close', () => finish(true));
    // The gateway may close while the client is still writing: that is the point of some tests.
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      const write = (i: number) => {
        if (i >= parts.length) {
          if (!opts.keepOpen) socket.end();
          return;
        }
        socket.write(parts[i]!, () => write(i + 1));
      };
      write(0);
    });
  });
}

const head = (requestLine: string, headers: Record<string, string | number> = {}) =>
  `${requestLine}\r\nHost: 127.0.0.1\r\nMerchant: croupier\r\n${Object.entries(headers)
    .map(([k, val]) => `${k}: ${val}\r\n`)
    .join('')}\r\n`;

const stillServes = async () => {
  const res = await fetch(`${gateway.url}/wps/system/status`, { headers: { Merchant: 'croupier' } });
  expect(res.status).toBe(200);
};

describe('request bodies are capped', () => {
  it('a Content-Length over the cap: 413 at once, before the body is read, and the connection is closed', async () => {
    const declared = 256 * 1024 * 1024;
    const a = await raw([head('POST /wps/session/login HTTP/1.1', { 'Content-Type': 'application/json', 'Content-Length': declared }), 'x'.repeat(1024)], {
      keepOpen: true,
      waitMs: BODY_LINGER_MS + 3_000,
    });
    expect(a.status).toBe(413);
    expect(a.headers.connection).toBe('close');
    expect(JSON.parse(a.body)).toMatchObject({ success: false, errorCode: 'request.param.err' });
    // Answered without waiting for the 256 MB, and the connection is closed.
    expect(a.answeredAfter).toBeLessThan(1_000);
    expect(a.closed).toBe(true);
    await stillServes();
  });

  it('after the 413 the connection lingers: what the client still sends is dropped, not reset, until BODY_LINGER_MS', async () => {
    // A reset while the client is still sending can destroy the answer before the client reads
    // it: the gateway half-closes, keeps dropping what comes, and only then lets the socket go.
    const socket = connect({ port: gateway.port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let failedAt = -1;
    let answeredAt = -1;
    socket.on('data', (d: Buffer) => {
      answer += d.toString('latin1');
      if (answeredAt < 0) answeredAt = Date.now();
    });
    socket.on('error', () => (failedAt = Date.now()));
    socket.on('close', () => (failedAt = failedAt < 0 ? Date.now() : failedAt));
    socket.write(head('POST /wps/session/login HTTP/1.1', { 'Content-Type': 'application/json', 'Content-Length': 256 * 1024 * 1024 }));
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const until = Date.now() + BODY_LINGER_MS + 3_000;
    while (failedAt < 0 && Date.now() < until) {
      if (!socket.destroyed) socket.write(chunk, () => {});
      await new Promise((r) => setTimeout(r, 25));
    }
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(failedAt).toBeGreaterThan(0);
    expect(failedAt - answeredAt).toBeGreaterThanOrEqual(BODY_LINGER_MS - 200);
  });

  it('a chunked body that goes over the cap: 413 as soon as it does, without waiting for its end', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    const frames = Array.from({ length: Math.ceil(BODY_LIMIT_BYTES / chunk.length) + 2 }, () => frame);
    // No terminating chunk: the body never ends.
    const a = await raw([head('POST /wps/session/login HTTP/1.1', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }), ...frames], {
      keepOpen: true,
    });
    expect(a.status).toBe(413);
    expect(a.headers.connection).toBe('close');
    await stillServes();
  });

  it('Expect: 100-continue with a body over the cap: 413 instead of 100, so the body is never sent', async () => {
    const a = await raw(
      [head('PUT /wps/feedback HTTP/1.1', { 'Content-Type': 'application/json', 'Content-Length': IMAGE_BODY_LIMIT_BYTES + 1, Expect: '100-continue' })],
      { keepOpen: true },
    );
    expect(a.status).toBe(413);
  });

  it('1 MiB for a call without images; the image uploads take what the app can send', () => {
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(bodyLimit('POST', '/wps/session/login')).toBe(BODY_LIMIT_BYTES);
    expect(bodyLimit('GET', endpoints.feedback.path)).toBe(BODY_LIMIT_BYTES);
    for (const e of [endpoints.feedback, endpoints.applyPromotion, endpoints.processC2c])
      expect(bodyLimit(e.method, e.path), e.path).toBe(IMAGE_BODY_LIMIT_BYTES);

    // The largest confirmation the app can send: three images at the limit, as data URLs, with
    // the longest remark, encrypted by the client's own codec. DES over 20 MB takes seconds, so
    // the encrypted size is worked out (DES pads to 8-byte blocks, then base64) and checked
    // against the codec on a small payload.
    const encryptedSize = (json: string) => JSON.stringify({ value: '' }).length + 4 * Math.ceil((8 * Math.ceil((Buffer.byteLength(json) + 1) / 8)) / 3);
    const sample = { id: 'PC100001-1', answer: 'NOT_RECEIVED', remark: '備'.repeat(140), images: ['data:image/jpeg;base64,/9j/4AAQ'] };
    expect(Buffer.byteLength(JSON.stringify(encryptPayload(sample, SIM_RSA_MODULUS_HEX, makeKey(mulberry32(3))).body))).toBe(
      encryptedSize(JSON.stringify(sample)),
    );
    const image = `data:image/jpeg;base64,${Buffer.alloc(FEEDBACK_MAX_IMAGE_MB * MB, 7).toString('base64')}`;
    const largest = encryptedSize(JSON.stringify({ ...sample, images: Array.from({ length: FEEDBACK_MAX_IMAGES }, () => image) }));
    expect(largest).toBeGreaterThan(8 * MB);
    expect(largest).toBeLessThanOrEqual(IMAGE_BODY_LIMIT_BYTES);
  });

  it('a feedback with three images at the 5 MB limit goes through (about 20 MB of body)', async () => {
    const png = Buffer.alloc(FEEDBACK_MAX_IMAGE_MB * MB);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    const image = `data:image/png;base64,${png.toString('base64')}`;
    const res = await fetch(`${gateway.url}${endpoints.feedback.path}`, {
      method: 'PUT',
      headers: { Merchant: 'croupier', Authorization: TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ questionType: 'OTHER', content: 'the spin button is too small', images: [image, image, image] }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });

  it('the same size to a call without images: 413', async () => {
    const a = await raw([
      head('POST /wps/member/password HTTP/1.1', { 'Content-Type': 'application/json', 'Content-Length': BODY_LIMIT_BYTES + 1 }),
      'x'.repeat(BODY_LIMIT_BYTES + 1),
    ]);
    expect(a.status).toBe(413);
  });
});

describe('requests the gateway does not serve: 4xx, never a 500', () => {
  it('an absolute URL naming another host: 400; one naming this gateway is served', async () => {
    const evil = await raw([head('GET http://evil/wps/system/status HTTP/1.1')]);
    expect(evil.status).toBe(400);
    expect(JSON.parse(evil.body)).toMatchObject({ success: false, errorCode: 'request.param.err' });
    const own = await raw([head(`GET ${gateway.url}/wps/system/status HTTP/1.1`)]);
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ success: true });
  });

  it('TRACE, CONNECT and PATCH: 405 with the methods it serves in Allow', async () => {
    for (const line of ['TRACE /wps/system/status HTTP/1.1', 'CONNECT evil:443 HTTP/1.1', 'PATCH /wps/member/info HTTP/1.1']) {
      const a = await raw([head(line, { 'Content-Length': 0 })]);
      expect(a.status, line).toBe(405);
      expect(a.headers.allow, line).toBe('GET, HEAD, POST, PUT, DELETE, OPTIONS');
      expect(JSON.parse(a.body), line).toMatchObject({ success: false, errorCode: 'http_method_not_support' });
    }
  });

  it('a path whose %-encoding does not decode: 400', async () => {
    for (const path of ['/sim/cdn/%E0%A4%A', '/sim/cdn/%FF.svg', '/wps/%zz/status']) {
      const a = await raw([head(`GET ${path} HTTP/1.1`)]);
      expect(a.status, path).toBe(400);
      expect(JSON.parse(a.body), path).toMatchObject({ errorCode: 'request.param.err' });
    }
  });

  it('HEAD is GET without the body', async () => {
    const get = await raw([head('GET /wps/system/status HTTP/1.1')]);
    const a = await raw([head('HEAD /wps/system/status HTTP/1.1')]);
    expect(a.status).toBe(200);
    expect(a.headers['content-length']).toBe(get.headers['content-length']);
    expect(a.body).toBe('');
    await stillServes();
  });
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page's headers, and that the page runs under its own policy: every inline script and style is hashed in it, nothing else inline. */
async function page(path: string) {
  const res = await fetch(gateway.url + path, { headers: { Accept: 'text/html', Merchant: 'croupier', Authorization: TOKEN } });
  expect(res.headers.get('content-type'), path).toContain('text/html');
  const html = await res.text();
  const csp = res.headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) expect(directive('script-src'), path).toContain(sha256(m[1]!));
  for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) expect(directive('style-src'), path).toContain(sha256(m[1]!));
  expect(html, path).not.toMatch(/\sstyle=|\son[a-z]+=|javascript:|<script\s+src/i);
  expect(directive('script-src'), path).not.toContain('unsafe-inline');
  expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
  return { status: res.status, frameAncestors: directive('frame-ancestors'), frameOptions: res.headers.get('x-frame-options') };
}

describe("the gateway's pages carry the production security headers", () => {
  async function gamePage(): Promise<string> {
    const H = { Merchant: 'croupier', Authorization: TOKEN };
    const game = v.parse(
      gameList,
      ((await (await fetch(`${gateway.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1`, { headers: H })).json()) as { value: unknown }).value,
    ).games[0]!;
    const launch = (await (await fetch(`${gateway.url}/wps/game/launchGame?launchMode=GLS&accountType=1&nodeId=${game.nodeId}`, { headers: H })).json()) as {
      value: unknown;
    };
    return v.parse(launchResult, launch.value).content!.game_url!;
  }

  it('pages opened in a window of their own are never framed: customer service, payment, app download', async () => {
    for (const path of ['/sim/cs?lang=TH', '/sim/pay/D-NOPE', '/sim/app/ios']) {
      const p = await page(path);
      expect(p.frameAncestors, path).toBe("frame-ancestors 'none'");
      expect(p.frameOptions, path).toBe('DENY');
    }
  });

  it('the game page and the chat room may be framed by the app (its own origin) only', async () => {
    const game = await gamePage();
    for (const path of [game, `/sim/cdn${game}`, '/sim/chat?lang=EN&name=player01']) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      expect(p.frameAncestors, path).toBe("frame-ancestors 'self'");
      expect(p.frameOptions, path).toBe('SAMEORIGIN');
    }
  });

  it('an app served from another origin is named with appOrigins', async () => {
    const other = await startGatewayServer({ port: 0, config: { games: 10 }, appOrigins: ['https://play.example'] });
    try {
      const res = await fetch(`${other.url}/sim/chat?lang=EN`);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://play.example");
      expect(res.headers.has('x-frame-options')).toBe(false);
      expect((await fetch(`${other.url}/sim/cs`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await other.close();
    }
  });

  it('JSON answers are never sniffed, and carry no page policy', async () => {
    const res = await fetch(`${gateway.url}/wps/system/status`, { headers: { Merchant: 'croupier' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.has('content-security-policy')).toBe(false);
  });
});

describe('the failed-login throttle counts the address the gateway saw on the socket', () => {
  it("a client's own address header changes nothing", async () => {
    const other = await startGatewayServer({ port: 0, config: { games: 10 } });
    const random = mulberry32(5);
    const login = async (username: string, password: string, spoofed: string) => {
      const { encryption, body } = encryptPayload({ username, password, type: 'username' }, SIM_RSA_MODULUS_HEX, makeKey(random));
      const res = await fetch(`${other.url}/wps/session/login`, {
        method: 'POST',
        headers: { Merchant: 'croupier', Encryption: encryption, 'X-Digest': body.value, 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: spoofed },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { errorCode?: string }).errorCode;
    };
    try {
      for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) expect(await login(`member${i}`, 'guess', `203.0.113.${i}`)).toBe('login.cred.err');
      expect(await login('player02', 'Player123', '203.0.113.250')).toBe('TOO_MANY_REQUEST');
    } finally {
      await other.close();
    }
  });
});
