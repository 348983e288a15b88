// @vitest-environment node
/**
 * The simulator's router (simulator/kernel/router.ts) answers every request exactly as msw answers it
 * from the whole handler list: the same handler, so the same status and body, for each handler's
 * path, under a prefix (msw's leading `*` takes one), in another case, with a trailing slash, with
 * the wrong method, and for paths nobody handles. Two simulators of one seed take the same
 * requests in the same order, one through each.
 */
import { getResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator';
import { createNodeSimulator } from '../../simulator/node';
import { routed } from '../../simulator/kernel/router';

const TOKEN = 'routing-token-1';
const config = { games: 30, sessions: [{ token: TOKEN, account: 'player01' }] };

/** A concrete path for a handler's pattern: parameters and wildcards filled in. */
function concrete(path: string): string {
  return path
    .replace(/^\*/, '')
    .replace(/:(\w+)/g, 'p-$1')
    .replace(/\*/g, 'games/10001.png');
}

function requestsFor(handlers: readonly HttpHandler[]): Request[] {
  const out: Request[] = [];
  const headers = { Merchant: 'croupier', Language: 'EN', Device: 'web', 'X-Gateway-Version': '3', Authorization: TOKEN };
  for (const h of handlers) {
    const { method, path } = h.info;
    if (typeof path !== 'string' || typeof method !== 'string') continue;
    const p = concrete(path);
    const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
    const init = (m: string) => ({ method: m, headers, body: m === 'GET' ? undefined : body });
    out.push(new Request(`http://gw.test${p}?pageNo=1&pageSize=5`, init(method)));
    out.push(new Request(`http://gw.test/prefix${p}`, init(method)));
    out.push(new Request(`http://gw.test${p.toUpperCase()}/`, init(method)));
    out.push(new Request(`http://gw.test${p}`, init(method === 'GET' ? 'POST' : 'GET')));
    out.push(new Request(`http://gw.test${p}x`, init(method)));
  }
  out.push(new Request('http://gw.test/assets/index-abc.js'), new Request('http://gw.test/'), new Request('http://gw.test/sim/cdn/sim/game/10001'));
  return out;
}

async function outcome(handlers: HttpHandler[], request: Request): Promise<string> {
  const res = await getResponse(handlers, request);
  if (!res) return 'unhandled';
  return `${res.status} ${res.headers.get('content-type')} ${(await res.text()).slice(0, 300)}`;
}

describe('the simulator router', () => {
  it('answers each request as the whole handler list does', async () => {
    const plain = createSimulator(config);
    const viaRouter = createSimulator(config);
    const router = [routed(viaRouter.handlers)];
    const requests = requestsFor(plain.handlers);
    expect(requests.length).toBeGreaterThan(500);
    let handled = 0;
    for (const request of requests) {
      const want = await outcome(plain.handlers, request.clone());
      const got = await outcome(router, request.clone());
      expect(got, `${request.method} ${request.url}`).toBe(want);
      if (want !== 'unhandled') handled++;
    }
    // Most of them reach a handler (an answer, an error or a 404 page), so this compares answers.
    expect(handled).toBeGreaterThan(requests.length / 2);
  });

  it('leaves a request no handler takes unhandled, so the tests still hear of it', async () => {
    const { server } = createNodeSimulator(config);
    const unhandled: string[] = [];
    server.listen({ onUnhandledRequest: (request) => void unhandled.push(new URL(request.url).pathname) });
    try {
      const status = await fetch('http://gw.test/wps/system/status', { headers: { Merchant: 'croupier', 'X-Gateway-Version': '3' } });
      expect(status.status).toBeLessThan(500);
      // Unhandled, it goes to the network, where gw.test does not exist.
      await fetch('http://gw.test/no/such/page').catch(() => undefined);
      expect(unhandled).toEqual(['/no/such/page']);
      // A gateway path is the gateway's: answered as it answers a call it does not serve.
      const unknown = await fetch('http://gw.test/wps/no/such/call', { headers: { Merchant: 'croupier' } });
      expect(unknown.status).toBe(404);
      const wrongMethod = await fetch('http://gw.test/wps/system/status', { method: 'PATCH', headers: { Merchant: 'croupier' } });
      expect(wrongMethod.status).toBe(405);
      expect(unhandled).toEqual(['/no/such/page']);
    } finally {
      server.close();
    }
  });
});
