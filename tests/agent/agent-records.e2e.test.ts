/**
 * The agent centre's record pages in real Chromium, simulator mode: agent01 logs in at /agent and
 * opens each record page (team betting, user profit and loss, my income, downline account details,
 * dividend record, daily wages, hourly salary, real-time salary) from the centre's navigation; on
 * each the first period's totals come in, the agent picks the last 30 days and, where the period
 * has more than a page, goes to page 2; axe finds no serious or critical violation. Thai at
 * 1920 px first (the default language), then English at 360 px; screenshots of both.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { textsOf, type Texts } from '../support/catalogue';
import { agentLogIn, screenshot, useSimulatorApp } from '../support/e2e';

const th = textsOf('th');
const en = textsOf('en');

const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });

const PAGES = ['teamBetting', 'userProfit', 'myIncome', 'downlineAccounts', 'dividendRecord', 'dailyWages', 'hourlySalary', 'realtimeSalary'] as const;

/** The list has answered: nothing loading, and its totals or its empty text are on screen. */
async function settled(page: Page, k: Texts) {
  const list = page.locator('section[aria-busy]');
  await expect
    .poll(
      async () =>
        (await list.getAttribute('aria-busy')) === 'false' &&
        ((await page.getByLabel(k('list.totals')).count()) > 0 || (await page.getByRole('status').count()) > 0),
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function openRecord(page: Page, k: Texts, id: (typeof PAGES)[number]) {
  await page.getByRole('link', { name: k(`agentRecords.pages.${id}`) }).click();
  await page.getByRole('heading', { level: 1, name: k(`agentRecords.pages.${id}`) }).waitFor({ timeout: 15_000 });
  await page.waitForURL(`**/agentHome/${id}`);
  await settled(page, k);
}

describe('agent records (simulator mode)', () => {
  it('agent01 opens each record page, picks 30 days and pages it; Thai at 1920 px, English at 360 px', async () => {
    const { context, page } = await app.newPage();
    const k = th;
    await page.goto(app.url + '/agent');
    await page.getByRole('heading', { name: k('agent.login.headline') }).waitFor({ timeout: 15_000 });
    await agentLogIn(page);
    // The centre opens on the announcements (the spec's first page).
    await page.waitForURL('**/agentHome/announcement', { timeout: 15_000 });

    for (const id of PAGES) {
      await openRecord(page, k, id);
      const totals = page.getByLabel(k('list.totals'));
      const totalsText = async () => ((await totals.count()) > 0 ? await totals.textContent() : null);
      const before = await totalsText();
      await page.getByRole('button', { name: k('range.last30') }).click();
      await expect.poll(() => page.getByRole('button', { name: k('range.last30') }).getAttribute('aria-pressed')).toBe('true');
      await settled(page, k);
      // A month holds more than the week before it (every page here has activity in it).
      await expect.poll(totalsText, { timeout: 60_000 }).not.toBe(before);
      const next = page.getByRole('button', { name: k('common.page', { page: 2 }), exact: true });
      if ((await next.count()) > 0) {
        const first = await page.locator('tbody tr').first().textContent();
        await next.click();
        await expect.poll(() => next.getAttribute('aria-current'), { timeout: 60_000 }).toBe('page');
        await settled(page, k);
        expect(await page.locator('tbody tr').first().textContent()).not.toBe(first);
        expect(await totalsText()).not.toBe(before);
      }
      await expectAccessible(page, `${id} (th, 1920)`);
      await screenshot(page, `agent-records-${id}-th-1920`);
    }

    // The team's bets are tens of thousands in a month: the paginator says so.
    await openRecord(page, k, 'teamBetting');
    await page.getByRole('button', { name: k('range.last30') }).click();
    await settled(page, k);
    const count = Number(((await page.getByLabel(k('list.totals')).locator('dd').first().textContent()) ?? '').replace(/\D/g, ''));
    expect(count).toBeGreaterThan(15_000);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByLabel(k('languages.label')).selectOption('EN');
    for (const id of PAGES) {
      await openRecord(page, en, id);
      await expectAccessible(page, `${id} (en, 360)`);
      await screenshot(page, `agent-records-${id}-en-360`);
    }
    await context.close();
  }, 600_000);
});
