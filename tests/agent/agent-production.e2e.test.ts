/**
 * The agent flows in the production build against the standalone gateway, under
 * the production Content-Security-Policy of `npm run preview`: agent01 logs in at /agent,
 * opens the team overview and downline management, offers down01 a daily-salary contract from the
 * downline list; down01 logs in on the site and accepts it in the contract modal. No simulator code
 * in the page (no service worker, no window.croupier), nothing refused by the CSP. Kept lean: one
 * page, Thai (the default language), 1440 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import {
  agentLogIn,
  closePopupsByDefault,
  headerLogin,
  launchBrowser,
  screenshot,
  startProductionStack,
  submitLoginDialog,
  type ProductionStack,
} from '../support/e2e';

const k = textsOf('th');

describe('production build', () => {
  let stack: ProductionStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startProductionStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** The viewport only (a full-page shot of the home under the modal costs seconds). */
  const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });
  const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  it('agent01 runs the team and offers a contract; the downline accepts it in the contract modal', async () => {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
    await closePopupsByDefault(context);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('[page error]', e.message));
    const simRequests: string[] = [];
    page.on('request', (r) => {
      if (/mockServiceWorker|msw/i.test(r.url())) simRequests.push(r.url());
    });
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });

    // agent01 at /agent, under the strict CSP.
    const response = await page.goto(stack!.url + '/agent');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    await page.getByRole('heading', { name: k('agent.login.headline') }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => 'croupier' in window)).toBe(false);
    await agentLogIn(page);

    // The team overview: the team's figures from the gateway, and the chart.
    await page.getByRole('link', { name: k('agentPages.teamOverview') }).click();
    await page.getByTestId('team-figures').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('team-figures').textContent()).toContain(k('overview.teamSize'));
    await page.getByRole('img', { name: k('overview.chartTitle') }).waitFor();

    // Downline management: agent01's 40 direct downlines; a contract offered to down01 from its row.
    await page.getByRole('link', { name: k('agentPages.downlineManagement') }).click();
    await page.getByText(k('downlines.count_other', { count: 40 })).waitFor({ timeout: 20_000 });
    await page.getByLabel(k('downlines.search')).fill('down01');
    await expect.poll(() => page.getByText(k('downlines.count_other', { count: 1 })).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: `${k('downlines.offer')}: down01` }).click();
    const offer = page.getByRole('dialog', { name: k('contracts.offer.title', { downline: 'down01' }) });
    await offer.getByTestId('offer-ceiling').waitFor({ timeout: 15_000 });
    await offer.getByLabel(k('contracts.offer.kind')).selectOption('DAILY');
    await expect.poll(() => offer.getByTestId('offer-ceiling').textContent()).toContain('2%');
    const tier = (field: string) =>
      offer.getByLabel(`${k('contracts.offer.tier', { n: 1 })}: ${field === 'bet' ? k('contracts.bets.DAILY') : k(`contracts.offer.${field}`)}`);
    await tier('activeMembers').fill('1');
    await tier('bet').fill('100');
    await tier('rate').fill('0.5');
    await offer.getByRole('button', { name: k('contracts.offer.send') }).click();
    await page.getByTestId('offer-sent').waitFor({ timeout: 15_000 });
    await shot(page, 'production-agent-offer-sent');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('contracts.close') })
      .last()
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // down01 logs in on the site: the contract modal shows the offer, down01 accepts it.
    await page.getByRole('button', { name: k('header.signOut') }).click();
    // Signing out asks first, as on the member side.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('header.signOut') })
      .click();
    await page.waitForURL('**/agent', { timeout: 15_000 });
    await page.goto(stack!.url + '/');
    await headerLogin(page, k).click();
    await submitLoginDialog(page, 'down01', 'Player123', { wait: false });
    const modal = page.getByRole('dialog', { name: k('contracts.modal.title') });
    await modal.getByTestId('contract-modal').waitFor({ timeout: 20_000 });
    // The offer, from the consolidated call's daily-salary map: comprehensive, its tiers, Accept and Reject.
    const dailyOffer = k('contracts.kindOnGame', { kind: k('contracts.kinds.DAILY'), game: k('contracts.gameTypes.CONS') });
    expect(await modal.textContent()).toContain(k('contracts.modal.lead'));
    await modal.getByRole('region', { name: dailyOffer }).waitFor();
    await modal.getByRole('button', { name: `${k('contracts.accept')}: ${dailyOffer}`, exact: true }).click();
    await modal
      .getByTestId('contract-modal-result')
      .getByText(k('contracts.decision.ACCEPT', { kind: dailyOffer }))
      .waitFor({ timeout: 15_000 });
    await shot(page, 'production-agent-contract-accepted');

    expect(simRequests).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);
});
