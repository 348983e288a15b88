/**
 * The typed client against the simulator: headers, the envelope, encryption, and every way a
 * call can fail becoming one GatewayError with the spec's message key.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGatewayClient, SYSTEM_STATUS_ROUTE, type GatewayClientOptions } from '../../gateway/client';
import { endpoints } from '../../gateway/endpoint-table';
import { GatewayError, maintenanceWindow } from '../../gateway/errors';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const { sim, server } = useNodeSimulator({ seed: 7 });

afterEach(() => server.resetHandlers());

function client(over: Partial<GatewayClientOptions> = {}) {
  let token: string | null = null;
  const onSessionExpired = vi.fn();
  const c = createGatewayClient({
    baseUrl: GATEWAY,
    merchantCode: 'croupier',
    language: () => 'EN',
    getToken: () => token,
    onSessionExpired,
    timeoutMs: 300,
    ...over,
  });
  return { c, onSessionExpired, setToken: (t: string | null) => (token = t) };
}

async function failure(p: Promise<unknown>): Promise<GatewayError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(GatewayError);
    return e as GatewayError;
  }
  throw new Error('expected the call to fail');
}

describe('gateway client', () => {
  it('sends the provider headers and parses the status envelope', async () => {
    const seen: Record<string, string | null> = {};
    server.events.on('request:start', ({ request }) => {
      if (!request.url.includes('/wps/system/status')) return;
      for (const h of ['merchant', 'language', 'device', 'x-gateway-version', 'authorization']) seen[h] = request.headers.get(h);
    });
    const { c, setToken } = client();
    setToken('raw-token-value');
    const status = await c.call('systemStatus');
    expect(status.regionRestriction).toBe(false);
    expect(status.info?.imageCDNs.length).toBeGreaterThan(0);
    expect(seen).toEqual({ merchant: 'croupier', language: 'EN', device: 'web', 'x-gateway-version': '3', authorization: 'raw-token-value' });
    server.events.removeAllListeners();
  });

  it('logs in with an encrypted payload that the simulator decrypts, then reads member info with the raw token', async () => {
    const { c, setToken } = client();
    const login = await c.call('login', { username: 'player01', password: 'Player123', type: 'username' });
    expect(login.token).toMatch(/.+/);
    setToken(login.token);
    const info = await c.call('memberInfo');
    expect(info.account).toBe('player01');
    const balance = await c.call('balance', { typeId: 0 });
    expect(balance.currencySymbol).toBe('฿');
  });

  it('decodes the DES-wrapped customer-service paths of the status', async () => {
    const { c } = client();
    const status = await c.systemStatus();
    const cs = status.info?.customerService[0];
    expect(cs?.path).toMatch(/\/sim\/cs/);
  });

  it('maps a business failure to its catalogue message', async () => {
    const { c } = client();
    const e = await failure(c.call('login', { username: 'player01', password: 'nope', type: 'username' }));
    expect(e.kind).toBe('business');
    expect(e.code).toBe('login.cred.err');
    expect(e.messageKey).toBe('errors.wrongCredentials');
  });

  it('treats HTTP 401 as the end of the session and reports it once', async () => {
    const { c, setToken, onSessionExpired } = client();
    setToken('a-token-the-simulator-never-issued');
    const e = await failure(c.call('memberInfo'));
    expect(e.kind).toBe('session');
    expect(e.status).toBe(401);
    expect(e.messageKey).toBe('errors.notLoggedIn');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session on user.or.token.invalid as on the other session codes (N1), with the session message', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/member/info`, () => HttpResponse.json({ success: false, errorCode: 'user.or.token.invalid', message: 'Login failed' })),
    );
    const { c, setToken, onSessionExpired } = client();
    setToken('a-token');
    const e = await failure(c.call('memberInfo'));
    expect(e.kind).toBe('session');
    expect(e.code).toBe('user.or.token.invalid');
    expect(e.messageKey).toBe('errors.loggedInElsewhere');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('says Chinese as the gateway spells it: Language ZH, and ZH in the language parameters', async () => {
    const seen: { language: string | null; lang: string | null }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/system/helpCenter'))
        seen.push({ language: request.headers.get('language'), lang: new URL(request.url).searchParams.get('lang') });
    });
    const { c } = client({ language: () => 'CN' });
    expect(c.options.language()).toBe('ZH');
    await c.call('helpCenter', { lang: c.options.language(), device: 'WEB' });
    expect(seen).toEqual([{ language: 'ZH', lang: 'ZH' }]);
    // The other codes go as they are.
    expect(client({ language: () => 'TH' }).c.options.language()).toBe('TH');
    server.events.removeAllListeners();
  });

  it('keeps the maintenance window a refusal carries, whatever its code, for the launcher to read (N1 showMaintenanceError)', async () => {
    const window = { content: { data: { maintainTime: 1_795_300_000_000, endTime: 1_795_312_800_000 } } };
    server.use(
      http.get(`${GATEWAY}/wps/member/info`, () =>
        HttpResponse.json({ success: false, errorCode: 'some.provider.code', message: 'Under maintenance', value: window }),
      ),
    );
    const { c, setToken } = client();
    setToken('a-token');
    const e = await failure(c.call('memberInfo'));
    expect(maintenanceWindow(e.toJSON().detail)).toEqual({ start: 1_795_300_000_000, end: 1_795_312_800_000 });
    expect(maintenanceWindow({ content: { data: {} } })).toBeNull();
  });

  it('fails a token call without a token locally, without a request', async () => {
    const { c, onSessionExpired } = client();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const e = await failure(c.call('balance'));
    expect(e.kind).toBe('session');
    expect(requests).toEqual([]);
    expect(onSessionExpired).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('maps HTTP 504 to "page too slow"', async () => {
    sim.configure({ faults: { errorRate: 1, httpStatus: 504 } });
    const e = await failure(client().c.call('systemStatus'));
    expect(e.kind).toBe('timeout');
    expect(e.messageKey).toBe('errors.timeout');
  });

  it('times out a call that never answers', async () => {
    sim.configure({ faults: { timeoutRate: 1 } });
    const e = await failure(client({ timeoutMs: 100 }).c.call('systemStatus'));
    expect(e.kind).toBe('timeout');
    expect(e.messageKey).toBe('errors.timeout');
  });

  it('maps a network failure to "network link abnormal"', async () => {
    server.use(http.get('*/wps/system/status', () => HttpResponse.error()));
    const e = await failure(client().c.call('systemStatus'));
    expect(e.kind).toBe('network');
    expect(e.messageKey).toBe('errors.network');
  });

  it.each(['garbage', 'truncated', 'html'] as const)('turns a malformed answer (%s) into an error, never a crash', async (kind) => {
    sim.configure({ faults: { malformedRate: 1, malformedKind: kind } });
    const e = await failure(client().c.call('systemStatus'));
    expect(e.kind).toBe('malformed');
    expect(e.messageKey).toBe('errors.unknown');
  });

  it('rejects a value that breaks the contract', async () => {
    server.use(http.get('*/wps/member/info', () => HttpResponse.json({ success: true, value: { id: 1 } })));
    const { c, setToken } = client();
    setToken('t');
    const e = await failure(c.call('memberInfo'));
    expect(e.kind).toBe('malformed');
    expect(e.code).toBe('malformed.value');
  });

  it('maps an injected server error code with HTTP 500', async () => {
    sim.configure({ faults: { errorRate: 1, httpStatus: 500, errorCode: 'unknown.system.err' } });
    const e = await failure(client().c.call('systemStatus'));
    expect(e.code).toBe('unknown.system.err');
    // Our own translated "system error", never the server's English words.
    expect(e.messageKey).toBe('errors.systemError');
  });

  it('reports "NO RSA KEY" when the key endpoint answers nothing usable', async () => {
    server.use(http.get('*/wps/session/key/rsa', () => new HttpResponse('', { status: 200 })));
    const e = await failure(client().c.call('login', { username: 'a', password: 'b', type: 'username' }));
    expect(e.code).toBe('no.rsa.key');
  });
  describe('the system status before the endpoint table (boot)', () => {
    const statusRequests = () => {
      const urls: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.includes('/wps/system/status')) urls.push(request.url);
      });
      return urls;
    };
    afterEach(() => server.events.removeAllListeners());

    it('sends the status by the same route as the endpoint table says', () => {
      const def = endpoints.systemStatus;
      expect(SYSTEM_STATUS_ROUTE).toEqual({ path: def.path, method: def.method, token: def.token, encrypt: def.encrypt, body: def.body, answer: def.answer });
    });

    it('prefetches the status once, as the client is created, and the first status call takes it', async () => {
      const urls = statusRequests();
      const { c } = client({ prefetchStatus: true });
      await vi.waitFor(() => expect(urls).toHaveLength(1));
      const status = await c.systemStatus();
      expect(status.info?.customerService[0]?.path).toMatch(/\/sim\/cs/);
      expect(urls).toHaveLength(1);
      // A retry (the bootstrap's) asks again.
      await c.systemStatus();
      expect(urls).toHaveLength(2);
    });

    it('reports a prefetched status that failed to the first call, and the retry succeeds', async () => {
      server.use(http.get('*/wps/system/status', () => HttpResponse.error(), { once: true }));
      const { c } = client({ prefetchStatus: true });
      const e = await failure(c.systemStatus());
      expect(e.kind).toBe('network');
      expect(e.messageKey).toBe('errors.network');
      const status = await c.systemStatus();
      expect(status.maintenance).toBe(false);
    });

    it('reads a prefetched answer by the envelope rules (maintenance, malformed)', async () => {
      sim.configure({ faults: { malformedRate: 1, malformedKind: 'html' } });
      const e = await failure(client({ prefetchStatus: true }).c.systemStatus());
      expect(e.kind).toBe('malformed');
    });

    it('sends nothing ahead without the option', async () => {
      const urls = statusRequests();
      client();
      await new Promise((r) => setTimeout(r, 50));
      expect(urls).toHaveLength(0);
    });
  });
});
