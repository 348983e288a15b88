/**
 * The games capability in real Chromium, simulator mode: browse a lobby (/rng), search by name,
 * filter Hot, log in, favourite a game and find it under Favourite, launch it and play the
 * simulator's demo page inside the popup iframe, close it, and find it under Recent. Visible
 * texts come from the catalogues (Thai, the default language).
 *
 * The simulator keeps its data in the page (msw) and saves its run for the tab, so a reload keeps
 * the favourite, the recent game and the balance; "Reset simulator" starts again from the seed.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { closePopupsByDefault, go, headerLogin, logIn, screenshot, settle, simulatorSaved, useSimulatorApp } from '../support/e2e';
import { expectAccessible } from '../support/a11y';

const k = textsOf('th');

const app = useSimulatorApp();

const cards = (page: Page) => page.getByTestId('game-card');
/** The card's own launch button carries the game's name. */
const nameOf = async (card: Locator) => ((await card.locator('button[title]').textContent()) ?? '').trim();
const filter = (page: Page, key: string) => page.getByRole('group', { name: k('games.filtersLabel') }).getByRole('button', { name: k(key) });

describe('games (simulator mode)', () => {
  it('browses /rng, searches, filters Hot, favourites, plays in the popup and finds the game under Recent', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/rng');
    await page.getByRole('heading', { level: 1, name: k('routes.rng') }).waitFor();
    await cards(page).first().waitFor({ timeout: 15_000 });
    expect(await cards(page).count()).toBeGreaterThan(1);
    expect(await cards(page).count()).toBeLessThanOrEqual(18);
    await screenshot(page, 'games-lobby-rng');

    // Search by a game's name: the list narrows to games of that name.
    const wanted = await nameOf(cards(page).nth(2));
    await page.getByRole('searchbox', { name: k('games.searchLabel') }).fill(`  ${wanted} `);
    await expect
      .poll(async () => (await cards(page).allTextContents()).every((t) => t.toLowerCase().includes(wanted.toLowerCase())), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByRole('searchbox', { name: k('games.searchLabel') }).inputValue()).toBe(`  ${wanted} `);
    await screenshot(page, 'games-lobby-search');
    await page.getByRole('searchbox', { name: k('games.searchLabel') }).fill('');

    // Hot.
    await filter(page, 'games.filters.hot').click();
    await expect.poll(() => filter(page, 'games.filters.hot').getAttribute('aria-pressed')).toBe('true');
    await cards(page).first().waitFor();
    await expect.poll(() => cards(page).first().getByText(k('games.hot'), { exact: true }).count()).toBe(1);
    await screenshot(page, 'games-lobby-hot');

    // Log in and favourite the first game of the list.
    await filter(page, 'games.filters.all').click();
    await logIn(page, k);
    await expect.poll(() => filter(page, 'games.filters.all').getAttribute('aria-pressed')).toBe('true');
    const card = cards(page).first();
    await card.waitFor();
    const game = await nameOf(card);
    const heart = card.getByRole('button', { name: k('games.favouriteLabel', { name: game }) });
    if ((await heart.getAttribute('aria-pressed')) === 'true') await heart.click(); // start from "not a favourite"
    await expect.poll(() => heart.getAttribute('aria-busy')).toBeNull();
    // The toggle is throttled to one a second: a click while it cools down changes nothing, so the
    // heart is clicked until a click is taken.
    const pressed = async () => {
      if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
      return heart.getAttribute('aria-pressed');
    };
    await expect.poll(pressed, { timeout: 10_000, interval: 250 }).toBe('true');
    await expect.poll(() => heart.getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();

    // It is listed under Favourite.
    await filter(page, 'games.filters.favourite').click();
    await expect.poll(() => filter(page, 'games.filters.favourite').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: game, exact: true }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'games-lobby-favourite');

    // Launch it: the demo game page shows inside the popup's iframe; spin once and close.
    await page.getByRole('button', { name: game, exact: true }).click();
    const popup = page.getByRole('dialog', { name: game });
    await popup.waitFor({ timeout: 15_000 });
    const iframe = popup.locator('iframe');
    expect(await iframe.getAttribute('title')).toBe(game);
    expect(await iframe.getAttribute('src')).toContain('/sim/game/');
    // Sandboxed: scripts and its own popups, never navigating the app away (frame-security.test.ts).
    expect(await iframe.getAttribute('sandbox')).toContain('allow-scripts');
    expect(await iframe.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: game }).waitFor({ timeout: 15_000 });
    await frame.getByRole('button', { name: /spin/i }).click();
    await expect.poll(async () => ((await frame.locator('#result').textContent()) ?? '').trim(), { timeout: 10_000 }).not.toBe('');
    await screenshot(page, 'games-popup-playing');
    await expectAccessible(page, 'game popup');
    await popup.getByRole('button', { name: k('games.closeGame') }).click();
    await expect.poll(() => page.locator('iframe').count()).toBe(0);

    // The game is the first of Recent, in the lobby filter and on the /recent page.
    await filter(page, 'games.filters.recent').click();
    await expect.poll(() => filter(page, 'games.filters.recent').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => nameOf(cards(page).first()), { timeout: 10_000 }).toBe(game);
    await go(page, '/recent');
    await page.getByRole('heading', { level: 1, name: k('routes.recent') }).waitFor();
    await expect.poll(async () => nameOf(cards(page).first()), { timeout: 10_000 }).toBe(game);
    await screenshot(page, 'games-recent');

    // F5: the simulator's state survives the reload (favourite, recent, the balance after the spin).
    const spentBalance = ((await page.getByTestId('balance').textContent()) ?? '').trim();
    expect(spentBalance).not.toContain('12,345.67');
    // The simulator saves its run every second: reload once the saved run holds the balance after the spin.
    await simulatorSaved(page, String(Number(spentBalance.replace(/[^\d.]/g, ''))));
    await page.reload();
    await expect.poll(async () => ((await page.getByTestId('balance').textContent()) ?? '').trim(), { timeout: 15_000 }).toBe(spentBalance);
    await page.getByRole('heading', { level: 1, name: k('routes.recent') }).waitFor();
    await expect.poll(async () => nameOf(cards(page).first()), { timeout: 10_000 }).toBe(game);
    await go(page, '/favorite');
    await expect.poll(async () => (await cards(page).allTextContents()).some((t) => t.includes(game)), { timeout: 10_000 }).toBe(true);

    // Reset simulator (SIM panel): back to the seed, logged out; the seeded balance again.
    await page.getByRole('button', { name: k('simulator.toggle'), exact: true }).click();
    await page.getByRole('button', { name: k('simulator.reset'), exact: true }).click();
    await page
      .getByRole('group', { name: k('simulator.resetConfirm') })
      .getByRole('button', { name: k('simulator.resetYes'), exact: true })
      .click();
    await headerLogin(page, k).waitFor({ timeout: 15_000 });
    await logIn(page, k);
    await expect.poll(async () => (await page.getByTestId('balance').textContent()) ?? '', { timeout: 10_000 }).toContain('12,345.67');
    await context.close();
  }, 120_000);

  it("keeps a card's buttons off its art on a touch phone, and the Hot badge off the vendor's corner", async () => {
    type Box = { x: number; y: number; width: number; height: number };
    const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    // A 360 px touch phone (no hover): play now and free trial stay visible, under the name.
    const phone = await app.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await closePopupsByDefault(phone);
    const page = await phone.newPage();
    await page.goto(app.url + '/fish');
    const withTrial = cards(page)
      .filter({ has: page.locator('button', { hasText: k('games.freeTrial') }) })
      .first();
    await withTrial.waitFor({ timeout: 20_000 });
    const art = (await withTrial.locator('img, [data-testid=game-fallback]').first().boundingBox())!;
    for (const button of [k('games.playNow'), k('games.freeTrial')]) {
      const box = (await withTrial.locator('button', { hasText: button }).boundingBox())!;
      expect(overlaps(box, art), `${button} covers the game's art`).toBe(false);
    }
    await screenshot(page, 'games-fish-th-360-touch');
    await phone.close();

    // 1920 px: the Hot badge sits beside the favourite button, not in the start corner where a game's art carries its vendor tag.
    const { context, page: wide } = await app.newPage({ width: 1920, height: 1080 });
    await wide.goto(app.url + '/rng');
    await cards(wide).first().waitFor({ timeout: 20_000 });
    await filter(wide, 'games.filters.hot').click();
    const hot = cards(wide).first().getByText(k('games.hot'), { exact: true });
    await hot.waitFor({ timeout: 15_000 });
    const card = (await cards(wide).first().boundingBox())!;
    const badge = (await hot.boundingBox())!;
    const vendorCorner = { x: card.x, y: card.y, width: card.width * 0.4, height: card.width * 0.2 };
    expect(overlaps(badge, vendorCorner)).toBe(false);
    const favourite = (await cards(wide).first().locator('button[aria-pressed]').boundingBox())!;
    expect(overlaps(badge, favourite)).toBe(false);
    await context.close();
  });

  it('the header nav shows a vendor dropdown on hover, large for slots', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    const slots = page
      .getByRole('banner')
      .getByRole('navigation', { name: k('header.gameNav') })
      .getByRole('link', { name: k('routes.rng') });
    await expect.poll(() => slots.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('false');
    await slots.hover();
    const dropdown = page.getByTestId('vendor-dropdown');
    await dropdown.waitFor();
    expect(await slots.getAttribute('aria-expanded')).toBe('true');
    expect(await dropdown.getByRole('button').count()).toBeGreaterThan(10);
    await screenshot(page, 'games-nav-dropdown');
    // Escape closes it and leaves focus on the type.
    await slots.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => dropdown.count()).toBe(0);
    // By keyboard, focus alone does not open it (Tab does not walk every vendor);
    // ArrowDown opens it on its first vendor, and Escape returns to the type.
    await slots.blur();
    await slots.focus();
    expect(await dropdown.count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    await dropdown.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="vendor-dropdown"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dropdown.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    // The nav is one tab stop: ArrowRight moves to the next type (no dropdown opens), Tab leaves it.
    const nav = page.getByRole('banner').getByRole('navigation', { name: k('header.gameNav') });
    const types = await nav.getByRole('link').allTextContents();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(types[types.indexOf(k('routes.rng')) + 1]?.trim());
    expect(await dropdown.count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav') === null)).toBe(true);
    await context.close();
  });

  it('the home page shows banners, the jackpot, the winner board and the game sections', async () => {
    const { context, page } = await app.newPage({ width: 390, height: 844 });
    await page.goto(app.url + '/');
    await page.getByRole('heading', { name: k('home.jackpot') }).waitFor({ timeout: 15_000 });
    await page.getByTestId('banner-carousel').waitFor({ timeout: 15_000 });
    // The ticker starts with the home page (its code loads then): its value appears a moment later.
    await expect.poll(() => page.getByTestId('jackpot').textContent(), { timeout: 10_000 }).toMatch(/\d{3},\d{3},\d{3}\.\d{2}/);
    await page.getByRole('heading', { name: k('home.winners') }).waitFor();
    await page.getByRole('heading', { name: k('games.hotGames') }).waitFor();
    await screenshot(page, 'games-home-phone');
    await context.close();
  });

  it('the home page runs no per-frame script while idle, and stands still for reduced motion', async () => {
    // Every requestAnimationFrame the page asks for, counted from the first script on.
    const countFrames = `window.__frames = 0; const raf = window.requestAnimationFrame.bind(window); window.__raf = raf;
      window.requestAnimationFrame = (cb) => { window.__frames++; return raf(cb); };`;
    const { context, page } = await app.newPage({ width: 1440, height: 900 }, { motion: true });
    await page.addInitScript(countFrames);
    await page.goto(app.url + '/');
    await page.getByRole('heading', { name: k('home.winners') }).waitFor({ timeout: 15_000 });
    const track = page.getByTestId('winner-track');
    await track.waitFor({ timeout: 15_000 });
    // The board scrolls (a CSS animation: the compositor moves it)...
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationName), { timeout: 10_000 }).toMatch(/winner-scroll/);
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    // ...while the page, once settled, asks for no frame: a per-frame loop would ask for one in each
    // of the next 60 frames the browser draws (counted on the browser's own requestAnimationFrame).
    await settle(page);
    const asked = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const w = window as unknown as { __frames: number; __raf: typeof requestAnimationFrame };
          w.__frames = 0;
          let left = 60;
          const tick = () => (--left > 0 ? w.__raf(tick) : done(w.__frames));
          w.__raf(tick);
        }),
    );
    expect(asked).toBeLessThan(10);
    // Hovering the board pauses it.
    await track.locator('xpath=..').hover();
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    await context.close();

    const still = await app.newPage({ width: 1440, height: 900 });
    await still.page.emulateMedia({ reducedMotion: 'reduce' });
    await still.page.goto(app.url + '/');
    const stillTrack = still.page.getByTestId('winner-track');
    // A fresh page boots the in-browser simulator first: on a loaded 2-core CI machine that took over 15 s once.
    await stillTrack.waitFor({ timeout: 30_000 });
    await still.page.getByTestId('banner-carousel').waitFor({ timeout: 15_000 });
    expect(await stillTrack.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // The second copy of the list (there for the loop) is gone; the board scrolls by hand.
    expect(await stillTrack.locator('ul').evaluateAll((uls) => uls.filter((u) => getComputedStyle(u).display !== 'none').length)).toBe(1);
    expect(await still.page.getByTestId('banner-carousel').getAttribute('data-paused')).toBe('true');
    const rails = still.page.locator('[aria-label="' + k('notices.marqueeLabel') + '"] ul');
    for (const rail of await rails.all()) {
      expect(await rail.evaluate((el) => getComputedStyle(el.parentElement!).animationName)).toBe('none');
    }
    await screenshot(still.page, 'games-home-reduced-motion');
    await still.context.close();
  });
});
