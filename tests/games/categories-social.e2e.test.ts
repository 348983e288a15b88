/**
 * In real Chromium, simulator mode (Thai, the default language): a classification category's
 * page (video poker) reached from the navigation, with its games and vendors, at a desktop and a
 * phone width; then a social sign-in from the login modal, the simulator playing Google in a real
 * popup, which logs player01 in.
 */
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { clickClosingWindow, screenshot, useSimulatorApp } from '../support/e2e';

const k = textsOf('th');
const app = useSimulatorApp();

describe('categories and social sign-in (simulator mode)', () => {
  it('browses video poker from the navigation, then signs in with Google through the provider popup', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    // The navigation lists the category once the lanes are in (the header and the side menu).
    const navLink = page.locator('a[href="/videoPoker"]').first();
    await navLink.waitFor({ state: 'attached', timeout: 20_000 });
    await page.goto(app.url + '/videoPoker');
    await page.getByRole('heading', { level: 1, name: k('routes.videoPoker') }).waitFor();
    const cards = page.getByTestId('game-card');
    await cards.first().waitFor({ timeout: 15_000 });
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.title()).toContain(k('routes.videoPoker'));
    const vendors = page.getByRole('navigation', { name: k('games.vendorsLabel') }).getByRole('button');
    expect(await vendors.count()).toBeGreaterThan(1);
    // Bingo is offered: the demo brand supports TY (every language of the catalogues).
    expect(await page.locator('a[href="/bingo"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'games-category-video-poker');
    // A phone: the same page opened at 360 px (the side menu is a closed drawer there).
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto(app.url + '/videoPoker');
    await phone.getByTestId('game-card').first().waitFor({ timeout: 15_000 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'games-category-video-poker-360');
    await phone.close();

    // Social sign-in: Google's popup (the simulator's provider page) posts the token back.
    await page.goto(app.url + '/login');
    const dialog = page.getByRole('dialog', { name: k('login.title') });
    const google = dialog.getByRole('button', { name: k('login.social.with', { provider: k('login.social.google') }) });
    await google.waitFor({ timeout: 15_000 });
    await screenshot(page, 'account-login-social');
    const [popup] = await Promise.all([context.waitForEvent('page'), google.click()]);
    await popup.getByRole('button', { name: /Somchai Player/ }).waitFor({ timeout: 15_000 });
    await screenshot(popup, 'account-social-provider-page');
    await clickClosingWindow(popup, popup.getByRole('button', { name: /Somchai Player/ }));
    await expect.poll(() => page.getByTestId('balance').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  }, 120_000);
});
