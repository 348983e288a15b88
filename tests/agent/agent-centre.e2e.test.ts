/**
 * The agent centre's registration centre, announcements and shared pages in real Chromium,
 * simulator mode: agent01 logs in at /agent and lands on the announcements (opens one: its HTML
 * shown safely); in the registration centre it copies the player referral link (the clipboard
 * holds it, the dialog says so), registers a downline agent (with the mobile number the brand's
 * registration rules require) — refused first for a taken username
 * with what it typed kept — and finds the new account in downline management; the shared member
 * pages (deposit, transfer to upline) open inside the agent centre. Thai at 1920 px first (the
 * default language), then English at 360 px; axe on every page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { textsOf, type Texts } from '../support/catalogue';
import { screenshot, useSimulatorApp } from '../support/e2e';

const th = textsOf('th');
const en = textsOf('en');

const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });

async function openPage(page: Page, k: Texts, id: string, titleKey: string) {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: k(titleKey), exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: k(titleKey) }).waitFor({ timeout: 15_000 });
  await page.waitForURL(`**/agentHome/${id}`);
}

describe('agent centre: registration centre, announcements, shared pages (simulator mode)', () => {
  it('agent01 reads an announcement, copies a referral link, registers a downline and finds it in downline management', async () => {
    const { context, page } = await app.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    let k = th;
    await page.goto(app.url + '/agent');
    await page.getByRole('heading', { name: k('agent.login.headline') }).waitFor({ timeout: 20_000 });
    await page.locator('input[autocomplete="username"]').fill('agent01');
    await page.locator('input[type="password"]').fill('Agent123');
    await page.locator('button[type="submit"]').click();

    // The announcements: the centre's first page (spec §2 order).
    await page.waitForURL('**/agentHome/announcement', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: k('agentAnnouncement.title') }).waitFor();
    const first = page
      .getByRole('listitem')
      .filter({ hasText: k('agentAnnouncement.pinned') })
      .getByRole('button');
    await first.waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'agent announcements (th)');
    await screenshot(page, 'agent-announcements-th-1920');
    await first.click();
    const notice = page.getByRole('dialog');
    await notice.locator('strong').first().waitFor();
    expect(await notice.locator('script').count()).toBe(0);
    await expectAccessible(page, 'agent announcement dialog (th)');
    await screenshot(page, 'agent-announcement-open-th-1920');
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'detached' });

    // The registration centre: the referral links with their QR codes; copying the player link.
    await openPage(page, k, 'registrationCentre', 'registrationCentre.title');
    const player = page.getByTestId('referral-PLAYER');
    await player.waitFor({ timeout: 15_000 });
    const code = (await page.getByTestId('affiliate-code').textContent())!.trim();
    expect(code).not.toBe('');
    await page
      .getByTestId('referral-AGENT')
      .getByRole('img', { name: k('registrationCentre.qr', { kind: k('registrationCentre.links.AGENT') }) })
      .waitFor();
    await expectAccessible(page, 'registration centre (th)');
    await screenshot(page, 'agent-registration-centre-th-1920');
    await player.getByRole('button', { name: k('registrationCentre.copyLink', { kind: k('registrationCentre.links.PLAYER') }) }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByText(k('common.copied'), { exact: true }).waitFor({ timeout: 10_000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).searchParams.get('affiliateCode')).toBe(code);
    await page.keyboard.press('Escape');

    // English on a phone from here.
    await page.getByLabel(k('languages.label')).selectOption('EN');
    k = en;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('heading', { level: 1, name: k('registrationCentre.title') }).waitFor();

    // Registering a downline agent: the taken username down01 is refused under the field, what was typed kept.
    await page.getByRole('radio', { name: new RegExp(k('registrationCentre.kinds.AGENT')) }).check();
    await page.getByLabel(new RegExp(`^${k('registrationCentre.username')}`)).fill('down01');
    await page
      .getByLabel(new RegExp(`^${k('registrationCentre.password')}`))
      .first()
      .fill('Secret123');
    await page.getByLabel(new RegExp(`^${k('registrationCentre.confirmPassword')}`)).fill('Secret123');
    // The brand requires a mobile number (its registration rule, as on the site's register form).
    await page.getByRole('textbox', { name: new RegExp(`^${k('register.fields.mobileNum')}`) }).fill('0861234567');
    await page.getByRole('button', { name: k('registrationCentre.submit') }).click();
    await page.getByText(k('errors.usernameExists')).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel(new RegExp(`^${k('registrationCentre.confirmPassword')}`)).inputValue()).toBe('Secret123');
    await expectAccessible(page, 'registration centre refused (en, 360)');
    await screenshot(page, 'agent-registration-refused-en-360');
    await page.getByLabel(new RegExp(`^${k('registrationCentre.username')}`)).fill('Scout360');
    await page.getByRole('button', { name: k('registrationCentre.submit') }).click();
    const done = page.getByTestId('registered-downline');
    await done.waitFor({ timeout: 15_000 });
    expect(await done.textContent()).toContain('scout360');
    await screenshot(page, 'agent-registration-done-en-360');
    await done.getByRole('link', { name: k('registrationCentre.seeInList') }).click();
    await page.getByRole('heading', { level: 1, name: k('agentPages.downlineManagement') }).waitFor({ timeout: 15_000 });
    // Newest first: the new downline agent heads the list.
    await page.getByText('scout360', { exact: true }).first().waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'downline management with the new downline (en, 360)');
    await screenshot(page, 'agent-downlines-new-en-360');

    // The member pages it shares open inside the agent centre.
    await openPage(page, k, 'transferUpline', 'memberPages.transferUpline');
    // agent01 is a top agent: the member centre's own page says it has no upline.
    await page.getByText(k('upline.none')).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'transfer to upline in the agent centre (en, 360)');
    await screenshot(page, 'agent-transfer-upline-en-360');
    await openPage(page, k, 'depositv2', 'memberPages.depositv2');
    await expectAccessible(page, 'deposit in the agent centre (en, 360)');
    await openPage(page, k, 'announcement', 'agentAnnouncement.title');
    await page.getByRole('listitem').first().waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'agent announcements (en, 360)');
    await screenshot(page, 'agent-announcements-en-360');
    await openPage(page, k, 'registrationCentre', 'registrationCentre.title');
    await page.getByTestId('referral-PLAYER').waitFor({ timeout: 15_000 });
    await screenshot(page, 'agent-registration-centre-en-360');
    await context.close();
  }, 180_000);
});
