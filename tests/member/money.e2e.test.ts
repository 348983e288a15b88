/**
 * Money in real Chromium, simulator mode: player01 deposits by bank transfer (the bank details and
 * the reference), the operator credits it (the SIM panel's Money tab: the header and the account
 * record follow), withdraws to the bank account (a confirmation dialog first), and the withdrawal
 * confirmation opens by itself with its timeline so far: confirmed received, then its timeline; the
 * account record's withdrawal opens it again. The money pages on a 360 px phone in English with no
 * sideways scrolling. Screenshots in tests/reports/screenshots (1920 px Thai, 360 px English).
 *
 * The simulator keeps its data in the page (msw): after the login everything happens inside the
 * single-page app (client-side navigation, no reload).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { go, logIn, screenshot, useSimulatorApp } from '../support/e2e';
import { expectAccessible } from '../support/a11y';

const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('money (simulator mode)', () => {
  it('deposits by bank transfer, withdraws with a confirmation dialog and confirms the withdrawal received (1920 px, Thai)', async () => {
    const k = textsOf('th');
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    await logIn(page, k);

    // Deposit: the bank transfer is chosen first; a quick amount, then the bank details and a reference.
    await go(page, '/member/depositv2');
    await page.getByRole('heading', { level: 1, name: k('memberPages.depositv2') }).waitFor();
    const bank = page.getByRole('radio', { name: /^Bank transfer/ });
    await bank.waitFor({ timeout: 15_000 });
    expect(await bank.isChecked()).toBe(true);
    const amount = page.getByRole('textbox', { name: k('amount.label'), exact: true });
    await amount.fill('50');
    await page.getByText(k('amount.min', { min: '100.00' })).waitFor();
    await page.getByRole('button', { name: '1,000.00', exact: true }).click();
    await expect.poll(() => amount.inputValue()).toBe('1000');
    await screenshot(page, 'money-deposit-form-1920-th');
    await page.getByRole('button', { name: k('deposit.submit'), exact: true }).click();
    const next = page.getByRole('region', { name: k('deposit.next.BANK') });
    await next.waitFor({ timeout: 10_000 });
    expect(await next.getByText('123-4-56789-0').count()).toBe(1);
    expect(await next.getByText(/^DP\d{8}$/).count()).toBe(1);
    await screenshot(page, 'money-deposit-bank-1920-th');

    // The operator credits it (the SIM panel stands in): the header's balance and the account record follow.
    await go(page, '/member/transactionHistory');
    const record = page.getByRole('table', { name: k('memberPages.transactionHistory') });
    await record.getByText(k('accountRecord.statuses.PENDING')).first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: k('simulator.toggle'), exact: true }).click();
    await page.getByRole('tab', { name: k('simulator.tabs.money') }).click();
    await page.getByRole('button', { name: k('simulator.creditDeposits') }).click();
    await page
      .getByRole('status')
      // Thai has one plural form (CLDR: other), for one deposit too.
      .filter({ hasText: k(`simulator.credited_${new Intl.PluralRules('th').select(1)}`, { count: 1 }) })
      .waitFor();
    await page.getByRole('button', { name: k('simulator.toggle'), exact: true }).click();
    await expect.poll(() => page.getByTestId('balance').first().textContent(), { timeout: 10_000 }).toContain('13,345.67');
    await expect.poll(() => record.getByText('13,345.67').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await record.getByRole('row').nth(1).textContent()).toContain(k('accountRecord.statuses.SUCCESS'));
    await screenshot(page, 'money-deposit-credited-record-1920-th');

    // Withdraw 1,000 to the bank account: the dialog first, then the outcome; the header balance follows.
    await go(page, '/member/withdraw');
    await page.getByRole('heading', { level: 1, name: k('memberPages.withdraw') }).waitFor();
    await page.getByText('13,345.67').first().waitFor({ timeout: 10_000 });
    await page.getByRole('textbox', { name: k('amount.label'), exact: true }).fill('1000');
    await page.getByLabel(new RegExp(`^${k('withdraw.paymentPassword')}`)).fill('246810');
    await page.getByRole('button', { name: k('withdraw.submit'), exact: true }).click();
    const ask = page.getByRole('dialog', { name: k('withdraw.confirmTitle') });
    await ask.waitFor();
    await screenshot(page, 'money-withdraw-confirm-1920-th');
    await expectAccessible(page, 'withdrawal confirm dialog (th, 1920)');
    await ask.getByRole('button', { name: k('withdraw.confirm') }).click();
    await page.getByRole('heading', { name: k('withdraw.doneTitle') }).waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('balance').first().textContent(), { timeout: 10_000 }).toContain('12,345.67');

    // Paid by another member's deposit: the confirmation opens by itself, its countdown, warning and the steps so far.
    const confirm = page.getByRole('dialog', { name: k('confirm.title') });
    await confirm.waitFor({ timeout: 10_000 });
    await confirm.getByRole('timer').waitFor();
    await confirm.getByRole('heading', { name: k('confirm.timeline') }).waitFor();
    expect(await confirm.getByRole('listitem').count()).toBe(3);
    expect(await confirm.getByRole('listitem').nth(1).textContent()).toContain(k('confirm.steps.MATCHED'));
    await screenshot(page, 'money-confirmation-1920-th');
    await expectAccessible(page, 'withdrawal confirmation dialog (th, 1920)');
    await confirm.getByRole('radio', { name: k('confirm.answers.RECEIVED') }).check();
    await confirm.getByRole('button', { name: k('confirm.send') }).click();
    await confirm.getByRole('heading', { name: k('confirm.timeline') }).waitFor({ timeout: 10_000 });
    expect(await confirm.getByRole('status').textContent()).toBe(k('confirm.statuses.RECEIVED'));
    expect(await confirm.getByRole('listitem').count()).toBe(4);
    await screenshot(page, 'money-confirmation-answered-1920-th');
    await confirm
      .getByRole('button', { name: k('confirm.close') })
      .last()
      .click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The account record: the withdrawal's details open its confirmation again (its timeline).
    await go(page, '/member/transactionHistory');
    const withdrawal = record
      .getByRole('row')
      .filter({ hasText: k('transTypes.WITHDRAW') })
      .first();
    await withdrawal.waitFor({ timeout: 15_000 });
    await withdrawal.getByRole('button', { name: k('list.details') }).click();
    const details = page.getByRole('dialog', { name: k('transTypes.WITHDRAW') });
    await details.getByText(k('accountRecord.confirmationStatuses.RECEIVED')).waitFor();
    await screenshot(page, 'money-record-withdrawal-1920-th');
    await details.getByRole('button', { name: k('accountRecord.viewConfirmation') }).click();
    await confirm
      .getByRole('status')
      .filter({ hasText: k('confirm.statuses.RECEIVED') })
      .waitFor({ timeout: 10_000 });
    expect(await confirm.getByRole('listitem').count()).toBe(4);
    await confirm
      .getByRole('button', { name: k('confirm.close') })
      .last()
      .click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  }, 180_000);

  it('works on a 360 px phone in English: deposit, withdraw and the confirmation, with no sideways scrolling', async () => {
    const k = textsOf('en');
    const { context, page } = await app.newPage({ width: 360, height: 780 });
    await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await page.goto(app.url + '/');
    await logIn(page, k);

    await go(page, '/member/depositv2');
    await page.getByRole('radio', { name: /^Bank transfer/ }).waitFor({ timeout: 15_000 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'money-deposit-form-360-en');
    await page.getByRole('radio', { name: /PromptPay QR/ }).check();
    await page.getByRole('button', { name: '300.00', exact: true }).click();
    await page.getByRole('button', { name: k('deposit.submit'), exact: true }).click();
    await page.getByRole('img', { name: k('deposit.qrLabel', { amount: '300.00' }) }).waitFor({ timeout: 10_000 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'money-deposit-qr-360-en');

    await go(page, '/member/withdraw');
    await page.getByRole('textbox', { name: k('amount.label'), exact: true }).fill('500');
    await page.getByLabel(new RegExp(`^${k('withdraw.paymentPassword')}`)).fill('111111');
    await page.getByRole('button', { name: k('withdraw.submit'), exact: true }).click();
    await page
      .getByRole('dialog', { name: k('withdraw.confirmTitle') })
      .getByRole('button', { name: k('withdraw.confirm') })
      .click();
    await page.getByText(k('errors.wrongPaymentPassword')).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('textbox', { name: k('amount.label'), exact: true }).inputValue()).toBe('500');
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'money-withdraw-wrong-password-360-en');
    await page.getByLabel(new RegExp(`^${k('withdraw.paymentPassword')}`)).fill('246810');
    await page.getByRole('button', { name: k('withdraw.submit'), exact: true }).click();
    await page
      .getByRole('dialog', { name: k('withdraw.confirmTitle') })
      .getByRole('button', { name: k('withdraw.confirm') })
      .click();
    // The confirmation opens by itself.
    const confirm = page.getByRole('dialog', { name: k('confirm.title') });
    await confirm.waitFor({ timeout: 10_000 });
    await confirm.getByRole('radio', { name: k('confirm.answers.NOT_RECEIVED') }).check();
    await confirm.getByRole('button', { name: k('confirm.send') }).click();
    await confirm.getByText(k('confirm.proofRequired')).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'money-confirmation-360-en');
    await context.close();
  }, 180_000);

  it('confirm01 logs in with a withdrawal waiting: the dialog opens by itself with the time left and the steps so far, worded in Thai', async () => {
    const k = textsOf('th');
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    await logIn(page, k, 'confirm01', 'Player123');
    const confirm = page.getByRole('dialog', { name: k('confirm.title') });
    await confirm.waitFor({ timeout: 15_000 });
    expect(await confirm.getByRole('timer').textContent()).toMatch(/2[0-6]:\d\d/);
    const steps = confirm.getByRole('listitem');
    expect(await steps.count()).toBe(3);
    expect(await steps.nth(1).textContent()).toContain(k('confirm.reasons.deposit_matched', { name: 'S****n K.' }));
    await screenshot(page, 'money-confirmation-at-login-1920-th');
    await confirm.getByRole('button', { name: k('confirm.later') }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  }, 180_000);
});
