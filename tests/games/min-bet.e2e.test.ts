/**
 * In real Chromium, simulator mode (Thai, the default language): the slot lobby's minimum-bet
 * hints switched on from the keyboard, the list read again with both, at 1920 px and 360 px.
 */
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { screenshot, useSimulatorApp } from '../support/e2e';

const k = textsOf('th');
const app = useSimulatorApp();

describe('the minimum-bet hints (simulator mode)', () => {
  it('switches both hints with the keyboard and lists only games that meet them', async () => {
    const { context, page } = await app.newPage();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(app.url + '/rng');
    const cards = page.getByTestId('game-card');
    await cards.first().waitFor({ timeout: 20_000 });
    const hints = page.getByRole('group', { name: k('games.hints.label') });
    const lines = hints.getByRole('button', { name: k('games.hints.minLines', { lines: '25' }) });
    const stake = hints.getByRole('button').first();
    const ids = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')).join(','));
    const before = await ids();
    const answers: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('GCSGAME_gameList')) answers.push(new URL(r.url()));
    });
    await stake.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => stake.getAttribute('aria-pressed')).toBe('true');
    await lines.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => lines.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => answers.some((u) => u.searchParams.get('minBet') === '1' && u.searchParams.get('minLineNum') === '25')).toBe(true);
    await expect.poll(ids, { timeout: 15_000 }).not.toBe(before);
    await screenshot(page, 'games-lobby-min-bet-1920');

    const phone = await context.newPage();
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto(app.url + '/rng');
    await phone.getByTestId('game-card').first().waitFor({ timeout: 15_000 });
    const phoneStake = phone
      .getByRole('group', { name: k('games.hints.label') })
      .getByRole('button')
      .first();
    await phoneStake.click();
    await expect.poll(() => phoneStake.getAttribute('aria-pressed')).toBe('true');
    await phone.getByTestId('game-card').first().waitFor({ timeout: 15_000 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'games-lobby-min-bet-360');
    await context.close();
  }, 90_000);
});
