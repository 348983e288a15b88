/**
 * Content and messages in real Chromium, simulator mode: the announcement popups (a visitor's,
 * "don't show again today" across a reload, a first login's F and A), the notice bell's dot and a
 * notice's link into the app, platform messages and their badges, and the safety of every surface
 * that shows gateway HTML or addresses. Visible texts come from the catalogues (Thai, the default
 * language, and English).
 *
 * The simulator keeps its data in the page (msw): a reload starts a fresh simulator, while the
 * browser's storage stays.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { encodeCustomerServicePath } from '../../gateway/codec';
import { go, headerLogin, logIn, screenshot, settle, simulatorSaved, useSimulatorApp } from '../support/e2e';
import { expectAccessible } from '../support/a11y';

/** What is on screen (the viewport, not the whole page: the dialogs are what these tests are about). */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

/** The page's next read of the announcements (the popups' and the notices' list) answered. */
const announcementsRead = (page: Page) => page.waitForResponse((r) => r.url().includes('getListAnnouncements'), { timeout: 30_000 });

const th = textsOf('th');
const en = textsOf('en');

const app = useSimulatorApp();

const popupDialog = (page: Page, k = th) => page.getByRole('dialog', { name: k('popups.title') });
const popupTitles = (page: Page, k = th) =>
  popupDialog(page, k)
    .getByRole('list', { name: k('popups.list') })
    .getByRole('button');

async function switchToEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('lang', 'EN'));
  await page.reload();
}

