// @vitest-environment node
/**
 * The simulator plays the social sign-in providers (simulator/account/social.ts): its sign-in page,
 * and the gateway's login (type firebase) checking the provider's token, through the app's effect.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createGatewayClient } from '../../gateway/client';
import { socialLoginEffects } from '../../machines/account/social-login/social-login.effects';
import { SOCIAL_PROVIDER_ERROR, socialPageHtml, socialToken } from '../../simulator/account/social';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const { sim } = useNodeSimulator({ games: 40 });

describe('the simulated providers', () => {
  // fetch late-bound: the simulator's server takes it over once the file's tests start.
  const client = createGatewayClient({
    baseUrl: GATEWAY,
    merchantCode: 'croupier',
    language: () => 'EN',
    getToken: () => null,
    timeoutMs: 5_000,
    fetch: (url, init) => fetch(url, init),
  });
  const login = (provider: 'facebook' | 'google' | 'line', idToken: string) =>
    toPromise(createActor(socialLoginEffects(client).socialLogin, { input: { provider, idToken } }).start());

  it('the gateway logs in the account the token names, and refuses a forged token and a person with no account', async () => {
    const seed = sim.config.seed;
    const value = await login('line', socialToken(seed, 'line', 'player01'));
    expect(value.userName).toBe('player01');
    expect(value.token.length).toBeGreaterThan(8);
    await expect(login('line', socialToken(seed, 'line', 'stranger'))).rejects.toMatchObject({
      code: 'social.account.unbound',
      messageKey: 'errors.socialAccountUnbound',
    });
    // A token of another provider, or of another seed, is not this one's.
    await expect(login('google', socialToken(seed, 'line', 'player01'))).rejects.toMatchObject({ code: 'social.token.invalid' });
    await expect(login('line', socialToken(seed + 1, 'line', 'player01'))).rejects.toMatchObject({ code: 'social.token.invalid' });
  });

  it('its sign-in page offers each person and a deny, each posting to the origin the app gave', async () => {
    const res = await fetch(`${GATEWAY}/sim/social/facebook?origin=${encodeURIComponent('https://app.example')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Sign in with Facebook');
    expect(html).toContain(socialToken(sim.config.seed, 'facebook', 'player01'));
    expect(html).toContain(SOCIAL_PROVIDER_ERROR);
    expect(html).toContain('"origin":"https://app.example"');
    expect(socialPageHtml(1, 'google', '</script><script>alert(1)</script>')).not.toContain('</script><script>alert(1)');
    expect((await fetch(`${GATEWAY}/sim/social/myspace`)).status).toBe(404);
  });
});
