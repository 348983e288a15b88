/**
 * The foundation's browser tests, in real Chromium: the shell in simulator mode, the status
 * pages, login/balance/logout, and the production build against the standalone gateway.
 * Visible texts are read from the catalogues, so the tests follow the copy, not hard-code it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { headerLogin, logIn, screenshot, startProductionStack, useSimulatorApp } from '../support/e2e';

const th = textsOf('th');
const en = textsOf('en');

const app = useSimulatorApp();

describe('simulator mode', () => {
  it('boots the home shell in Thai', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('th');
    await headerLogin(page, th).waitFor();
    await page.getByRole('heading', { name: th('routes.home') }).waitFor();
    await screenshot(page, 'home-th');
    await context.close();
  });

  it('switching to English survives a reload', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    await page.getByLabel(th('languages.label')).first().selectOption('EN');
    await headerLogin(page, en).waitFor();
    const statusLanguages: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/system/status') statusLanguages.push(r.headers()['language'] ?? '');
    });
    await page.reload();
    await headerLogin(page, en).waitFor();
    // The status goes out before the workflows are set up: once, in the chosen language.
    expect(statusLanguages).toEqual(['EN']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['EN', 'EN']);
    await screenshot(page, 'home-en');
    await context.close();
  });

  it('shows the maintenance page with its end time for the maintenance scenario', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/?scenario=maintenance');
    await page.getByRole('heading', { name: th('maintenance.title') }).waitFor();
    // The scenario's end time (2026-11-22 ...) is shown, formatted for Thai.
    await expect.poll(() => page.locator('time').count()).toBeGreaterThan(0);
    await screenshot(page, 'maintenance');
    // Customer service opens the simulator's live chat in its own window, in the app's language.
    const [cs] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: th('common.customerService') }).click()]);
    await cs.getByRole('heading', { name: 'มะลิ (เจ้าหน้าที่จำลอง)' }).waitFor({ timeout: 15_000 });
    await cs.getByRole('textbox').fill('ถอนเงินยังไง');
    await cs.getByRole('button', { name: 'ส่ง' }).click();
    await expect.poll(() => cs.locator('li.agent').count(), { timeout: 5_000 }).toBe(2);
    expect(await cs.locator('li.agent').last().textContent()).toContain('ถอนเงินได้ที่ศูนย์สมาชิก');
    await screenshot(cs, 'customer-service-chat');
    await context.close();
  });

  it('survives a malformed hash or query in the address (the page, not an error), and an unknown path offers the way home', async () => {
    const { context, page } = await app.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Neither a broken percent-escape ('/agentHome#%E0%A4%A') nor a mistyped scenario id (the SPA
    // fallback answers its missing file) may take the app down or stop the boot.
    for (const path of ['/agentHome#%E0%A4%A', '/help#%E0%A4%A', '/rng?vassalage=%E0%A4%A', '/?scenario=no-such-scenario']) {
      await page.goto(app.url + path);
      await page.locator('#boot-loader').waitFor({ state: 'detached', timeout: 20_000 });
      await page.getByRole('main').waitFor();
      await expect.poll(() => page.evaluate(() => document.body.innerText.length)).toBeGreaterThan(50);
      // No error boundary: its fallback is the only place the reload button shows.
      expect(await page.getByRole('button', { name: th('common.reload') }).count()).toBe(0);
    }
    await page.goto(app.url + '/no-such-page');
    await page.getByRole('heading', { level: 1, name: th('routes.notFound') }).waitFor();
    await page.getByRole('link', { name: th('notFound.home') }).click();
    await page.getByRole('heading', { name: th('routes.home') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the region-block page with the visitor IP for the region-block scenario', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/?scenario=region-block');
    await page.getByText('198.51.100.23').waitFor();
    await screenshot(page, 'region-block');
    await context.close();
  });

  it('logs in with a simulator account, shows the balance, and masks it when hidden', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    await logIn(page, th, 'player01', 'Player123', { wait: false });
    const balance = page.getByTestId('balance');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('12,345.67');
    await screenshot(page, 'logged-in');
    await page.getByRole('button', { name: th('header.hideBalance') }).click();
    await expect.poll(() => balance.textContent()).not.toMatch(/\d/);
    await screenshot(page, 'balance-hidden');
    // Still hidden after a reload: the choice is remembered on this device.
    await page.reload();
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).not.toMatch(/\d/);
    await context.close();
  });

  it('keeps what the player typed after a wrong password and shows the catalogue message', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    await logIn(page, th, 'player01', 'not-the-password', { wait: false });
    const dialog = page.getByRole('dialog');
    await dialog.getByText(th('errors.wrongCredentials')).waitFor();
    expect(await dialog.locator('input[autocomplete="username"]').inputValue()).toBe('player01');
    await screenshot(page, 'login-failed');
    await context.close();
  });

  it('signs out after confirmation and returns to logged out', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    await logIn(page, th, 'player01', 'Player123', { wait: false });
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toContain('12,345.67');
    await page.getByRole('button', { name: th('header.accountMenu') }).click();
    await page
      .getByRole('menuitem', { name: th('header.signOut') })
      .or(page.getByRole('button', { name: th('header.signOut') }))
      .first()
      .click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(th('header.signOutConfirm')).waitFor();
    await screenshot(page, 'sign-out-confirm');
    await confirm.getByRole('button', { name: th('header.signOut') }).click();
    await headerLogin(page, th).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});

describe('production build', () => {
  let stack: Awaited<ReturnType<typeof startProductionStack>>;
  beforeAll(async () => {
    stack = await startProductionStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('boots against the standalone gateway and logs in', async () => {
    const { context, page } = await app.newPage();
    const simRequests: string[] = [];
    const configRequests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (r) => {
      if (/mockServiceWorker|msw/i.test(r.url())) simRequests.push(r.url());
      if (new URL(r.url()).pathname === '/config.json') configRequests.push(r.url());
    });
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    // Under the strict Content-Security-Policy of `npm run preview` (deploy/security-headers.ts):
    // nothing the app does may be refused by it.
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(stack.url + '/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    await headerLogin(page, th).waitFor();
    expect(await page.evaluate(() => 'croupier' in window)).toBe(false);
    // config.json is asked for once, by the page's preload while the scripts download,
    // and boot takes that answer: no second request, no "preloaded but not used" warning.
    expect(await page.locator('link[rel="preload"][href="/config.json"]').count()).toBe(1);
    expect(configRequests).toHaveLength(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    // The icon sprite has a hashed name, cached for a year (a /icons.svg served no-cache was
    // asked for again, with a round trip and a layout, by every newly rendered part of the page).
    expect(await page.locator('svg use').first().getAttribute('href')).toMatch(/^\/assets\/icons-[\w-]+\.svg#/);
    await logIn(page, th, 'player01', 'Player123', { wait: false });
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toContain('12,345.67');
    expect(simRequests).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await screenshot(page, 'production-logged-in');

    // Content works in the production build too: the bell's notices and a platform
    // message, their gateway HTML sanitised and shown under the CSP.
    await page
      .getByRole('button', { name: /^ประกาศ/ })
      .first()
      .click();
    const notices = page.getByRole('dialog', { name: th('notices.title') });
    await notices.getByRole('button').nth(1).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await notices.waitFor({ state: 'detached' });
    await page.goto(stack.url + '/member/messageV2');
    await page.getByRole('heading', { level: 1, name: th('memberPages.messageV2') }).waitFor({ timeout: 20_000 });
    const firstMessage = page.locator('main ul li button[aria-haspopup="dialog"]').first();
    await firstMessage.waitFor({ timeout: 15_000 });
    await firstMessage.click();
    const message = page.getByRole('dialog');
    await expect.poll(async () => ((await message.textContent()) ?? '').length, { timeout: 15_000 }).toBeGreaterThan(20);
    await screenshot(page, 'production-message');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

    // The games work in the production build too: a lobby from the gateway, a launch into the
    // popup, the gateway's demo game page in the iframe, a spin.
    await page.goto(stack.url + '/rng');
    const card = page.locator('[data-testid="game-card"]').first();
    await card.waitFor({ timeout: 15_000 });
    const nodeId = ((await card.getAttribute('data-node-id')) ?? '').trim();
    expect(nodeId).not.toBe('');
    await card.locator('button[title]').click(); // the game's name launches it
    const iframe = page.locator('iframe');
    await iframe.waitFor({ timeout: 15_000 });
    expect(await iframe.getAttribute('src')).toContain(`/sim/game/${nodeId}`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: /spin/i }).click();
    // A real outcome (not "Spin failed" / "Network error"): the sandboxed page reached its gateway.
    await expect.poll(async () => ((await frame.locator('#result').textContent()) ?? '').trim(), { timeout: 10_000 }).toMatch(/win|bet/i);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await screenshot(page, 'production-game');

    // Money works in the production build too: a withdrawal to the seeded bank account,
    // its password encrypted to the gateway, behind the confirmation dialog; the header follows, and
    // the withdrawal confirmation opens at once (last: it then asks for an answer on every page).
    const money = textsOf('th');
    await page.keyboard.press('Escape');
    const balanceBefore = (await page.getByTestId('balance').first().textContent()) ?? '';
    await page.goto(stack.url + '/member/withdraw');
    await page.getByRole('heading', { level: 1, name: money('memberPages.withdraw') }).waitFor({ timeout: 20_000 });
    await page.getByRole('textbox', { name: money('amount.label'), exact: true }).fill('1000', { timeout: 20_000 });
    await page.getByLabel(new RegExp(`^${money('withdraw.paymentPassword')}`)).fill('246810');
    await page.getByRole('button', { name: money('withdraw.submit'), exact: true }).click();
    await page
      .getByRole('dialog', { name: money('withdraw.confirmTitle') })
      .getByRole('button', { name: money('withdraw.confirm') })
      .click();
    await page.getByRole('heading', { name: money('withdraw.doneTitle') }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('balance').first().textContent(), { timeout: 15_000 }).not.toContain(balanceBefore);
    await page
      .getByRole('dialog', { name: money('confirm.title') })
      .getByRole('timer')
      .waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await screenshot(page, 'production-withdraw');
    await context.close();
  });
});
