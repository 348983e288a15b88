/**
 * Rewards in real Chromium, simulator mode: a visitor browses the promotions (categories, the
 * card grid, a detail whose script the sanitiser drops); player01 claims a bonus in the claim
 * hall (the balance grows), applies for a promotion with two images, and claims an issued reward
 * in the reward centre (the badge drops). Screenshots at 1920 and 360 px, Thai (the default) and
 * English.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { go, logIn, screenshot, useSimulatorApp } from '../support/e2e';
import { expectAccessible } from '../support/a11y';

const th = textsOf('th');
const en = textsOf('en');
const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });
const PHONE = { width: 360, height: 780 };
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** What the screen shows now (not the whole page): a phone's view of one part. */
const viewShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

async function inEnglish(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('hisLang', 'EN');
    localStorage.setItem('lang', 'EN');
  });
}

const cards = (page: Page) => page.getByTestId('promotion-card');
const claimRow = (page: Page, title: string) => page.getByTestId('claim').filter({ hasText: title });

describe('rewards (simulator mode)', () => {
  it('a visitor browses the promotions by category and reads a sanitised detail', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/promotions');
    await page.getByRole('heading', { level: 1, name: th('routes.promotions') }).waitFor();
    await cards(page).first().waitFor({ timeout: 15_000 });
    expect(await cards(page).count()).toBe(13);
    await page.getByText(th('promotions.loginToClaim')).waitFor();
    await screenshot(page, 'rewards-promotions-1920-th');

    const categories = page.getByRole('group', { name: th('promotions.categories') });
    await categories.getByRole('button', { name: 'สล็อต' }).click();
    await expect.poll(() => cards(page).count()).toBe(3);
    await categories.getByRole('button', { name: th('promotions.all') }).click();
    await expect.poll(() => cards(page).count()).toBe(13);

    await page.getByRole('button', { name: th('promotions.detailsOf', { title: 'โบนัสต้อนรับ 100%' }) }).click();
    const dialog = page.getByRole('dialog', { name: 'โบนัสต้อนรับ 100%' });
    await dialog.getByText('สมัครพร้อมภาพหน้าจอการฝากครั้งแรก').waitFor();
    expect(await dialog.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __promoXss?: number }).__promoXss)).toBeUndefined();
    await screenshot(page, 'rewards-promotion-detail-1920-th');
    await expectAccessible(page, 'promotion detail dialog (th, 1920)');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();

    const phone = await app.newPage(PHONE);
    await inEnglish(phone.page);
    await phone.page.goto(app.url + '/promotions');
    await phone.page.getByRole('heading', { level: 1, name: en('routes.promotions') }).waitFor();
    await cards(phone.page).first().waitFor({ timeout: 15_000 });
    // Nothing wider than the phone.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, 'rewards-promotions-360-en');
    await viewShot(phone.page, 'rewards-promotions-360-en-view');
    await phone.context.close();
  }, 90_000);

  it('player01 claims a bonus, applies with two images and claims an issued reward in the reward centre', async () => {
    const { context, page } = await app.newPage();
    await inEnglish(page);
    await page.goto(app.url + '/promotions');
    await cards(page).first().waitFor({ timeout: 15_000 });
    await logIn(page, en);
    await page.getByRole('heading', { level: 2, name: en('claims.title') }).waitFor();
    await page.getByTestId('claim').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('claim').count()).toBe(13);

    const balanceBefore = await page.getByTestId('balance').textContent();
    const cashback = claimRow(page, 'Live casino cashback 5%');
    await cashback.getByRole('button', { name: `${en('action.claim')}: Live casino cashback 5%` }).click();
    await page.getByRole('status').filter({ hasText: '“Live casino cashback 5%”' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => cashback.getAttribute('data-status')).toBe('CLAIMED');
    await cashback.getByRole('progressbar').waitFor();
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).not.toBe(balanceBefore);
    await screenshot(page, 'rewards-claim-hall-1920-en');

    // Apply: an empty comment is refused in place; then two images and a comment go through.
    const welcome = claimRow(page, 'Welcome bonus 100%');
    await welcome.getByRole('button', { name: `${en('action.apply')}: Welcome bonus 100%` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: en('apply.submit') }).click();
    await dialog.getByText(en('validation.required')).waitFor();
    await dialog.getByLabel(en('apply.comment')).fill('My first deposit, screenshots attached');
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: PNG },
      { name: 'two.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect.poll(() => dialog.locator('img').count()).toBe(2);
    await screenshot(page, 'rewards-apply-1920-en');
    await expectAccessible(page, 'promotion application dialog (en, 1920)');
    await dialog.getByRole('button', { name: en('apply.submit') }).click();
    await expect.poll(() => welcome.getAttribute('data-status'), { timeout: 10_000 }).toBe('PROCESS');

    // The reward centre: two issued rewards; claiming one drops the badge to 1.
    await go(page, '/member/rewardCenter');
    // The member centre's own nav (the side menu's quick link shares the page's name and has no badge).
    const nav = page.getByRole('navigation', { name: en('centre.memberNav') }).getByRole('link', { name: new RegExp(en('memberPages.rewardCenter')) });
    const badge = () => nav.locator('[aria-hidden="true"]').last().textContent();
    await expect.poll(badge, { timeout: 15_000 }).toBe('2');
    const birthday = claimRow(page, 'Birthday bonus');
    await birthday.getByRole('button', { name: `${en('action.claim')}: Birthday bonus` }).click();
    await expect.poll(badge, { timeout: 10_000 }).toBe('1');
    expect(await nav.getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'rewards-reward-centre-1920-en');
    await context.close();

    const phone = await app.newPage(PHONE);
    await phone.page.goto(app.url + '/promotions');
    await cards(phone.page).first().waitFor({ timeout: 15_000 });
    await logIn(phone.page, th);
    await phone.page.getByTestId('claim').first().waitFor({ timeout: 15_000 });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, 'rewards-claim-hall-360-th');
    await phone.page.getByTestId('claim').nth(3).scrollIntoViewIfNeeded();
    await viewShot(phone.page, 'rewards-claim-hall-360-th-view');
    await go(phone.page, '/member/rewardCenter');
    await phone.page.getByText(th('rewardCenter.intro')).waitFor({ timeout: 15_000 });
    await screenshot(phone.page, 'rewards-reward-centre-360-th');
    await phone.context.close();
  }, 120_000);

  it('player01 redeems in the points mall (a wrong password first), and the points mall works on a 360 px phone', async () => {
    const { context, page } = await app.newPage();
    await inEnglish(page);
    await page.goto(app.url + '/pointMall');
    // Logged out: the login opens (login required, the brand's default reading).
    await page.getByRole('dialog').waitFor({ timeout: 15_000 });
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[autocomplete="username"]').fill('player01');
    await dialog.locator('input[type="password"]').fill('Player123');
    await dialog.locator('button[type="submit"]').click();
    await go(page, '/pointMall');
    await page.getByRole('heading', { level: 1, name: en('routes.pointMall') }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('points').textContent(), { timeout: 15_000 }).toBe('5,600');
    await page.getByText(en('mall.noExpiry')).first().waitFor();
    await screenshot(page, 'rewards-point-mall-1920-en');

    await page.getByRole('button', { name: `${en('mall.redeem')}: Bonus voucher 10` }).click();
    const form = page.getByRole('dialog', { name: en('mall.redeemTitle', { name: 'Bonus voucher 10' }) });
    await form.getByLabel(en('mall.password')).fill('Wrong999');
    await form.getByRole('button', { name: en('mall.redeem') }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: en('mall.confirmTitle') }));
    await confirm.getByText(en('mall.redeemSummary', { points: '1,000', left: '4,600' })).waitFor();
    await screenshot(page, 'rewards-point-mall-confirm-1920-en');
    await expectAccessible(page, 'points mall redeem confirm (en, 1920)');
    await confirm.getByRole('button', { name: en('mall.redeem') }).click();
    await form.getByText(en('errors.passwordIncorrect')).waitFor({ timeout: 10_000 });
    expect(await form.getByLabel(en('mall.quantity')).inputValue()).toBe('1');
    await form.getByLabel(en('mall.password')).fill('Player123');
    await form.getByRole('button', { name: en('mall.redeem') }).click();
    await confirm.getByRole('button', { name: en('mall.redeem') }).click();
    await expect.poll(() => page.getByTestId('points').textContent(), { timeout: 10_000 }).toBe('4,600');
    await page.getByRole('status').filter({ hasText: 'R100001-L1' }).waitFor();

    await page.getByRole('tab', { name: en('mall.tabs.history') }).click();
    await page.getByText(en('mall.history.statuses.PROCESS')).first().waitFor({ timeout: 10_000 });
    await screenshot(page, 'rewards-point-mall-history-1920-en');
    await page.getByRole('tab', { name: en('mall.tabs.rules') }).click();
    await page.getByRole('table').waitFor();
    await context.close();

    const phone = await app.newPage(PHONE);
    await phone.page.goto(app.url + '/');
    await logIn(phone.page, th);
    await go(phone.page, '/pointMall');
    await expect.poll(() => phone.page.getByTestId('points').textContent(), { timeout: 15_000 }).toBe('5,600');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await viewShot(phone.page, 'rewards-point-mall-360-th-view');
    await phone.page.getByRole('button', { name: th('mall.convert') }).click();
    const convert = phone.page.getByRole('dialog', { name: th('mall.convertTitle') });
    await convert.getByLabel(th('mall.pointsToConvert')).fill('2500');
    await convert.getByLabel(th('mall.password')).fill('Player123');
    await convert.getByRole('button', { name: th('mall.convert') }).click();
    await viewShot(phone.page, 'rewards-point-mall-convert-360-th-view');
    await phone.page.getByRole('dialog', { name: th('mall.confirmTitle') }).waitFor();
    await expectAccessible(phone.page, 'points convert confirm (th, 360)');
    await phone.page
      .getByRole('alertdialog')
      .or(phone.page.getByRole('dialog', { name: th('mall.confirmTitle') }))
      .getByRole('button', { name: th('mall.convert') })
      .click();
    await expect.poll(() => phone.page.getByTestId('points').textContent(), { timeout: 10_000 }).toBe('3,100');
    await phone.page.getByRole('tab', { name: th('mall.tabs.details') }).click();
    await phone.page.getByText('-2,500').first().waitFor({ timeout: 10_000 });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await viewShot(phone.page, 'rewards-point-mall-details-360-th-view');
    await phone.context.close();
  }, 120_000);

  it('player01 sees the VIP rank, invites friends with a QR code and follows the missions', async () => {
    const { context, page } = await app.newPage();
    await inEnglish(page);
    await page.goto(app.url + '/');
    await logIn(page, en);
    await go(page, '/member/rewardCenter');
    await page.getByTestId('vip').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: en('vip.title', { rank: 'Gold' }) }).waitFor();
    await screenshot(page, 'rewards-vip-1920-en');
    await go(page, '/member/referral');
    await page.getByTestId('referral-code').waitFor({ timeout: 15_000 });
    const qr = page.getByRole('img', { name: /QR code/ }).first();
    await expect.poll(() => qr.locator('path').count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'rewards-referral-1920-en');
    await go(page, '/member/missionLeaderboard');
    await page.getByTestId('mission').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('mission').count()).toBe(4);
    await screenshot(page, 'rewards-missions-1920-en');
    // Claiming a completed mission: the result is said, the mission shows claimed, the badge drops to 1.
    const deposit = page.getByTestId('mission').filter({ hasText: 'Deposit 3 days in a row' });
    await deposit.getByRole('button', { name: `${en('action.claim')}: Deposit 3 days in a row` }).click();
    await page.getByRole('status').filter({ hasText: 'Deposit 3 days in a row' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => deposit.getAttribute('data-status'), { timeout: 15_000 }).toBe('CLAIMED');
    const nav = page.getByRole('navigation', { name: en('centre.memberNav') });
    await nav
      .getByRole('link', { name: new RegExp(en('memberPages.missionLeaderboard')) })
      .getByText(en('centre.badge_one', { count: 1 }))
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'rewards-missions-claimed-1920-en');
    await context.close();

    const phone = await app.newPage(PHONE);
    await phone.page.goto(app.url + '/');
    await logIn(phone.page, th);
    await go(phone.page, '/member/referral');
    await phone.page.getByTestId('referral-code').waitFor({ timeout: 15_000 });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await viewShot(phone.page, 'rewards-referral-360-th-view');
    await go(phone.page, '/member/missionLeaderboard');
    await phone.page.getByTestId('mission').first().waitFor({ timeout: 15_000 });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await viewShot(phone.page, 'rewards-missions-360-th-view');
    const live = phone.page.getByTestId('mission').filter({ hasText: 'เดิมพันโต๊ะสด 1,000 สัปดาห์นี้' });
    await live.getByRole('button', { name: `${th('action.claim')}: เดิมพันโต๊ะสด 1,000 สัปดาห์นี้` }).click();
    await expect.poll(() => live.getAttribute('data-status'), { timeout: 15_000 }).toBe('CLAIMED');
    await phone.page.getByRole('status').filter({ hasText: 'เดิมพันโต๊ะสด' }).scrollIntoViewIfNeeded();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await viewShot(phone.page, 'rewards-missions-claimed-360-th-view');
    await phone.context.close();
  }, 120_000);
});
