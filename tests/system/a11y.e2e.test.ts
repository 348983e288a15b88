/**
 * Accessibility of the dialogs and popovers, enforced: axe-core (WCAG 2.0–2.2 A/AA and best
 * practice) on every dialog and popover the shell, accounts and games open, and on a phone's home
 * with its side menu; any serious or critical violation fails. The routes are in
 * a11y-routes.e2e.test.ts (the two files run side by side). The feature pages' own browser tests
 * call the same check (tests/support/a11y.ts).
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { textsOf } from '../support/catalogue';
import { logIn, settle, useSimulatorApp, visit } from '../support/e2e';
import type { Page } from 'playwright-core';

const k = textsOf('th');
const app = useSimulatorApp();

/** The part of the running simulator and root these tests reach. */
interface SimulatorWindow {
  croupier: {
    simulator: { configure(patch: Record<string, unknown>): unknown; db: { session: { deleteMany(q: unknown): unknown } } };
    root: { system: { get(id: string): { send(event: { type: string }): void } } };
  };
}

const titled = (page: Page) => expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/ \| /);

describe('accessibility of the dialogs and popovers (axe, serious and critical)', () => {
  it('the visitor dialogs: login, forgot password, register, help, a notice, the vendor dropdown', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/login');
    await settle(page);
    await page.getByRole('dialog').waitFor();
    await titled(page);
    await expectAccessible(page, 'login dialog');
    await page.getByRole('button', { name: k('login.forgot') }).click();
    await page.getByRole('dialog', { name: k('forgotPassword.title') }).waitFor();
    await settle(page);
    await expectAccessible(page, 'forgot password dialog');
    // The same page on: each dialog closed before the next route opens its own.
    const closeDialogs = async () => {
      for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    };
    await closeDialogs();
    await visit(page, '/register');
    await page.getByRole('dialog', { name: k('register.title') }).waitFor();
    await expectAccessible(page, 'register dialog');
    await closeDialogs();
    await visit(page, '/help');
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'help dialog');
    await closeDialogs();
    await visit(page, '/');
    const slots = page
      .getByRole('banner')
      .getByRole('navigation', { name: k('header.gameNav') })
      .getByRole('link', { name: k('routes.rng') });
    await expect.poll(() => slots.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('false');
    await slots.hover();
    await page.getByTestId('vendor-dropdown').waitFor();
    await expectAccessible(page, 'vendor dropdown');
    await context.close();
  }, 180_000);

  it("the brand's age announcement: asking, and the refusal", async () => {
    const { context, page } = await app.newPage({ width: 360, height: 780 });
    await page.goto(app.url + '/?scenario=age-announcement');
    const gate = page.getByRole('alertdialog', { name: k('ageGate.title', { age: 18 }) });
    await gate.waitFor({ timeout: 20_000 });
    await settle(page);
    await expectAccessible(page, 'age announcement (360)');
    await gate.getByRole('button', { name: k('ageGate.decline', { age: 18 }) }).click();
    await gate.getByText(k('ageGate.declined', { age: 18 })).waitFor();
    await expectAccessible(page, 'age announcement declined (360)');
    await context.close();
  }, 120_000);

  it("the human check's stand-in widget and its refusal (a GEETEST3 brand)", async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/?scenario=slider-challenge');
    await settle(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: k('header.login'), exact: true })
      .first()
      .click();
    const login = page.getByRole('dialog', { name: k('login.title') });
    await login.locator('input[autocomplete="username"]').fill('player01');
    await login.locator('input[type="password"]').fill('Player123');
    await login.locator('button[type="submit"]').click();
    const challenge = page.getByRole('dialog', { name: k('challenge.title') });
    const handle = challenge.getByRole('slider');
    await handle.waitFor({ timeout: 15_000 });
    await settle(page);
    await expectAccessible(page, 'human check stand-in');
    // A keyboard answer far from the notch: refused, the form keeps what was typed.
    await handle.press('ArrowRight');
    await handle.press('Enter');
    await challenge.waitFor({ state: 'detached', timeout: 15_000 });
    await login.getByRole('alert').waitFor({ timeout: 15_000 });
    expect(await login.locator('input[autocomplete="username"]').inputValue()).toBe('player01');
    await expectAccessible(page, 'login refused by the human check');
    await context.close();
  }, 120_000);

  it("the SMS failure notice, a vendor's game list and the session-ended notice", async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/register');
    await page.waitForFunction(() => Boolean((window as unknown as Partial<SimulatorWindow>).croupier?.simulator), undefined, { timeout: 30_000 });
    await settle(page);
    const simulator = (patch: Record<string, unknown>) =>
      page.evaluate((p) => void (window as unknown as SimulatorWindow).croupier.simulator.configure(p), patch);
    await simulator({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['/wps/verification/sms/register'] } });
    const register = page.getByRole('dialog', { name: k('register.title') });
    await register.getByRole('tab', { name: k('register.tabs.mobile') }).click();
    await register.locator('input[name="mobileNum"]').fill('0812345678');
    await register.getByRole('button', { name: k('sms.send') }).click();
    const smsFailed = page.getByRole('dialog', { name: k('sms.failedTitle') });
    await smsFailed.waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'SMS failure notice');
    await smsFailed.getByRole('button', { name: k('common.ok') }).click();
    expect(await register.locator('input[name="mobileNum"]').inputValue()).toBe('0812345678');
    await simulator({ faults: { errorRate: 0, paths: [] } });
    await page.keyboard.press('Escape');
    await register.waitFor({ state: 'detached' });

    await logIn(page, k);
    // A live vendor whose card is a game list (isGame VASSALAGE): Evolution, from the header's dropdown.
    const live = page
      .getByRole('banner')
      .getByRole('navigation', { name: k('header.gameNav') })
      .getByRole('link', { name: k('routes.live') });
    await expect.poll(() => live.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('false');
    await live.hover();
    await page.getByTestId('vendor-dropdown').getByRole('button', { name: 'Evolution' }).first().click();
    const list = page.getByRole('dialog', { name: k('games.vendorGames', { name: 'Evolution' }) });
    await expect.poll(() => list.getByRole('button').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    await settle(page);
    await expectAccessible(page, "a VASSALAGE vendor's game list");
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    // The server forgets the session; the next call answers 401.
    await page.evaluate(() => {
      const w = window as unknown as SimulatorWindow;
      w.croupier.simulator.db.session.deleteMany({ where: { seq: { gte: 0 } } });
      w.croupier.root.system.get('wallet').send({ type: 'wallet.refresh' });
    });
    const ended = page.getByRole('dialog', { name: k('common.notice') });
    await ended.getByText(k('errors.notLoggedIn')).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'session-ended notice');
    await ended.getByRole('button', { name: k('common.ok') }).click();
    await page.getByRole('dialog', { name: k('login.title') }).waitFor();
    await context.close();
  }, 150_000);

  it('a trial account asked to register a real account before a real-money game', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/live');
    await settle(page);
    await logIn(page, k, 'trial01', 'Trial123');
    const card = page.getByTestId('game-card').first();
    await card.waitFor({ timeout: 15_000 });
    await card.locator('button[title]').click();
    const register = page.getByRole('alertdialog', { name: k('games.trialTitle') });
    await register.waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'trial account: register first');
    await context.close();
  }, 120_000);

  it('a phone (360 px): home with the side menu open', async () => {
    const { context, page } = await app.newPage({ width: 360, height: 780 });
    await page.goto(app.url + '/');
    await settle(page);
    await expectAccessible(page, 'home 360');
    await page.getByRole('button', { name: k('header.openMenu') }).click();
    await settle(page);
    await expectAccessible(page, 'side menu 360');
    await context.close();
  }, 120_000);
});
