/**
 * The agent centre's contracts in real Chromium, simulator mode: agent01 logs in at /agent, opens
 * its contracts page (/agentHome/contracts), offers down01 a two-tier daily-salary contract with a
 * payout preview; down01 logs in on the site, the contract modal shows the offer and down01
 * accepts it; agent01 logs in again and sees the contract active. Thai first (the default
 * language), then English; 1920 px and 360 px screenshots.
 *
 * The simulator keeps its data in the page (msw): the whole story stays inside the single-page
 * app (client-side navigation, no reload).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf, type Texts } from '../support/catalogue';
import { agentLogIn, go, headerLogin, screenshot, useSimulatorApp } from '../support/e2e';
import { expectAccessible } from '../support/a11y';

const th = textsOf('th');
const en = textsOf('en');

const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });

/** agent01 logs in on /agent (the centre opens on its announcements) and opens the contracts. */
async function agentToContracts(page: Page, k: Texts) {
  await page.getByRole('heading', { name: k('agent.login.headline') }).waitFor({ timeout: 15_000 });
  await agentLogIn(page);
  await page.waitForURL('**/agentHome/announcement', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: k('agentAnnouncement.title') }).waitFor();
  await page.getByRole('link', { name: k('agentPages.contracts') }).click();
  await page.getByRole('heading', { level: 1, name: k('agentPages.contracts') }).waitFor();
}

const tierInput = (page: Page, k: Texts, n: number, field: string) =>
  page.getByRole('dialog').getByLabel(`${k('contracts.offer.tier', { n })}: ${field === 'bet' ? k('contracts.bets.DAILY') : k(`contracts.offer.${field}`)}`);