describe('announcement popups', () => {
  it('a visitor sees the visitor popups; "don\'t show again today" holds after a reload', async () => {
    const { context, page } = await app.newPage({ width: 1920, height: 1080 }, { popups: true });
    await page.goto(app.url + '/');
    await popupDialog(page).waitFor({ timeout: 30_000 });
    // The visitor ones (B): three of them, the first on screen.
    await expect.poll(() => popupTitles(page).count()).toBe(3);
    expect(await popupDialog(page).getByTestId('popup-detail').textContent()).toContain('สมัครสมาชิก Croupier Demo');
    await shot(page, 'content-popups-visitor-1920-th');
    await expectAccessible(page, 'announcement popups (th, 1920)');

    // Picking another one shows it (and stops the autoplay).
    await popupTitles(page).nth(1).click();
    await expect.poll(() => popupTitles(page).nth(1).getAttribute('aria-current')).toBe('true');
    expect(await popupDialog(page).getByTestId('popup-detail').textContent()).toContain('100%');

    await popupDialog(page)
      .getByRole('checkbox', { name: th('popups.hideToday') })
      .check();
    await popupDialog(page)
      .getByRole('button', { name: th('popups.close'), exact: true })
      .last()
      .click();
    await expect.poll(() => popupDialog(page).count()).toBe(0);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await page.evaluate(() => localStorage.getItem('popupHiddenOn:anonymous'))).toBe(today);
    await shot(page, 'content-popups-closed-1920-th');

    // A new tab the same day (a fresh session, the device's storage kept): still hidden.
    // Each time, once the app has read the announcements and settled, it would have shown them.
    const again = await context.newPage();
    const read = announcementsRead(again);
    await again.goto(app.url + '/');
    await headerLogin(again, th).waitFor();
    await read;
    await settle(again);
    expect(await popupDialog(again).count()).toBe(0);
    // The same tab reloaded: hidden too.
    const reread = announcementsRead(page);
    await page.reload();
    await headerLogin(page, th).waitFor();
    await reread;
    await settle(page);
    expect(await popupDialog(page).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('a first login shows the first-login popups (F) before the member ones (A), 7 titles a page', async () => {
    const { context, page } = await app.newPage({ width: 360, height: 740 }, { popups: true });
    await page.goto(app.url + '/');
    await switchToEnglish(page);
    await popupDialog(page, en).waitFor({ timeout: 15_000 });
    await shot(page, 'content-popups-visitor-360-en');
    await popupDialog(page, en)
      .getByRole('button', { name: en('popups.close'), exact: true })
      .last()
      .click();
    await expect.poll(() => popupDialog(page, en).count()).toBe(0);

    await logIn(page, en, 'firstday01', 'Firstday123');
    await popupDialog(page, en).waitFor({ timeout: 15_000 });
    const titles = await popupTitles(page, en).allTextContents();
    expect(titles).toHaveLength(7);
    expect(titles.slice(0, 2)).toEqual(['Your first login', 'Claim your welcome bonus']);
    expect(
      await popupDialog(page, en)
        .getByText(en('popups.position', { n: 1, total: 10 }))
        .count(),
    ).toBe(1);
    await shot(page, 'content-popups-first-login-360-en');
    // The title list's second page (spec §9: 7 a page) by its page button.
    const pager = popupDialog(page, en).getByRole('navigation', { name: en('common.pagination') });
    await pager.getByRole('button', { name: en('common.page', { page: 2 }) }).click();
    await expect.poll(() => popupTitles(page, en).count()).toBe(3);
    expect(
      await popupDialog(page, en)
        .getByText(en('popups.position', { n: 8, total: 10 }))
        .count(),
    ).toBe(1);
    await shot(page, 'content-popups-page-2-360-en');
    await context.close();
  }, 120_000);
});

describe('notices and platform messages', () => {
  it('the bell marks unread notices; reading a message clears its badge', async () => {
    const { context, page } = await app.newPage({ width: 1920, height: 1080 });
    await page.goto(app.url + '/');
    await logIn(page, th);

    // The bell: a dot for notices not opened on this device; opening the notices reads the first.
    const dot = page.getByTestId('notice-dot');
    await dot.waitFor({ timeout: 10_000 });
    await page
      .getByRole('button', { name: /^ประกาศ/ })
      .first()
      .click();
    const notices = page.getByRole('dialog', { name: th('notices.title') });
    await notices.waitFor();
    await shot(page, 'content-notices-1920-th');
    // Open every notice, page by page: then none is new on this device and the dot goes.
    const entries = notices.getByRole('listitem').getByRole('button');
    const next = notices.getByRole('button', { name: th('common.nextPage') });
    let opened = 0;
    for (;;) {
      const count = await entries.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) await entries.nth(i).click();
      opened += count;
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
      await next.click();
    }
    expect(opened).toBeGreaterThan(1);
    await notices
      .getByRole('button', { name: th('common.close') })
      .first()
      .click();
    await expect.poll(() => dot.count()).toBe(0);

    // A link in a notice to a lobby opens it in this tab, through the app, and the notices close.
    await page
      .getByRole('button', { name: /^ประกาศ/ })
      .first()
      .click();
    await notices.getByRole('button', { name: 'เกมใหม่ประจำสัปดาห์' }).click();
    const jili = notices.getByRole('link', { name: 'Jili' });
    expect(await jili.getAttribute('target')).toBeNull();
    await jili.click();
    await page.waitForURL('**/rng?vassalage=JL');
    await notices.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: th('routes.rng') }).waitFor();
    expect(context.pages()).toHaveLength(1);

    // A home banner with a link (the seed's promotions banner) is a link into the app.
    await go(page, '/');
    const carousel = page.getByTestId('banner-carousel');
    await carousel.getByRole('button', { name: th('home.goToBanner', { n: 2 }) }).click({ timeout: 15_000 });
    const promoBanner = carousel.getByRole('link', { name: 'โปรโมชั่นประจำสัปดาห์' });
    await promoBanner.waitFor({ timeout: 5_000 });
    expect(await promoBanner.getAttribute('href')).toBe('/promotions');
    await promoBanner.click();
    await page.waitForURL('**/promotions');
    expect(context.pages()).toHaveLength(1);
    await go(page, '/');

    // The avatar's badge counts the unread messages.
    const badge = page.getByTestId('avatar-unread');
    await badge.waitFor({ timeout: 10_000 });
    const before = Number((await badge.getAttribute('data-count'))?.replace('+', ''));
    expect(before).toBeGreaterThan(0);

    await go(page, '/member/messageV2');
    await page
      .getByRole('heading', { name: th('memberPages.messageV2') })
      .first()
      .waitFor();
    const unreadTab = page.getByRole('tab', { name: th('inbox.unreadCount', { n: before }) });
    await unreadTab.waitFor();
    await unreadTab.click();
    const first = page.locator('main ul li button[aria-haspopup="dialog"]').first();
    await first.waitFor({ timeout: 10_000 });
    await shot(page, 'content-messages-1920-th');
    const title = ((await first.locator('span').nth(2).textContent()) ?? '').trim();
    await first.click();
    const message = page.getByRole('dialog');
    await message.waitFor();
    await shot(page, 'content-message-open-1920-th');
    await expectAccessible(page, 'platform message dialog (th, 1920)');
    await expect.poll(async () => Number((await badge.getAttribute('data-count'))?.replace('+', '')), { timeout: 10_000 }).toBe(before - 1);
    // Deleting asks first; cancelling keeps the message open.
    await message.getByRole('button', { name: th('inbox.delete'), exact: true }).click();
    const confirmDelete = page.getByRole('dialog', { name: th('inbox.deleteTitle') });
    await confirmDelete.getByText(th('inbox.deleteConfirm')).waitFor();
    await expectAccessible(page, 'delete message confirm (th, 1920)');
    await confirmDelete.getByRole('button', { name: th('common.cancel') }).click();
    await confirmDelete.waitFor({ state: 'detached' });
    await message
      .getByRole('button', { name: th('inbox.close'), exact: true })
      .last()
      .click();
    expect(title.length).toBeGreaterThan(0);

    // Mark all read: the badges go.
    await page.getByRole('button', { name: th('inbox.readAll') }).click();
    await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(0);
    await page.getByText(th('inbox.allRead')).waitFor();
    await context.close();
  }, 120_000);
});

