/**
 * The member centre in real Chromium, simulator mode: a deep link to a centre page while logged
 * out goes to the login and comes back; the betting record browsed to page 3 with a game type
 * and a period; the account record; a wallet transfer in (the page, the account record and the
 * header agreeing); the centre on a 360 px phone (the navigation a sideways tab bar) and on a
 * 1920 px desktop, in Thai (the default) and English. Screenshots in tests/reports/screenshots.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { go, screenshot, submitLoginDialog, useSimulatorApp } from '../support/e2e';
import { expectAccessible } from '../support/a11y';

const th = textsOf('th');
const en = textsOf('en');

const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });

async function open(lang: 'TH' | 'EN', width: number, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await app.newPage({ width, height });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
  return { context, page };
}

const heading = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text });
const rows = (page: Page) => page.locator('tbody tr');

describe('member centre (simulator mode)', () => {
  it('sends a logged-out deep link to the login and back, and browses the betting record to page 3 with a filter', async () => {
    const k = th;
    const { context, page } = await open('TH', 1920, 1080);
    await page.goto(app.url + '/member/personalHistoryCopy');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/login');
    await submitLoginDialog(page);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/member/personalHistoryCopy');
    await heading(page, k('memberPages.personalHistoryCopy')).waitFor();
    await expect.poll(() => page.title()).toContain(k('memberPages.personalHistoryCopy'));

    // 30 days of slots: player01 has thousands of bets, so there are pages to go through.
    await page.getByRole('button', { name: k('range.last30') }).click();
    await page.getByRole('combobox', { name: k('bets.gameType') }).selectOption('RNG');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(20);
    // The filtered period has answered (not the list before the filter): every row a slot, and its totals settled.
    await expect.poll(async () => (await rows(page).allTextContents()).every((t) => t.includes(k('gameTypes.RNG'))), { timeout: 15_000 }).toBe(true);
    const totals = () => page.getByLabel(k('list.totals')).textContent();
    let totalsBefore = await totals();
    await expect
      .poll(
        async () => {
          const now = await totals();
          const same = now === totalsBefore;
          totalsBefore = now;
          return same;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);
    await page.getByRole('button', { name: k('common.page', { page: 2 }) }).click();
    await expect.poll(() => page.getByRole('button', { name: k('common.page', { page: 2 }) }).getAttribute('aria-current'), { timeout: 10_000 }).toBe('page');
    await page.getByRole('button', { name: k('common.page', { page: 3 }) }).click();
    await expect.poll(() => page.getByRole('button', { name: k('common.page', { page: 3 }) }).getAttribute('aria-current'), { timeout: 10_000 }).toBe('page');
    await expect.poll(() => rows(page).count()).toBe(20);
    // Every bet on page 3 is a slot; the period's totals did not change with the page.
    const types = await rows(page).locator('td').nth(1).allTextContents();
    expect(types.every((t) => t.includes(k('gameTypes.RNG')))).toBe(true);
    for (const t of await rows(page).allTextContents()) expect(t).toContain(k('gameTypes.RNG'));
    expect(await page.getByLabel(k('list.totals')).textContent()).toBe(totalsBefore);
    expect(await page.getByRole('combobox', { name: k('bets.gameType') }).inputValue()).toBe('RNG');

    // A bet's details.
    await rows(page)
      .first()
      .getByRole('button', { name: k('list.details') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(k('bets.betId')).waitFor();
    await screenshot(page, 'member-betting-record-page3-th-1920');
    await expectAccessible(page, 'bet details dialog (th, 1920)');
    await dialog
      .getByRole('button', { name: k('common.close') })
      .first()
      .click();

    // The account record: player01's deposits, withdrawals, bonuses and rebates, with totals.
    await page
      .getByRole('navigation', { name: k('centre.memberNav') })
      .getByRole('link', { name: k('memberPages.transactionHistory') })
      .click();
    await heading(page, k('memberPages.transactionHistory')).waitFor();
    await page.getByRole('button', { name: k('range.last30') }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByLabel(k('list.totals')).waitFor();
    await screenshot(page, 'member-account-record-th-1920');

    // Profit and loss, bonus details and the manual rebate: each shows its figures.
    const nav = page.getByRole('navigation', { name: k('centre.memberNav') });
    await nav.getByRole('link', { name: k('memberPages.personalProfit') }).click();
    await heading(page, k('memberPages.personalProfit')).waitFor();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'member-profit-th-1920');
    await nav.getByRole('link', { name: k('memberPages.bonusDetails') }).click();
    await heading(page, k('memberPages.bonusDetails')).waitFor();
    await page.getByLabel(k('list.totals')).waitFor({ timeout: 15_000 });
    await nav.getByRole('link', { name: k('memberPages.manualRebate') }).click();
    await heading(page, k('memberPages.manualRebate')).waitFor();
    await page.getByTestId('rebate-total').waitFor({ timeout: 15_000 });
    await screenshot(page, 'member-rebate-th-1920');
    await context.close();
  });

  it('moves money into a game wallet: the page, the account record and the header agree (English, 1920 px)', async () => {
    const k = en;
    const { context, page } = await open('EN', 1920, 1080);
    await page.goto(app.url + '/login');
    await submitLoginDialog(page);
    const header = page.getByTestId('balance');
    await expect.poll(() => header.textContent(), { timeout: 10_000 }).toContain('12,345.67');
    await go(page, '/member/transferFund');
    await heading(page, k('memberPages.transferFund')).waitFor();
    const main = page.getByTestId('main-balance');
    await expect.poll(() => main.textContent(), { timeout: 10_000 }).toBe('12,345.67');

    // As typed: more than the main wallet holds is refused before anything is sent.
    const amount = page.getByRole('textbox', { name: k('walletTransfer.amount') });
    await amount.fill('20000');
    await page.getByText(k('walletTransfer.validation.amountOver')).waitFor();
    await amount.fill('250.50');
    await page.getByRole('combobox', { name: k('walletTransfer.vendor') }).selectOption({ label: 'Playtech · 0.00' });
    await page.getByRole('button', { name: k('walletTransfer.submit') }).click();
    const status = page.getByRole('status').filter({ hasText: '250.50' });
    await status.waitFor({ timeout: 10_000 });
    await expect.poll(() => main.textContent()).toBe('12,095.17');
    // The page's own wallet card (the side menu's game submenus list Playtech too).
    const pt = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Playtech' });
    await expect.poll(() => pt.textContent()).toContain('250.50');
    // The header shows every wallet together (AGENTPOLICY3): moving money between wallets keeps the total.
    await expect.poll(() => header.textContent()).toContain('12,345.67');
    await screenshot(page, 'member-wallet-transfer-en-1920');

    // The account record lists the transfer out of the main wallet, with the balance after it.
    await page
      .getByRole('navigation', { name: k('centre.memberNav') })
      .getByRole('link', { name: k('memberPages.transactionHistory') })
      .click();
    await heading(page, k('memberPages.transactionHistory')).waitFor();
    await page.getByRole('button', { name: k('range.today') }).click();
    const first = rows(page).first();
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toContain(k('transTypes.TRANSFER_OUT'));
    expect(await first.textContent()).toContain('−250.50');
    expect(await first.textContent()).toContain('12,095.17');

    // Everything back to the main wallet.
    await go(page, '/member/transferFund');
    await page.getByRole('button', { name: k('walletTransfer.all', { amount: '250.50' }) }).click();
    await expect.poll(() => main.textContent(), { timeout: 10_000 }).toBe('12,345.67');
    await context.close();
  });

  for (const [lang, k] of [
    ['TH', th],
    ['EN', en],
  ] as const) {
    it(`shows the centre on a 360 px phone with a sideways tab bar (${lang})`, async () => {
      const { context, page } = await open(lang, 360, 780);
      await page.goto(app.url + '/login');
      await submitLoginDialog(page);
      await go(page, '/member/transferFund');
      await heading(page, k('memberPages.transferFund')).waitFor();
      await page.getByTestId('main-balance').waitFor({ timeout: 10_000 });
      const nav = page.getByRole('navigation', { name: k('centre.memberNav') });
      // The tabs scroll sideways inside the bar; the page itself does not.
      const scroller = nav.locator('div').first();
      const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `member-transfer-${lang.toLowerCase()}-360`);

      // The current tab is scrolled into view when the page changes.
      await nav.getByRole('link', { name: k('memberPages.transactionHistory') }).click();
      await heading(page, k('memberPages.transactionHistory')).waitFor();
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `member-account-record-${lang.toLowerCase()}-360`);
      await context.close();
    });
  }
});
