// @vitest-environment jsdom
/**
 * Security of what a launch opens: the launch URL goes through the URL policy, the game
 * frame is sandboxed with the least it needs and never with our origin for a page on our origin,
 * and the simulator's demo game page escapes everything it interpolates (a crafted game icon could
 * otherwise read the parent's session token).
 */
import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { frameSandbox, SIM_GAME_PAGE } from '../../app/components/frame-sandbox';
import type { GatewayClient } from '../../gateway/client';
import { launcherEffects } from '../../machines/games/launcher/launcher.effects';
import type { LaunchInput } from '../../machines/games/launcher/launcher.types';
import { gamePageHtml } from '../../simulator/games/play-page';
import type { GameRow } from '../../simulator/games/game-index';

const input: LaunchInput = {
  game: { nodeId: '1', gameId: 'g', gameCode: 'c', gameType: 'RNG', vendor: 'PG' },
  accountType: 1,
  loggedIn: true,
  language: 'EN',
};

async function launchWith(gameUrl: string) {
  const client = { call: async () => ({ content: { game_url: gameUrl } }) } as unknown as GatewayClient;
  return toPromise(createActor(launcherEffects(client).launchGame, { input }).start());
}

describe('the game frame', () => {
  it.each([
    'javascript:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    'vbscript:msgbox(1)',
  ])('refuses the launch URL %j as a malformed answer', async (url) => {
    await expect(launchWith(url)).rejects.toMatchObject({ kind: 'malformed', messageKey: 'errors.unknown' });
  });

  it('opens http(s) addresses and paths on this site', async () => {
    await expect(launchWith('https://games.vendor.example/play?t=1')).resolves.toBe('https://games.vendor.example/play?t=1');
    await expect(launchWith('/sim/game/1?session=abc')).resolves.toBe('/sim/game/1?session=abc');
  });

  it('sandboxes a vendor page with its own origin, and a page on ours without it', () => {
    const vendor = frameSandbox('https://games.vendor.example/play').split(' ');
    expect(vendor).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-forms']));
    for (const never of ['allow-top-navigation', 'allow-top-navigation-by-user-activation', 'allow-modals', 'allow-downloads'])
      expect(vendor).not.toContain(never);
    expect(frameSandbox('/somewhere').split(' ')).not.toContain('allow-same-origin');
    expect(frameSandbox(`${window.location.origin}/x`).split(' ')).not.toContain('allow-same-origin');
    expect(frameSandbox('/sim/game/1?session=a', true).split(' ')).toContain('allow-same-origin');
    expect(frameSandbox('http://[bad').split(' ')).not.toContain('allow-same-origin');
  });

  it("trusts the simulator's game page directly and behind either of its launch CDNs, nothing else on our origin", () => {
    for (const url of ['/sim/game/1?session=a', '/sim/cdn/sim/game/1?session=a', '/sim/edge/sim/cdn/sim/game/1?session=a'])
      expect(SIM_GAME_PAGE.test(url)).toBe(true);
    for (const url of ['/sim/edge/sim/game/1', '/evil/sim/cdn/sim/game/1', '/sim/cdn/sim/game/1/../../x/y']) expect(SIM_GAME_PAGE.test(url)).toBe(false);
  });
});

describe("the simulator's demo game page", () => {
  const game = (over: Partial<GameRow>) => ({ nodeId: 1, gameName: 'Fortune', iconUrl: '/sim/cdn/games/1.svg', vassalage: 'PG', ...over }) as GameRow;
  const page = (over: Partial<GameRow>, vendorName = 'PG Soft') =>
    new DOMParser().parseFromString(gamePageHtml({ game: game(over), vendorName, accountType: 1, balance: 10, symbol: '฿' }), 'text/html');

  it('escapes a crafted icon, name and vendor so that nothing runs', () => {
    const doc = page({ iconUrl: 'x" onerror="parent.stolen=sessionStorage.token', gameName: '<img src=x onerror=alert(1)>' }, '<script>alert(2)</script>');
    expect(doc.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(doc.querySelectorAll('script:not(#sim-game-config)')).toHaveLength(1); // the page's own script only
    expect(doc.getElementById('game-name')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(doc.getElementById('vendor-name')!.textContent).toBe('<script>alert(2)</script>');
  });

  it('shows an http(s) or site icon, and none for another scheme', () => {
    expect(page({}).querySelector('header img')?.getAttribute('src')).toBe('/sim/cdn/games/1.svg');
    expect(page({ iconUrl: 'javascript:alert(1)' }).querySelector('header img')).toBeNull();
    expect(page({ iconUrl: '//evil.example/i.png' }).querySelector('header img')).toBeNull();
  });
});
