// @vitest-environment node
/**
 * The brand's domains (`GET /wps/system/domainRoute`, W1 getDomainRoute; the answer is designed):
 * the main domain then the mirrors, as the mirror list will show them; a page of another site
 * asking is refused as the live gateway refuses a foreign domain (HTTP 400 request_param_err).
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createGatewayClient } from '../../gateway/client';
import { verifyEffects } from '../../machines/content/verify/verify.effects';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const { call } = useNodeSimulator({ games: 60 });

// The client is made per call: msw's server takes fetch over once it listens.
const client = () => createGatewayClient({ baseUrl: GATEWAY, merchantCode: 'croupier', language: () => 'EN', getToken: () => null, timeoutMs: 2_000 });
const domains = () => toPromise(createActor(verifyEffects(client()).fetchDomainRoutes).start());

describe('GET /wps/system/domainRoute', () => {
  it('lists the main domain, then each mirror once', async () => {
    expect(await domains()).toEqual([
      { domain: 'croupier.test', type: 'MAIN' },
      { domain: 'www.croupier-demo.test', type: 'MIRROR' },
      { domain: 'croupier1.test', type: 'MIRROR' },
      { domain: 'croupier2.test', type: 'MIRROR' },
      { domain: 'm.croupier-demo.test', type: 'MIRROR' },
    ]);
  });

  it("answers a page of the brand's own domains; refuses another site's with HTTP 400 request_param_err", async () => {
    expect((await call('/wps/system/domainRoute', { headers: { Origin: 'https://croupier1.test' } })).status).toBe(200);
    const foreign = await call('/wps/system/domainRoute', { headers: { Origin: 'https://clone.example' } });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
