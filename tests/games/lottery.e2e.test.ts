/**
 * The lottery pages in real Chromium, simulator mode, Thai (the default language): a visitor sent
 * to /lottery logs in and comes back; player01 sees the lottery menus, the recently played
 * lotteries and the latest results, keeps a lottery among the favourites, launches a lottery in
 * the game window (the simulator's game page in the popup's iframe); axe finds nothing serious
 * at 1920 and at 360 px; the VN lottery shows its own menu and draws; the seamless game page
 * plays a linked game inside the page.
 */
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { expectAccessible } from '../support/a11y';
import { go, logIn, screenshot, settle, useSimulatorApp } from '../support/e2e';

const k = textsOf('th');
const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });

describe('the lottery pages (simulator mode)', () => {
  it('player01 opens /lottery: menus, recent games and results; favourites one; plays one in the game window', async () => {
    const { page } = await app.newPage();
    await page.goto(app.url + '/lottery');
    // Login required: the login opens, and the page comes back after it.
    await page.getByRole('dialog', { name: k('login.title') }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await logIn(page, k);
    await page.getByRole('heading', { level: 1, name: k('routes.lottery') }).waitFor({ timeout: 15_000 });

    const menus = page.getByRole('region', { name: k('lottery.menus') });
    const recent = page.getByRole('region', { name: k('lottery.recent') });
    const results = page.getByRole('region', { name: k('lottery.results') });
    await menus.getByTestId('lottery-game').first().waitFor({ timeout: 15_000 });
    expect(await menus.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(3);
    // player01's history played four of the platform's lotteries; the latest draws show their balls.
    await expect.poll(() => recent.getByTestId('lottery-game').count(), { timeout: 10_000 }).toBe(4);
    await expect.poll(() => results.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(5);
    expect(await results.getByRole('listitem').first().textContent()).toMatch(/\d/);

    // A heart keeps the first lottery among the favourites.
    const first = menus.getByTestId('lottery-game').first();
    const name = ((await first.getByRole('button').first().getAttribute('title')) ?? '').replace(k('lottery.play', { name: '' }), '').trim();
    const heart = first.getByRole('button', { name: k('games.favouriteLabel', { name }) });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const favourites = page.getByRole('region', { name: k('lottery.favourites') });
    await favourites.getByRole('button', { name, exact: true }).waitFor();

    await settle(page);
    await expectAccessible(page, 'lottery page 1920');
    await screenshot(page, 'lottery-1920');

    // It launches in the game window at its betting view.
    await favourites.getByRole('button', { name, exact: true }).click();
    const popup = page.getByRole('dialog', { name });
    await popup.waitFor({ timeout: 15_000 });
    expect(await popup.locator('iframe').getAttribute('src')).toContain('/sim/game/');
    await popup.frameLocator('iframe').getByRole('button').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'lottery-playing');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    // Back on the page, the lottery just played comes first among the recent ones.
    await expect.poll(async () => (await recent.getByTestId('lottery-game').first().textContent())?.includes(name), { timeout: 10_000 }).toBe(true);

    // 360 px.
    await page.setViewportSize({ width: 360, height: 800 });
    await settle(page);
    await expectAccessible(page, 'lottery page 360');
    await screenshot(page, 'lottery-360');

    // The VN lottery: its regions' menu and draws.
    await go(page, '/vnLottery');
    await page.getByRole('heading', { level: 1, name: k('routes.vnLottery') }).waitFor();
    await page
      .getByRole('region', { name: k('lottery.menus') })
      .getByTestId('lottery-game')
      .first()
      .waitFor({ timeout: 15_000 });
    await expect
      .poll(
        () =>
          page
            .getByRole('region', { name: k('lottery.results') })
            .getByRole('listitem')
            .count(),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(5);
    await settle(page);
    await screenshot(page, 'lottery-vn-360');

    // The seamless game page plays a linked game inside the page, no side menu, no popup.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await go(page, '/seamless?vendor=PG&gameType=RNG&name=PG%20Soft');
    const frame = page.locator('main iframe[title="PG Soft"]');
    await frame.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('complementary').count()).toBe(0);
    await page.frameLocator('main iframe').getByRole('button').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'seamless-1920');
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'seamless-360');
  });
});
