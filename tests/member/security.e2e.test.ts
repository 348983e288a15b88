/**
 * Account security in real Chromium, simulator mode. A newly registered member (only a login
 * password: level low) sets a payment password from the page's next step, binds a mobile with the
 * SMS code read from the simulator's outbox, adds a bank account, and sees the level rise; the
 * withdraw page then lists the new account. On a 360 px phone in English, with axe on the page and
 * its dialogs. player01 (everything but nothing missing: level high) on a 1920 px desktop in Thai:
 * the payment password refuses a letter as it is typed. Screenshots in tests/reports/screenshots.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { textsOf } from '../support/catalogue';
import { headerLogin, screenshot, useSimulatorApp } from '../support/e2e';

interface SimulatorWindow {
  croupier: { simulator: { configure(patch: Record<string, unknown>): unknown; sms: { outbox(): { mobile: string; code: string; purpose: string }[] } } };
}

const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });

async function ready(page: Page) {
  await page.goto(app.url + '/');
  await page.waitForFunction(() => Boolean((window as unknown as Partial<SimulatorWindow>).croupier?.simulator), undefined, { timeout: 30_000 });
}

/** Client-side navigation (no reload: the simulator's data lives in the page). */
async function go(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

async function register(page: Page, k: ReturnType<typeof textsOf>) {
  await page.evaluate(() => void (window as unknown as SimulatorWindow).croupier.simulator.configure({ flags: { REGMOBVERF3: false } }));
  await page
    .getByRole('button', { name: k('header.register'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: k('register.title') });
  await dialog.locator('input[name="username"]').waitFor({ timeout: 15_000 });
  await dialog.locator('input[name="username"]').fill(`sec${Date.now().toString(36)}`.slice(0, 16));
  await dialog.locator('input[name="password"]').fill('Secret123');
  await dialog.locator('input[name="confirmPassword"]').fill('Secret123');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: k('register.submit') }).click();
  await expect.poll(() => page.getByTestId('balance').count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

describe('account security (simulator mode)', () => {
  it('a new member sets a payment password, binds a mobile, adds a bank account and the level rises (360 px, English)', async () => {
    const k = textsOf('en');
    const { context, page } = await app.newPage({ width: 360, height: 780 });
    await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await ready(page);
    await register(page, k);

    await go(page, '/member/securityCenter');
    await page.getByRole('heading', { level: 1, name: k('memberPages.securityCenter') }).waitFor();
    const level = page.getByTestId('security-level');
    await level.waitFor({ timeout: 15_000 });
    expect(await level.textContent()).toBe(k('security.level.low'));
    await page
      .getByText(k('security.level.progress', { done: 1, total: 5 }))
      .first()
      .waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'security-new-member-360-en');
    await expectAccessible(page, 'account security page');

    // The next step is the payment password: a letter is refused as typed, then 6 digits twice.
    await page.getByText(k('security.next.paymentPassword')).waitFor();
    await page
      .getByRole('button', { name: k('security.action.paymentPassword') })
      .first()
      .click();
    const pay = page.getByRole('dialog', { name: k('security.payment.setTitle') });
    await pay.waitFor();
    await field(pay, k('security.payment.new')).fill('13a');
    await pay.getByText(k('security.payment.formatError', { length: 6 })).waitFor();
    await expectAccessible(page, 'payment password dialog');
    await field(pay, k('security.payment.new')).fill('135790');
    await field(pay, k('security.payment.confirm')).fill('135790');
    await pay.getByRole('button', { name: k('security.save') }).click();
    await pay.getByText(k('security.payment.saved')).waitFor({ timeout: 10_000 });
    await pay
      .getByRole('button', { name: k('common.ok') })
      .last()
      .click();
    await page
      .getByText(k('security.level.progress', { done: 2, total: 5 }))
      .first()
      .waitFor({ timeout: 10_000 });

    // Bind a mobile: the code from the simulator's outbox, the countdown on the button.
    await page.getByText(k('security.next.mobile')).waitFor();
    await page
      .getByRole('button', { name: k('security.action.mobile') })
      .first()
      .click();
    const bind = page.getByRole('dialog', { name: k('security.bind.mobile.title') });
    await bind.waitFor();
    const mobile = `08${String(Date.now()).slice(-8)}`;
    await bind.locator('input[name="mobileNum"]').fill(mobile);
    await bind.getByRole('button', { name: k('sms.send') }).click();
    await bind.getByRole('button', { name: new RegExp(k('sms.resendIn', { s: 'X' }).replace('X', '\\d+')) }).waitFor({ timeout: 10_000 });
    const sent = await page.evaluate(() => (window as unknown as SimulatorWindow).croupier.simulator.sms.outbox());
    const message = sent.filter((m) => m.purpose === 'bind').at(-1)!;
    expect(message.mobile.endsWith(mobile.slice(1))).toBe(true);
    // A wrong code first: the message is next to the code, the number stays.
    await bind.locator('input[name="verificationCode"]').fill(message.code === '111111' ? '222222' : '111111');
    await bind.getByRole('button', { name: k('security.bind.submit'), exact: true }).click();
    await bind.getByText(k('errors.phone.invalidCode')).waitFor({ timeout: 10_000 });
    expect(await bind.locator('input[name="mobileNum"]').inputValue()).toBe(mobile);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'security-bind-mobile-360-en');
    await expectAccessible(page, 'bind mobile dialog');
    await bind.locator('input[name="verificationCode"]').fill(message.code);
    await bind.getByRole('button', { name: k('security.bind.submit'), exact: true }).click();
    await bind.getByRole('status').waitFor({ timeout: 10_000 });
    await bind
      .getByRole('button', { name: k('common.ok') })
      .last()
      .click();
    await page
      .getByText(k('security.level.progress', { done: 3, total: 5 }))
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await level.textContent()).toBe(k('security.level.medium'));

    // Add a bank account with the new payment password.
    await page
      .getByRole('button', { name: k('security.action.payoutAccount') })
      .first()
      .click();
    const add = page.getByRole('dialog', { name: k('security.payout.title') });
    await add.locator('select[name="bankCode"]').waitFor({ timeout: 10_000 });
    await add.locator('select[name="bankCode"]').selectOption('KBANK');
    await add.locator('input[name="accountName"]').fill('Sam Secure');
    const number = `7${String(Date.now()).slice(-9)}`;
    await add.locator('input[name="accountNumber"]').fill(number);
    await add.locator('input[name="paymentPassword"]').fill('135790');
    await expectAccessible(page, 'add payout account dialog');
    await add.getByRole('button', { name: k('security.payout.submit') }).click();
    await add.getByRole('status').waitFor({ timeout: 10_000 });
    await add
      .getByRole('button', { name: k('common.ok') })
      .last()
      .click();
    await page
      .getByText(k('security.level.progress', { done: 4, total: 5 }))
      .first()
      .waitFor({ timeout: 10_000 });
    await page
      .getByText(`****${number.slice(-4)}`)
      .first()
      .waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'security-level-rose-360-en');

    // The withdraw page lists the new account as a destination.
    await go(page, '/member/withdraw');
    await page.getByRole('radio', { name: /Kasikornbank/ }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('player01 on a 1920 px desktop in Thai: a high level, and the payment-password change refuses a letter as typed', async () => {
    const k = textsOf('th');
    const { context, page } = await app.newPage();
    await ready(page);
    await headerLogin(page, k).click();
    const login = page.getByRole('dialog');
    await login.locator('input[autocomplete="username"]').fill('player01');
    await login.locator('input[type="password"]').fill('Player123');
    await login.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('balance').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await go(page, '/member/securityCenter');
    const level = page.getByTestId('security-level');
    await level.waitFor({ timeout: 15_000 });
    expect(await level.textContent()).toBe(k('security.level.high'));
    await page.getByText('081****601').first().waitFor();
    await screenshot(page, 'security-page-1920-th');
    await expectAccessible(page, 'account security page (th)');

    await page.getByRole('button', { name: k('security.action.changePaymentPassword') }).click();
    const pay = page.getByRole('dialog', { name: k('security.payment.changeTitle') });
    await field(pay, k('security.payment.old')).fill('000000');
    await field(pay, k('security.payment.new')).fill('2468x');
    await pay.getByText(k('security.payment.formatError', { length: 6 })).waitFor();
    await field(pay, k('security.payment.new')).fill('135790');
    await field(pay, k('security.payment.confirm')).fill('135790');
    await pay.getByRole('button', { name: k('security.save') }).click();
    await pay.getByText(k('errors.wrongPaymentPassword')).waitFor({ timeout: 10_000 });
    expect(await field(pay, k('security.payment.new')).inputValue()).toBe('135790');
    await screenshot(page, 'security-payment-password-1920-th');
    await context.close();
  });
});