/** A small PNG (1×1), as a file the player picks. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('feedback and complaints', () => {
  it('a member sends a feedback with two images and finds it in the earlier feedback', async () => {
    const { context, page } = await app.newPage({ width: 1920, height: 1080 });
    await page.goto(app.url + '/');
    await logIn(page, th);
    await go(page, '/feedback');
    await page.getByRole('heading', { level: 1, name: th('feedback.title') }).waitFor();
    const form = page.locator('form');

    // Sent empty: the type and the content are asked for, nothing is sent.
    await form.getByRole('button', { name: th('feedback.submit') }).click();
    await form.getByText(th('feedback.typeRequired')).waitFor();
    await form.getByText(th('validation.feedbackRequired')).waitFor();

    await form.getByLabel(th('feedback.type')).selectOption('DEPOSIT');
    const text = 'My deposit of five hundred baht has not arrived after thirty minutes';
    await form.getByLabel(th('feedback.content')).fill(text);
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'slip-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'slip-2.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect.poll(() => form.getByRole('img').count()).toBe(2);
    // One removed and added again: previews follow.
    await form.getByRole('button', { name: th('field.removeImage', { name: 'slip-2.png' }) }).click();
    await expect.poll(() => form.getByRole('img').count()).toBe(1);
    await form.locator('input[type="file"]').setInputFiles([{ name: 'slip-2.png', mimeType: 'image/png', buffer: PNG }]);
    await expect.poll(() => form.getByRole('img').count()).toBe(2);
    await shot(page, 'content-feedback-1920-th');

    await form.getByRole('button', { name: th('feedback.submit') }).click();
    await page.getByText(th('feedback.sent')).waitFor({ timeout: 10_000 });
    expect(await form.getByLabel(th('feedback.content')).inputValue()).toBe('');
    // The earlier feedback lists it first, with its two images.
    const earlier = page.getByRole('region', { name: th('feedback.earlier') });
    await expect.poll(async () => (await earlier.getByRole('listitem').first().textContent()) ?? '', { timeout: 10_000 }).toContain(text);
    expect(await earlier.getByRole('listitem').first().getByRole('img').count()).toBe(2);
    await context.close();
  }, 120_000);

  it('works on a 360 px phone', async () => {
    const { context, page } = await app.newPage({ width: 360, height: 740 });
    await page.goto(app.url + '/feedback');
    await page.getByRole('heading', { level: 1, name: th('feedback.title') }).waitFor();
    await page.locator('form').getByLabel(th('feedback.content')).fill('สวัสดี');
    await shot(page, 'content-feedback-360-th');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  }, 120_000);
});

describe('the side menu, app download, mirror list, licence, chat and customer service', () => {
  it('on a 360 px phone the drawer holds every item; the licence, the chat and customer service open', async () => {
    const { context, page } = await app.newPage({ width: 360, height: 740 });
    await page.goto(app.url + '/');
    await page.getByRole('button', { name: th('header.openMenu') }).click();
    const menu = page.getByRole('complementary', { name: th('sideMenu.label') });
    const more = menu.getByRole('navigation', { name: th('more.title') });
    await more.waitFor({ timeout: 15_000 });
    for (const key of ['more.appDownload', 'help.title', 'feedback.title', 'more.mirrors']) await more.getByRole('link', { name: th(key) }).waitFor();
    await menu
      .getByRole('navigation', { name: th('more.channels') })
      .getByRole('link')
      .first()
      .waitFor();
    await shot(page, 'content-side-menu-360-th');

    // The game types: Slots' disclosure button shows its vendors (the header's lanes), and hides them again.
    const games = menu.getByRole('navigation', { name: th('sideMenu.games') });
    const slots = games.getByRole('button', { name: th('games.vendorMenu', { type: th('routes.rng') }) });
    await slots.waitFor({ timeout: 15_000 });
    await slots.click();
    expect(await slots.getAttribute('aria-expanded')).toBe('true');
    const vendors = games.getByRole('list', { name: th('games.vendorMenu', { type: th('routes.rng') }) });
    await vendors.getByRole('button').first().waitFor();
    expect(await vendors.getByRole('button').count()).toBeGreaterThan(1);
    await vendors.getByRole('button').first().scrollIntoViewIfNeeded();
    await shot(page, 'content-side-menu-games-360-th');
    await slots.click();
    expect(await vendors.isVisible()).toBe(false);

    // The customer-service accordion: closed, then its entries, each opening the 440×750 window.
    const accordion = menu.getByRole('button', { name: th('common.customerService') });
    expect(await accordion.getAttribute('aria-expanded')).toBe('false');
    await accordion.click();
    expect(await accordion.getAttribute('aria-expanded')).toBe('true');
    await page.evaluate(() => {
      (window as unknown as { opened: unknown[] }).opened = [];
      window.open = ((...args: unknown[]) => ((window as unknown as { opened: unknown[] }).opened.push(args), null)) as typeof window.open;
    });
    await menu.getByRole('button', { name: new RegExp('^' + th('more.cs.LINE')) }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened);
    expect(opened).toEqual([['https://line.me/R/ti/p/@croupierdemo', 'customer-service', 'width=440,height=750,noopener']]);
    await shot(page, 'content-side-menu-cs-360-th');

    // The legal licence: the licence image in a dialog.
    await page
      .getByRole('button', { name: th('header.openMenu') })
      .click()
      .catch(() => undefined);
    await menu.getByRole('button', { name: th('more.licence') }).click();
    const licence = page.getByRole('dialog', { name: th('more.licence') });
    await licence.getByRole('img', { name: th('more.licenceAlt') }).waitFor();
    await shot(page, 'content-licence-360-th');
    await expectAccessible(page, 'licence dialog (th, 360)');
    await licence
      .getByRole('button', { name: th('common.close') })
      .first()
      .click();

    // The chat room: a sandboxed frame with the simulator's room.
    if (!(await menu.isVisible())) await page.getByRole('button', { name: th('header.openMenu') }).click();
    await menu.getByRole('button', { name: th('chat.title') }).click();
    const chat = page.getByRole('dialog', { name: th('chat.title') });
    const frame = chat.locator('iframe');
    await frame.waitFor({ timeout: 15_000 });
    // Sandboxed: the room may never navigate this page.
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(await frame.getAttribute('src')).toMatch(/^\/sim\/chat\?/);
    await shot(page, 'content-chat-360-th');
    await expectAccessible(page, 'chat dialog (th, 360)');
    await context.close();
  }, 120_000);

  it("on a 1920 px desktop in English the side menu's game types open their vendors by keyboard", async () => {
    const { context, page } = await app.newPage({ width: 1920, height: 1080 });
    await page.goto(app.url + '/');
    await switchToEnglish(page);
    const menu = page.getByRole('complementary', { name: en('sideMenu.label') });
    const games = menu.getByRole('navigation', { name: en('sideMenu.games') });
    const live = games.getByRole('button', { name: en('games.vendorMenu', { type: en('routes.live') }) });
    await live.waitFor({ timeout: 15_000 });
    await live.focus();
    await page.keyboard.press('Enter');
    expect(await live.getAttribute('aria-expanded')).toBe('true');
    const vendors = games.getByRole('list', { name: en('games.vendorMenu', { type: en('routes.live') }) });
    await vendors.getByRole('button').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('ul')?.getAttribute('aria-label'))).toBe(
      en('games.vendorMenu', { type: en('routes.live') }),
    );
    await shot(page, 'content-side-menu-games-1920-en');
    await page.keyboard.press('Escape');
    expect(await live.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await context.close();
  }, 120_000);

  it('the app download page shows the QR codes and guides; the mirror list verifies a representative (English only)', async () => {
    const { context, page } = await app.newPage({ width: 1920, height: 1080 });
    await page.goto(app.url + '/');
    await switchToEnglish(page);
    await go(page, '/appDownload');
    await page.getByRole('heading', { level: 1, name: en('routes.appDownload') }).waitFor({ timeout: 15_000 });
    for (const kind of ['ios', 'android', 'lite']) await page.getByRole('img', { name: en(`apps.qrLabel.${kind}`) }).waitFor();
    await shot(page, 'content-app-download-1920-en');

    // The side menu's app link shows the codes (size 100) on hover.
    await page.getByRole('link', { name: en('more.appDownload') }).hover();
    const qr = page.getByRole('group', { name: en('more.scanToDownload') });
    await qr.waitFor();
    // Drawn when first wanted (not on every page load), at the spec's size 100.
    const ios = qr.getByRole('img', { name: en('apps.qrLabel.ios') });
    await ios.waitFor();
    expect((await ios.boundingBox())?.width).toBe(100);
    await shot(page, 'content-app-qr-hover-1920-en');

    await go(page, '/mirrors');
    await page.getByRole('heading', { level: 1, name: 'Official Mirror List' }).waitFor();
    await page.getByText('croupier1.test', { exact: true }).waitFor();
    const contact = page.getByLabel('Website, link or account');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please enter a website, link or account.').waitFor();
    await contact.fill('https://croupier1.test/');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/is official/).waitFor({ timeout: 10_000 });
    await contact.fill('croupier-fake.test');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/is NOT one of ours/).waitFor({ timeout: 10_000 });
    expect(await contact.inputValue()).toBe('croupier-fake.test');
    await shot(page, 'content-mirrors-1920-en');
    await context.close();
  }, 120_000);
});

/** Known XSS vectors: each would raise `top.__xss` (or open a dialog) if it ran. */
const HIT = 'top.__xss=(top.__xss||0)+1';
const XSS = [
  `<img src=x onerror="${HIT}">`,
  `<script>${HIT}</script>`,
  `<svg><script>${HIT}</script></svg>`,
  `<svg onload="${HIT}"></svg>`,
  `<a href="javascript:${HIT}">js link</a>`,
  `<a href=" jav&#x09;ascript:${HIT}">tab link</a>`,
  `<a href="data:text/html,<script>${HIT}</script>">data link</a>`,
  `<iframe src="javascript:${HIT}"></iframe>`,
  `<iframe srcdoc="<script>${HIT}</script>"></iframe>`,
  `<form action="javascript:${HIT}"><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${HIT}">`,
  `<details open ontoggle="${HIT}"><summary>x</summary></details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${HIT}"></style></mglyph></table></mtext></math>`,
  `<div style="position:fixed;inset:0;background:red">overlay</div>`,
  `<object data="javascript:${HIT}"></object>`,
  `<p>safe text <b>stays</b></p>`,
].join('');

