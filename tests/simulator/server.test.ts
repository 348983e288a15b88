// @vitest-environment node
// The standalone gateway over real HTTP. No msw interceptor in this file: requests go out
// through the socket to the node:http server, which answers with getResponse().
import { request as httpRequest } from 'node:http';
import { http } from 'msw';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload, makeKey } from '../../gateway/codec';
import { loginValue } from '../../gateway/account/schemas';
import { systemStatus } from '../../gateway/shell/schemas';
import { mulberry32 } from '../../simulator';
import { createSimulator } from '../../simulator';
import { startGatewayServer, type GatewayServer } from '../../simulator/server/server';

let gateway: GatewayServer;

beforeAll(async () => {
  gateway = await startGatewayServer({ port: 0, config: { games: 40 } });
});
afterAll(async () => {
  await gateway.close();
});

const H = { Merchant: 'croupier' };

describe('standalone gateway server', () => {
  it('listens on an ephemeral port on 127.0.0.1', () => {
    expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(gateway.port).toBeGreaterThan(0);
  });

  it('answers /wps/system/status over real HTTP', async () => {
    const res = await fetch(`${gateway.url}/wps/system/status`, { headers: H });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { success: boolean; value: unknown };
    expect(body.success).toBe(true);
    expect(v.parse(systemStatus, body.value).maintenance).toBe(false);
  });

  async function logInOver(url: string): Promise<string> {
    const modulus = await (await fetch(`${url}/wps/session/key/rsa?t=1`, { headers: H })).text();
    const { encryption, body } = encryptPayload({ username: 'player01', password: 'Player123', type: 'username' }, modulus, makeKey(mulberry32(1)));
    const res = await fetch(`${url}/wps/session/login`, {
      method: 'POST',
      headers: { ...H, Encryption: encryption, 'X-Digest': body.value, 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(body),
    });
    return v.parse(loginValue, ((await res.json()) as { value: unknown }).value).token;
  }

  it('issues session tokens nobody can predict: two gateways of the same seed never hand out the same one', async () => {
    const other = await startGatewayServer({ port: 0, config: { games: 40 } });
    try {
      const [a, b, c] = [await logInOver(gateway.url), await logInOver(other.url), await logInOver(gateway.url)];
      for (const t of [a, b, c]) expect(t).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set([a, b, c]).size).toBe(3);
    } finally {
      await other.close();
    }
  });

  it('answers a failure inside a handler with a plain 500: no error text, path or stack', async () => {
    const sim = createSimulator({ games: 10 });
    sim.handlers.unshift(
      http.get('*/wps/boom', () => {
        throw new Error('ENOENT /srv/croupier/secrets.json at readConfig (simulator/x.ts:12)');
      }),
    );
    const other = await startGatewayServer({ port: 0, sim });
    const quiet = console.error;
    console.error = () => {};
    try {
      const res = await fetch(`${other.url}/wps/boom`, { headers: H });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ success: false, errorCode: 'unknown.system.err' });
      expect(text).not.toMatch(/ENOENT|secrets|\.ts|readConfig|Error:/);
    } finally {
      console.error = quiet;
      await other.close();
    }
  });

  it('passes POST bodies and headers through: encrypted login then member info', async () => {
    const modulus = await (await fetch(`${gateway.url}/wps/session/key/rsa?t=1`, { headers: H })).text();
    const { encryption, body } = encryptPayload({ username: 'player01', password: 'Player123', type: 'username' }, modulus, makeKey(mulberry32(1)));
    const res = await fetch(`${gateway.url}/wps/session/login`, {
      method: 'POST',
      headers: { ...H, Encryption: encryption, 'X-Digest': body.value, 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(body),
    });
    const { token } = v.parse(loginValue, ((await res.json()) as { value: unknown }).value);
    const info = await fetch(`${gateway.url}/wps/member/info`, { headers: { ...H, Authorization: token } });
    expect(((await info.json()) as { value: { account: string } }).value.account).toBe('player01');
  });

  it('two raw Merchant header lines → 400 function.not.available', async () => {
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${gateway.url}/wps/system/status`, { method: 'GET' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.setHeader('Merchant', ['croupier', 'croupier']);
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ errorCode: 'function.not.available' });
  });

  it("404 JSON for a path nobody serves, the gateway's answer for an unknown call; CORS preflight answered", async () => {
    const res = await fetch(`${gateway.url}/no/such/thing`, { headers: H });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    const call = await fetch(`${gateway.url}/wps/no/such/thing`, { headers: H });
    expect(call.status).toBe(404);
    expect(await call.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const pre = await fetch(`${gateway.url}/wps/session/login`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toContain('Merchant');
  });

  it('closes even while a timeout fault holds a request open', async () => {
    const other = await startGatewayServer({ port: 0, config: { games: 10, faults: { timeoutRate: 1 } } });
    const pending = fetch(`${other.url}/wps/system/status`, { headers: H }).then(
      () => 'answered',
      () => 'failed',
    );
    await new Promise((r) => setTimeout(r, 50));
    await other.close();
    expect(await pending).toBe('failed');
  });
});
