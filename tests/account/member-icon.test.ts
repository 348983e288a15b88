// @vitest-environment node
/**
 * The member's profile picture (`GET /wps/member/info/icon`, W1 `login.icon`; the answer is
 * designed as one address): a picture on the image CDN, the same for a member on every run, only
 * with a session.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createGatewayClient } from '../../gateway/client';
import { profileEffects } from '../../machines/account/profile/profile.effects';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const { sim } = useNodeSimulator({
  games: 60,
  sessions: [
    { token: 'icon-player01', account: 'player01' },
    { token: 'icon-agent01', account: 'agent01' },
  ],
});

const icon = (token: string | null) =>
  toPromise(
    createActor(
      profileEffects(createGatewayClient({ baseUrl: GATEWAY, merchantCode: 'croupier', language: () => 'EN', getToken: () => token, timeoutMs: 2_000 }))
        .fetchMemberIcon,
    ).start(),
  );

describe('GET /wps/member/info/icon', () => {
  it("answers the member's picture on the image CDN, the same after a reset", async () => {
    const mine = await icon('icon-player01');
    expect(mine).toMatch(/^\/sim\/cdn\/TCG_PROD_IMAGES\/AVATAR\/avatar-\d{2}\.png$/);
    expect(await (await fetch(GATEWAY + mine!)).text()).toMatch(/^<svg /);
    sim.reset();
    expect(await icon('icon-player01')).toBe(mine);
    expect(await icon('icon-agent01')).toMatch(/^\/sim\/cdn\//);
  });

  it('needs a session', async () => {
    await expect(icon(null)).rejects.toMatchObject({ kind: 'session' });
  });
});
