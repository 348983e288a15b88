/**
 * The rewards flows in the production build against the standalone gateway: dist/
 * served by vite preview under the production security headers (the strict
 * Content-Security-Policy), /wps and /sim proxied to the simulator gateway in this process, no
 * service worker. A visitor browses the promotions; player01 logs in, claims a bonus in the claim
 * hall (the header balance follows) and redeems a voucher in the points mall (encrypted, with the
 * password, behind the confirmation), then finds it in the redeem history. Nothing the app does
 * may be refused by the CSP. One page, English; kept lean (one context, no screenshots but two).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { closePopupsByDefault, go, launchBrowser, logIn, screenshot, startProductionStack, type ProductionStack } from '../support/e2e';

const en = textsOf('en');
let browser: Browser | undefined;
let stack: ProductionStack | undefined;

beforeAll(async () => {
  [browser, stack] = await Promise.all([launchBrowser(), startProductionStack()]);
});
afterAll(async () => {
  await stack?.close();
  await browser?.close();
});

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('rewards in the production build', () => {
  it('a visitor browses the promotions; player01 claims a bonus and redeems in the points mall, under the production CSP', async () => {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
    // The announcement popups count as closed (they would cover the header).
    await closePopupsByDefault(context);
    await context.addInitScript(() => {
      localStorage.setItem('hisLang', 'EN');
      localStorage.setItem('lang', 'EN');
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const simRequests: string[] = [];
    page.on('request', (r) => {
      if (/mockServiceWorker|msw/i.test(r.url())) simRequests.push(r.url());
    });

    // A visitor: the promotions from the gateway, and a prompt to log in to take part.
    const response = await page.goto(stack!.url + '/promotions');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const cards = page.getByTestId('promotion-card');
    await cards.first().waitFor({ timeout: 20_000 });
    expect(await cards.count()).toBe(13);
    await page.getByText(en('promotions.loginToClaim')).waitFor();
    expect(await page.evaluate(() => 'croupier' in window)).toBe(false);

    // player01's claim hall: claiming the live-casino cashback pays it into the balance.
    await logIn(page, en);
    const claims = page.getByTestId('claim');
    await claims.first().waitFor({ timeout: 15_000 });
    const balanceBefore = await page.getByTestId('balance').textContent();
    const cashback = claims.filter({ hasText: 'Live casino cashback 5%' });
    await cashback.getByRole('button', { name: `${en('action.claim')}: Live casino cashback 5%` }).click();
    await expect.poll(() => cashback.getAttribute('data-status'), { timeout: 10_000 }).toBe('CLAIMED');
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).not.toBe(balanceBefore);
    await screenshot(page, 'rewards-production-claimed');

    // The points mall: redeem the 10 voucher with the password, confirmed; the points drop.
    await go(page, '/pointMall');
    await expect.poll(() => page.getByTestId('points').textContent(), { timeout: 15_000 }).toBe('5,600');
    await page.getByRole('button', { name: `${en('mall.redeem')}: Bonus voucher 10` }).click();
    const form = page.getByRole('dialog', { name: en('mall.redeemTitle', { name: 'Bonus voucher 10' }) });
    await form.getByLabel(en('mall.password')).fill('Player123');
    await form.getByRole('button', { name: en('mall.redeem') }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: en('mall.confirmTitle') }))
      .getByRole('button', { name: en('mall.redeem') })
      .click();
    await expect.poll(() => page.getByTestId('points').textContent(), { timeout: 10_000 }).toBe('4,600');
    await page.getByRole('status').filter({ hasText: 'R100001-L1' }).waitFor();

    // The redeem history: the new request in process, above player01's seeded ones.
    await page.getByRole('tab', { name: en('mall.tabs.history') }).click();
    const history = page.getByRole('table', { name: en('mall.tabs.history') });
    await history.getByText('R100001-L1').waitFor({ timeout: 10_000 });
    await history.getByText('This reward is not sent to your region. Your points were returned.').waitFor();
    await screenshot(page, 'rewards-production-history');

    expect(simRequests).toEqual([]);
    expect(await violations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