/** Every element on the page that could still run or escape: none may be left (`scope`: where to look). */
function dangerous(scope: string): string[] {
  const found: string[] = [];
  for (const el of Array.from(document.querySelectorAll(scope))) {
    for (const a of Array.from(el.attributes)) {
      if (/^on/i.test(a.name)) found.push(`${el.tagName} ${a.name}`);
      if (/^(href|src|action|data|formaction)$/i.test(a.name) && /^\s*(javascript|data:text|vbscript)/i.test(a.value))
        found.push(`${el.tagName} ${a.name}=${a.value.slice(0, 30)}`);
    }
    // Inside the sanitised HTML (the page's own form is not the gateway's).
    if (/^(SCRIPT|IFRAME|OBJECT|EMBED|FORM|META|STYLE)$/.test(el.tagName) && el.closest('[class*="html"]')) found.push(el.tagName);
    if (el.closest('[class*="html"]') && (el as HTMLElement).style?.position === 'fixed') found.push(`fixed ${el.tagName}`);
  }
  return found;
}

describe('safety: gateway HTML and addresses', () => {
  it('known XSS vectors run on no HTML surface (popups, notices, help, messages, feedback replies, promotions, agent announcements)', async () => {
    const { context, page } = await app.newPage({ width: 1440, height: 900 }, { popups: true });
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(app.url + '/');
    await popupDialog(page).waitFor({ timeout: 30_000 });
    await popupDialog(page)
      .getByRole('button', { name: th('popups.close'), exact: true })
      .last()
      .click();

    // The gateway's content, every surface at once, carries the vectors.
    await page.evaluate((html) => {
      type Db = Record<string, { updateMany(q: unknown): unknown }>;
      const db = (window as unknown as { croupier: { simulator: { db: Db } } }).croupier.simulator.db;
      const all = { EN: html, CN: html, TH: html };
      const every = { where: { id: { gte: 0 } } };
      for (const model of ['notice', 'helpTopic', 'message', 'feedbackReply', 'promotion']) db[model]!.updateMany({ ...every, data: { content: all } });
      db.agentAnnouncement!.updateMany({ where: { id: { contains: 'AN' } }, data: { content: all } });
      // The promotions' images too: an address the URL policy refuses is no image.
      db.promotion!.updateMany({ ...every, data: { imageUrl: 'javascript:top.__xss=(top.__xss||0)+1' } });
    }, XSS);

    // Logging in reads the popups (A) and the notices again.
    await logIn(page, th);
    await popupDialog(page).waitFor({ timeout: 15_000 });
    await popupDialog(page).getByText('safe text').first().waitFor();
    const check = async (where: string) => {
      await settle(page);
      expect({ where, hits: await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0), dialogs }).toEqual({ where, hits: 0, dialogs: 0 });
      expect({ where, left: await page.evaluate(dangerous, 'main *, [role="dialog"] *') }).toEqual({ where, left: [] });
    };
    const clickLinks = async (scope: ReturnType<Page['locator']>) => {
      for (const link of await scope.getByRole('link').all()) await link.click({ modifiers: ['Control'] }).catch(() => undefined);
    };
    await clickLinks(popupDialog(page));
    await check('popups');
    await shot(page, 'content-xss-popup');
    await popupDialog(page)
      .getByRole('button', { name: th('popups.close'), exact: true })
      .last()
      .click();

    // Notices (the bell).
    await page
      .getByRole('button', { name: /^ประกาศ/ })
      .first()
      .click();
    const notices = page.getByRole('dialog', { name: th('notices.title') });
    await notices.getByText('safe text').first().waitFor();
    await clickLinks(notices);
    await check('notices');
    await notices
      .getByRole('button', { name: th('common.close') })
      .first()
      .click();

    // The help centre.
    await go(page, '/help');
    const help = page.getByRole('dialog', { name: th('help.title') });
    await help.waitFor();
    await page.evaluate(() =>
      (window as unknown as { croupier: { root: { system: { get(id: string): { send(e: unknown): void } } } } }).croupier.root.system
        .get('content')
        .send({ type: 'content.refresh' }),
    );
    await help.getByText('safe text').first().waitFor({ timeout: 10_000 });
    await clickLinks(help);
    await check('help');
    await help
      .getByRole('button', { name: th('common.close') })
      .first()
      .click();

    // A platform message.
    await go(page, '/member/messageV2');
    const first = page.locator('main ul li button[aria-haspopup="dialog"]').first();
    await first.waitFor({ timeout: 10_000 });
    await first.click();
    const message = page.getByRole('dialog');
    await message.getByText('safe text').first().waitFor();
    await clickLinks(message);
    await check('messages');
    await message
      .getByRole('button', { name: th('inbox.close'), exact: true })
      .last()
      .click();

    // Feedback replies.
    await go(page, '/feedback');
    const earlier = page.getByRole('region', { name: th('feedback.earlier') });
    await earlier.getByText('safe text').first().waitFor({ timeout: 10_000 });
    await clickLinks(earlier);
    await check('feedback');

    // A promotion's detail (and the cards' images).
    await go(page, '/promotions');
    await page.getByTestId('promotion-card').first().waitFor({ timeout: 10_000 });
    expect(await page.locator('main img[src^="javascript"]').count()).toBe(0);
    await page.getByTestId('promotion-card').first().getByRole('button').last().click();
    const promotion = page.getByRole('dialog');
    await promotion.getByText('safe text').first().waitFor({ timeout: 10_000 });
    await clickLinks(promotion);
    await check('promotions');
    await page.keyboard.press('Escape');
    await promotion.waitFor({ state: 'detached' });

    // The agent announcements (agent01's centre).
    // Logging out clears the session storage (spec §3), the visitor's closed flag with it: the
    // visitor popups (B, carrying the vectors too) show again. Close them; agent01's member
    // popups, already checked above as player01's, count as closed in this new session.
    await page.evaluate(() =>
      (window as unknown as { croupier: { actors: { session: { send(e: unknown): void } } } }).croupier.actors.session.send({ type: 'session.logout' }),
    );
    await headerLogin(page, th).waitFor({ timeout: 15_000 });
    await popupDialog(page).waitFor({ timeout: 15_000 });
    await check('visitor popups after logout');
    await popupDialog(page)
      .getByRole('button', { name: th('popups.close'), exact: true })
      .last()
      .click();
    await popupDialog(page).waitFor({ state: 'detached' });
    await page.evaluate(() => sessionStorage.setItem('popupClosed:agent01', 'closed'));
    await logIn(page, th, 'agent01', 'Agent123');
    await go(page, '/agentHome/announcement');
    const announcement = page.locator('main ul li button[aria-haspopup="dialog"]').first();
    await announcement.waitFor({ timeout: 15_000 });
    await announcement.click();
    const agentNotice = page.getByRole('dialog');
    await agentNotice.getByText('safe text').first().waitFor({ timeout: 10_000 });
    await clickLinks(agentNotice);
    await check('agent announcements');
    expect(context.pages()).toHaveLength(1);
    await context.close();
  }, 180_000);

  it('no address the gateway hands over runs or opens a window: customer service, site resources, banners, the chat room, a launch', async () => {
    const { context, page } = await app.newPage({ width: 1440, height: 900 });
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    // Every window the app opens, recorded (and still opened, as the app asked).
    await context.addInitScript(() => {
      const w = window as unknown as { __opened: string[] };
      w.__opened = [];
      const open = window.open.bind(window);
      window.open = ((...args: Parameters<typeof window.open>) => {
        w.__opened.push(String(args[0]));
        return open(...args);
      }) as typeof window.open;
    });
    await page.goto(app.url + '/');
    await headerLogin(page, th).waitFor({ timeout: 30_000 });

    // The attack: the system status's customer-service path (decrypted by the app) is a
    // javascript: URL, and so is every site resource (the licence an SVG that runs script), every
    // banner's link, the chat room's and a launch's address.
    const JS = `javascript:${HIT}`;
    const CS = encodeCustomerServicePath(JS, 'Xs5K9q2Z');
    await page.evaluate(
      ({ js, cs, svg }) => {
        type Model = { updateMany(q: unknown): unknown };
        const sim = (window as unknown as { croupier: { simulator: { db: Record<string, Model> } } }).croupier.simulator;
        const all = { where: { sort: { gte: 0 } } };
        sim.db.customerService!.updateMany({ ...all, data: { path: cs } });
        sim.db.resource!.updateMany({ ...all, data: { url: js } });
        sim.db.resource!.updateMany({ where: { resourceType: { equals: 'LICENSE' } }, data: { url: svg } });
        sim.db.banner!.updateMany({ ...all, data: { linkageType: 'URL', linkageValue: js } });
      },
      { js: JS, cs: CS, svg: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${HIT}"/>` },
    );
    // The simulator saves its run every second: the reload reads the new status and announcements once it is saved.
    await simulatorSaved(page, CS);
    await page.reload();
    await headerLogin(page, th).waitFor({ timeout: 30_000 });
    const configure = (addresses: Record<string, string>) =>
      page.evaluate(
        (a) => (window as unknown as { croupier: { simulator: { configure(p: unknown): unknown } } }).croupier.simulator.configure({ addresses: a }),
        addresses,
      );
    await configure({ chat: JS, launch: JS });

    const check = async (where: string) => {
      await settle(page);
      const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
      expect({
        where,
        hits: await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0),
        dialogs,
        opened,
        pages: context.pages().length,
      }).toEqual({ where, hits: 0, dialogs: 0, opened: [], pages: 1 });
      expect({ where, left: await page.evaluate(dangerous, 'body *') }).toEqual({ where, left: [] });
    };

    // The home banners: none is a link; clicking them does nothing.
    const carousel = page.getByTestId('banner-carousel');
    await carousel.waitFor({ timeout: 15_000 });
    expect(await carousel.locator('a').count()).toBe(0);
    for (const img of await carousel.locator('img').all()) await img.click({ force: true, timeout: 2_000 }).catch(() => undefined);
    await check('banners');

    // The side menu: no licence, no official channels, no social links, no customer service, no app QR codes.
    const menu = page.getByRole('complementary', { name: th('sideMenu.label') });
    const more = menu.getByRole('navigation', { name: th('more.title') });
    await more.waitFor({ timeout: 15_000 });
    expect(await menu.getByRole('button', { name: th('more.licence') }).count()).toBe(0);
    expect(await menu.getByRole('navigation', { name: th('more.channels') }).count()).toBe(0);
    expect(await menu.getByRole('list', { name: th('more.social') }).count()).toBe(0);
    expect(await menu.getByRole('button', { name: th('common.customerService') }).count()).toBe(0);
    expect(await menu.getByRole('group', { name: th('more.scanToDownload') }).count()).toBe(0);
    // The footer: no social links (its only links to other sites).
    await page.locator('footer').waitFor();
    expect(await page.locator('footer a[target="_blank"]').count()).toBe(0);
    await check('side menu and footer');

    // The app download page and the mirror list offer nothing.
    await go(page, '/appDownload');
    await page.getByText(th('apps.none')).waitFor({ timeout: 10_000 });
    await go(page, '/mirrors');
    await page.getByRole('heading', { level: 1, name: 'Official Mirror List' }).waitFor();
    expect(await page.locator('main a[target="_blank"]').count()).toBe(0);
    await check('app download and mirrors');

    // The chat room: the address is refused (said, with a retry); a data: page neither.
    await more.getByRole('button', { name: th('chat.title') }).click();
    const chat = page.getByRole('dialog', { name: th('chat.title') });
    await chat.getByRole('alert').waitFor({ timeout: 15_000 });
    expect(await chat.locator('iframe').count()).toBe(0);
    await configure({ chat: `data:text/html,<script>${HIT}</script>` });
    await chat.getByRole('button', { name: th('common.retry') }).click();
    await chat.getByRole('alert').waitFor({ timeout: 15_000 });
    expect(await chat.locator('iframe').count()).toBe(0);
    await shot(page, 'content-xss-chat-refused');
    await check('chat');
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });

    // Logged in: the account menu offers no customer service; a launch's address is refused.
    await logIn(page, th);
    const account = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${th('header.accountMenu')}`) });
    await account.click();
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('true');
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: th('common.customerService') })
        .count(),
    ).toBe(0);
    await page.keyboard.press('Escape');
    await go(page, '/rng');
    const card = page.getByTestId('game-card').first();
    await card.waitFor({ timeout: 15_000 });
    await card.locator('button[title]').click();
    await page.getByRole('alertdialog', { name: th('games.launchFailed') }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'launch refused alert (th, 1920)');
    expect(await page.locator('iframe').count()).toBe(0);
    await shot(page, 'content-xss-launch-refused');
    await check('launch');
    await context.close();
  }, 180_000);
});
