// @vitest-environment node
/**
 * Gateway profiles: the build of the provider's gateway an operator names in config.json decides
 * how the calls that builds spell differently are sent, and whether encrypted calls carry
 * X-Digest (the live build's login refuses them without it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../gateway/client';
import { encryptPayload, makeKey } from '../../gateway/codec';
import { DEFAULT_GATEWAY_PROFILE, GATEWAY_PROFILES, profilePath, type GatewayProfileId } from '../../gateway/profile';
import { normaliseConfig } from '../../gateway/shell/config';
import { SIM_RSA_MODULUS_HEX } from '../../simulator/keys';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const { sim } = useNodeSimulator({ games: 20 });

describe('profilePath', () => {
  const entry = { path: '/wps/relay/CSP_getInbox', variants: { live: '/wps/relay/EMFE_getInbox' } };
  it("takes the build's own spelling where the entry has one, else the entry's path", () => {
    expect(profilePath(entry, 'tcg-w1')).toBe('/wps/relay/CSP_getInbox');
    expect(profilePath(entry, 'tcg-w2')).toBe('/wps/relay/CSP_getInbox');
    expect(profilePath(entry, 'tcg-live')).toBe('/wps/relay/EMFE_getInbox');
    expect(profilePath({ path: '/wps/member/info' }, 'tcg-live')).toBe('/wps/member/info');
    const relay = { path: '/wps/relay/MCS2_getPointBalance', variants: { w2: '/wps/relay/MCSFE_getPointBalance' } };
    expect(profilePath(relay, 'tcg-w1')).toBe('/wps/relay/MCS2_getPointBalance');
    expect(profilePath(relay, 'tcg-w2')).toBe('/wps/relay/MCSFE_getPointBalance');
    expect(profilePath(relay, 'tcg-live')).toBe('/wps/relay/MCSFE_getPointBalance');
  });
});

describe('config.json', () => {
  it('names the profile, the newest evidenced build when it does not, or names one we do not know', () => {
    expect(normaliseConfig({ gatewayProfile: 'tcg-w1' }).gatewayProfile).toBe('tcg-w1');
    expect(normaliseConfig({}).gatewayProfile).toBe(DEFAULT_GATEWAY_PROFILE);
    expect(normaliseConfig({ gatewayProfile: 'tcg-v9' }).gatewayProfile).toBe(DEFAULT_GATEWAY_PROFILE);
    expect(DEFAULT_GATEWAY_PROFILE).toBe('tcg-live');
  });
});

describe('encrypted calls on each build', () => {
  async function loginHeaders(profile: GatewayProfileId) {
    sim.configure({ gatewayProfile: profile });
    const sent: { headers: Headers; body: string }[] = [];
    const client = createGatewayClient({
      baseUrl: GATEWAY,
      merchantCode: 'croupier',
      language: () => 'EN',
      getToken: () => null,
      profile,
      fetch: (input, init) => {
        if (String(input).includes('/wps/session/login')) sent.push({ headers: new Headers(init?.headers), body: String(init?.body) });
        return fetch(input, init);
      },
    });
    await client.call('login', { username: 'player01', password: 'Player123', type: 'username' });
    return sent[0]!;
  }

  it('sends X-Digest, the DES ciphertext of the body, on the live build', async () => {
    const { headers, body } = await loginHeaders('tcg-live');
    expect(GATEWAY_PROFILES['tcg-live'].digest).toBe(true);
    expect(headers.get('X-Digest')).toBe((JSON.parse(body) as { value: string }).value);
    expect(headers.get('Encryption')).toMatch(/^[0-9a-f]+$/);
  });

  it('sends no X-Digest to the builds whose clients send none', async () => {
    for (const profile of ['tcg-w1', 'tcg-w2'] as const) {
      const { headers } = await loginHeaders(profile);
      expect(headers.has('X-Digest'), profile).toBe(false);
      expect(headers.has('Encryption'), profile).toBe(true);
    }
  });
});

describe('the simulator plays the configured build', () => {
  const P1 = 'profile-player01';
  const ask = (path: string) => fetch(`${GATEWAY}${path}`, { headers: { Merchant: 'croupier', Authorization: P1 } });
  beforeEach(() => sim.configure({ sessions: [{ token: P1, account: 'player01' }] }));

  it("answers a call on its build's spelling only", async () => {
    sim.configure({ gatewayProfile: 'tcg-w1' });
    expect((await ask('/wps/relay/MCS2_getPointBalance')).status).toBe(200);
    expect((await ask('/wps/relay/MCSFE_getPointBalance')).status).toBe(404);
    expect((await ask('/wps/relay/CSP_unreadCount')).status).toBe(200);

    sim.configure({ gatewayProfile: 'tcg-w2' });
    expect((await ask('/wps/relay/MCS2_getPointBalance')).status).toBe(404);
    expect((await ask('/wps/relay/MCSFE_getPointBalance')).status).toBe(200);
    expect((await ask('/wps/relay/EMFE_getInboxUnreadCount')).status).toBe(404);

    sim.configure({ gatewayProfile: 'tcg-live' });
    expect((await ask('/wps/relay/MCSFE_getPointBalance')).status).toBe(200);
    expect((await ask('/wps/relay/EMFE_getInboxUnreadCount')).status).toBe(200);
    expect((await ask('/wps/relay/CSP_unreadCount')).status).toBe(404);
  });

  it('refuses an encrypted call without X-Digest on the live build, as its login did (G5)', async () => {
    sim.configure({ gatewayProfile: 'tcg-live' });
    const { encryption, body } = encryptPayload(
      { username: 'player01', password: 'Player123', type: 'username', captcha: '' },
      SIM_RSA_MODULUS_HEX,
      makeKey(() => 0.5),
    );
    const send = (headers: Record<string, string>) =>
      fetch(`${GATEWAY}/wps/session/login`, {
        method: 'POST',
        headers: { Merchant: 'croupier', 'Content-Type': 'application/json', Encryption: encryption, ...headers },
        body: JSON.stringify(body),
      });
    const without = await send({});
    expect(without.status).toBe(400);
    expect(((await without.json()) as { errorCode: string }).errorCode).toBe('request_body_required');
    expect((await send({ 'X-Digest': 'not-the-ciphertext' })).status).toBe(400);
    expect((await send({ 'X-Digest': body.value })).status).toBe(200);
    sim.configure({ gatewayProfile: 'tcg-w1' });
    expect((await send({})).status).toBe(200);
  });
});