describe('agent contracts (simulator mode)', () => {
  it('agent01 offers a daily-salary contract; down01 accepts it in the contract modal; agent01 sees it active', async () => {
    const { context, page } = await app.newPage();
    const k = th;
    await page.goto(app.url + '/agent');
    await agentToContracts(page, k);
    await screenshot(page, 'agent-contracts-th-1920');

    // The offer: two ascending tiers within agent01's own 2 %; the preview follows the tiers.
    await page.getByLabel(k('contracts.offer.account')).fill('down01');
    await page.getByRole('button', { name: k('contracts.offer.open') }).click();
    const dialog = page.getByRole('dialog', { name: k('contracts.offer.title', { downline: 'down01' }) });
    await dialog.getByTestId('offer-ceiling').waitFor({ timeout: 10_000 });
    // The draft starts on the first kind whose module is on (dividend); daily salary is chosen.
    await dialog.getByLabel(k('contracts.offer.kind')).selectOption('DAILY');
    await expect.poll(() => dialog.getByTestId('offer-ceiling').textContent()).toContain('2%');
    await tierInput(page, k, 1, 'activeMembers').fill('1');
    await tierInput(page, k, 1, 'bet').fill('100');
    await tierInput(page, k, 1, 'rate').fill('3');
    await dialog.getByRole('button', { name: k('contracts.offer.send') }).click();
    // Above its own rate: refused as typed, what was typed kept.
    await dialog.getByText(k('contracts.errors.aboveOwn', { rate: '2%' })).waitFor();
    expect(await tierInput(page, k, 1, 'rate').inputValue()).toBe('3');
    await tierInput(page, k, 1, 'rate').fill('0.5');
    await dialog.getByRole('button', { name: k('contracts.offer.addTier') }).click();
    await tierInput(page, k, 2, 'activeMembers').fill('3');
    await tierInput(page, k, 2, 'bet').fill('1000');
    await tierInput(page, k, 2, 'rate').fill('1');
    await expect.poll(() => dialog.getByTestId('offer-preview').textContent()).not.toContain(k('contracts.offer.previewIncomplete'));
    await screenshot(page, 'agent-offer-th-1920');
    await expectAccessible(page, 'offer contract dialog (th, 1920)');
    await dialog.getByRole('button', { name: k('contracts.offer.send') }).click();
    await page.getByTestId('offer-sent').waitFor({ timeout: 10_000 });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('contracts.close') })
      .last()
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The offer is listed as waiting.
    const waiting = page
      .getByRole('listitem')
      .filter({ hasText: 'down01' })
      .filter({ hasText: k('contracts.statuses.PENDING') });
    await expect.poll(() => waiting.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'agent-contracts-pending-th-1920');

    // agent01 leaves; down01 logs in on the site and answers the offer in the modal.
    await page.getByRole('button', { name: k('header.signOut') }).click();
    // Signing out asks first, as on the member side.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('header.signOut') })
      .click();
    await page.waitForURL('**/agent', { timeout: 10_000 });
    await go(page, '/');
    // The agent login page leaves once the home has rendered (a client-side navigation).
    await page.getByRole('heading', { name: k('agent.login.headline') }).waitFor({ state: 'detached' });
    await headerLogin(page, k).click();
    const login = page.getByRole('dialog');
    await login.locator('input[autocomplete="username"]').fill('down01');
    await login.locator('input[type="password"]').fill('Player123');
    await login.locator('button[type="submit"]').click();
    const modal = page.getByRole('dialog', { name: k('contracts.modal.title') });
    await modal.getByTestId('contract-modal').waitFor({ timeout: 15_000 });
    // The offer, from the consolidated call's daily-salary map: comprehensive, its tiers, Accept and Reject.
    const dailyOffer = k('contracts.kindOnGame', { kind: k('contracts.kinds.DAILY'), game: k('contracts.gameTypes.CONS') });
    expect(await modal.textContent()).toContain(k('contracts.modal.lead'));
    await modal.getByRole('region', { name: dailyOffer }).waitFor();
    await screenshot(page, 'agent-contract-modal-th-1920');
    await expectAccessible(page, 'contract modal (th, 1920)');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'agent-contract-modal-th-360');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await modal.getByRole('button', { name: `${k('contracts.accept')}: ${dailyOffer}`, exact: true }).click();
    await modal
      .getByTestId('contract-modal-result')
      .getByText(k('contracts.decision.ACCEPT', { kind: dailyOffer }))
      .waitFor({ timeout: 10_000 });
    await modal
      .getByRole('button', { name: k('contracts.close') })
      .last()
      .click();
    await modal.waitFor({ state: 'detached' });

    // down01 signs out; agent01 comes back and finds the contract active.
    await page.getByRole('button', { name: k('header.accountMenu') }).click();
    await page
      .getByRole('menuitem', { name: k('header.signOut') })
      .or(page.getByRole('button', { name: k('header.signOut') }))
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('header.signOut') })
      .click();
    await headerLogin(page, k).waitFor();
    await go(page, '/agent');
    await agentToContracts(page, k);
    const active = page
      .getByRole('listitem')
      .filter({ hasText: 'down01' })
      .filter({ hasText: k('contracts.statuses.ACTIVE') });
    await expect.poll(() => active.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'agent-contracts-active-th-1920');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'agent-contracts-active-th-360');

    // English, both widths; and the terminate confirmation says what ends when.
    await page.getByLabel(k('languages.label')).selectOption('EN');
    await page.getByRole('heading', { level: 1, name: en('agentPages.contracts') }).waitFor();
    await screenshot(page, 'agent-contracts-en-360');
    await page.setViewportSize({ width: 1920, height: 1080 });
    const activeEn = page
      .getByRole('listitem')
      .filter({ hasText: 'down01' })
      .filter({ hasText: en('contracts.statuses.ACTIVE') });
    await activeEn
      .first()
      .getByRole('button', { name: en('contracts.terminate') })
      .click();
    const confirm = page.getByRole('dialog', { name: en('contracts.terminateTitle') });
    const dailyEn = en('contracts.kindOnGame', { kind: en('contracts.kinds.DAILY'), game: en('contracts.gameTypes.CONS') });
    await confirm
      .getByText(en('contracts.terminateMessage', { kind: dailyEn, upline: 'agent01', downline: 'down01', period: en('contracts.inProgress.DAILY') }))
      .waitFor();
    await screenshot(page, 'agent-terminate-en-1920');
    await expectAccessible(page, 'terminate confirm (en, 1920)');
    await confirm.getByRole('button', { name: en('common.cancel') }).click();
    await screenshot(page, 'agent-contracts-en-1920');
    await context.close();
  }, 180_000);

  it('downline management on a 360 px phone: search, details, a transfer refused for the balance then made', async () => {
    const { context, page } = await app.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const k = th;
    await page.goto(app.url + '/agent');
    await page.getByRole('heading', { name: k('agent.login.headline') }).waitFor({ timeout: 15_000 });
    await agentLogIn(page);
    // The centre opens on the announcements (the spec's first page); the team overview next.
    await page.waitForURL('**/agentHome/announcement', { timeout: 15_000 });
    await page.getByRole('link', { name: k('agentPages.teamOverview') }).click();
    await page.waitForURL('**/agentHome/teamOverview', { timeout: 15_000 });
    // Team overview: the last 7 days' figures and the chart.
    await page.getByTestId('team-figures').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('team-figures').textContent()).toContain(k('overview.teamSize'));
    await page.getByRole('img', { name: k('overview.chartTitle') }).waitFor();
    await screenshot(page, 'agent-team-overview-th-360');
    await page.getByRole('link', { name: k('agentPages.downlineManagement') }).click();
    await page.getByText(k('downlines.count_other', { count: 40 })).waitFor({ timeout: 15_000 });
    await screenshot(page, 'agent-downlines-th-360');

    await page.getByLabel(k('downlines.search')).fill(' down0');
    await expect.poll(() => page.getByText(k('downlines.count_other', { count: 2 })).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByLabel(k('downlines.search')).inputValue()).toBe(' down0');
    await page.getByRole('button', { name: `${k('downlines.transfer')}: down01` }).click();
    // The shared transfer form in a dialog: agent01's balance and the limits, then the amount.
    const dialog = page.getByRole('dialog', { name: k('downlineTransfer.title', { downline: 'down01' }) });
    const amount = dialog.getByRole('textbox', { name: k('amount.label'), exact: true });
    await amount.fill('60000', { timeout: 15_000 });
    await dialog.locator('input[type="password"]').fill('246810');
    await dialog.getByRole('button', { name: k('transfer.submit') }).click();
    // More than the 50,000 balance: refused under the amount before anything is sent, what was typed kept.
    await dialog
      .getByText(k('amount.balance', { balance: '฿50,000.00' }))
      .or(dialog.getByText(k('amount.balance', { balance: '50,000.00' })))
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await amount.inputValue()).toBe('60000');
    await screenshot(page, 'agent-transfer-refused-th-360');
    await amount.fill('1500.50');
    await dialog.getByRole('button', { name: k('transfer.submit') }).click();
    const confirm = page.getByRole('dialog', { name: k('transfer.confirmTitle') });
    await confirm.waitFor();
    await screenshot(page, 'agent-transfer-confirm-th-360');
    await expectAccessible(page, 'downline transfer confirm (th, 360)');
    await confirm.getByRole('button', { name: k('transfer.confirm') }).click();
    await dialog.getByTestId('transfer-done').waitFor({ timeout: 10_000 });
    await screenshot(page, 'agent-transfer-done-th-360');
    await dialog
      .getByRole('button', { name: k('downlineTransfer.close') })
      .last()
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('row')
      .filter({ hasText: 'down01' })
      .getByRole('button', { name: k('list.details') })
      .click();
    await page.getByRole('dialog', { name: k('downlines.detailsOf', { account: 'down01' }) }).waitFor();
    await screenshot(page, 'agent-downline-details-th-360');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByLabel(k('languages.label')).selectOption('EN');
    await page.getByRole('heading', { level: 1, name: en('agentPages.downlineManagement') }).waitFor();
    await screenshot(page, 'agent-downlines-en-1920');
    await page.getByRole('link', { name: en('agentPages.teamOverview') }).click();
    await page.getByTestId('team-figures').waitFor({ timeout: 30_000 });
    await screenshot(page, 'agent-team-overview-en-1920');
    await context.close();
  }, 120_000);
});
