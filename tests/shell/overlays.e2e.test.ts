/**
 * One dialog at a time, in Chromium (simulator mode, announcement popups on): a watcher counts
 * the modal dialogs on the page after every change to it. A visitor on /login sees only the login
 * form (the visitor popups wait until it closes and the page has settled); down02 gets the
 * contract offer before the announcements, confirm01 the withdrawal confirmation before them,
 * changeme the forced password change before "Your first login". Never two at once.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { screenshot, submitLoginDialog, useSimulatorApp } from '../support/e2e';

const k = textsOf('th');
const app = useSimulatorApp();

/** Records, in the page, the most modal dialogs open at once and each dialog's title as it opens. */
async function watchDialogs(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __dialogs: { max: number; opened: string[]; log: string[] } };
    w.__dialogs = { max: 0, opened: [], log: [] };
    let before: string[] = [];
    new MutationObserver(() => {
      const open = [...document.querySelectorAll('[aria-modal="true"]')];
      w.__dialogs.max = Math.max(w.__dialogs.max, open.length);
      const titles = open.map((d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
      // A dialog counts as opened when its title appears among the open ones (a dialog that
      // re-renders its frame stays one opening).
      for (const t of titles) if (!before.includes(t)) w.__dialogs.opened.push(t);
      if (titles.join('|') !== before.join('|')) w.__dialogs.log.push(`${Math.round(performance.now())}: ${titles.join('|')}`);
      before = titles;
    }).observe(document, { childList: true, subtree: true });
  });
}
const dialogs = (page: Page) => page.evaluate(() => (window as unknown as { __dialogs: { max: number; opened: string[]; log: string[] } }).__dialogs);
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const popups = (page: Page) => dialog(page, k('popups.title'));

/** The overlay queue's state in the page (simulator mode exposes the root actor). */
const queue = (page: Page) =>
  page.evaluate(() => {
    const root = (
      window as unknown as {
        croupier?: { root: { system: { get(id: string): { getSnapshot(): { context: { requested: string[]; settled: boolean } } } | undefined } } };
      }
    ).croupier?.root;
    const c = root?.system.get('overlays')?.getSnapshot().context;
    return c ? { requested: c.requested, settled: c.settled } : null;
  });

/**
 * Waits until the announcement popups have asked to show and the page has settled: from then on
 * nothing but the dialog on screen keeps them back, so their absence is the queue's decision.
 */
async function popupsWaiting(page: Page) {
  await expect
    .poll(
      async () => {
        const q = await queue(page);
        return Boolean(q?.settled && q.requested.includes('popups'));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function open(path: string) {
  const { context, page } = await app.newPage({ width: 1366, height: 800 }, { popups: true });
  await watchDialogs(context);
  await page.goto(app.url + path);
  return { context, page };
}

/** Logs in on /login and waits for the first dialog after it. */
async function logInAt(username: string, password: string, first: string) {
  const { context, page } = await open('/login');
  await submitLoginDialog(page, username, password, { wait: false });
  await dialog(page, first)
    .waitFor({ timeout: 20_000 })
    .catch(async (e) => {
      console.log(`waiting for ${first}; dialogs so far:\n${(await dialogs(page)).log.join('\n')}`);
      await screenshot(page, 'overlays-debug-' + username);
      throw e;
    });
  return { context, page };
}

describe('one dialog at a time', () => {
  it('a visitor on /login: only the login form; the visitor popups come after it is closed', async () => {
    const { context, page } = await open('/login');
    const login = dialog(page, k('login.title'));
    await login.waitFor({ timeout: 20_000 });
    // The popups' data has arrived and the page is quiet: they must still not open over the form.
    await popupsWaiting(page);
    expect(await popups(page).count()).toBe(0);
    // Typing in the form is not disturbed, and the Log in button is not covered.
    await login.locator('input[autocomplete="username"]').fill('player01');
    expect(await login.locator('button[type="submit"]').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    await popups(page).waitFor({ timeout: 20_000 });
    await screenshot(page, 'overlays-visitor-after-login-closed');
    const seen = await dialogs(page);
    expect(seen.opened).toEqual([k('login.title'), k('popups.title')]);
    expect(seen.max).toBe(1);
    await context.close();
  }, 90_000);

  it('down02: the contract offer first, the announcements after it', async () => {
    const { context, page } = await logInAt('down02', 'Player123', k('contracts.modal.title'));
    await popupsWaiting(page);
    expect(await popups(page).count()).toBe(0);
    await screenshot(page, 'overlays-down02-contract');
    await dialog(page, k('contracts.modal.title'))
      .getByRole('button', { name: k('contracts.later') })
      .last()
      .click();
    await popups(page).waitFor({ timeout: 20_000 });
    const seen = await dialogs(page);
    expect(seen.opened).toEqual([k('login.title'), k('contracts.modal.title'), k('popups.title')]);
    expect(seen.max).toBe(1);
    await context.close();
  }, 90_000);

  it('confirm01: the withdrawal confirmation first, the announcements after it', async () => {
    const { context, page } = await logInAt('confirm01', 'Player123', k('confirm.title'));
    await popupsWaiting(page);
    expect(await popups(page).count()).toBe(0);
    await screenshot(page, 'overlays-confirm01-confirmation');
    await dialog(page, k('confirm.title'))
      .getByRole('button', { name: k('confirm.later') })
      .click();
    await popups(page).waitFor({ timeout: 20_000 });
    const seen = await dialogs(page);
    expect(seen.opened).toEqual([k('login.title'), k('confirm.title'), k('popups.title')]);
    expect(seen.max).toBe(1);
    await context.close();
  }, 90_000);

  it('changeme: the forced password change first, "Your first login" after it', async () => {
    const { context, page } = await logInAt('changeme', '123456', k('changePassword.title'));
    const change = dialog(page, k('changePassword.title'));
    await popupsWaiting(page);
    expect(await popups(page).count()).toBe(0);
    await change.locator('input[name="newPassword"]').fill('Fresh1234');
    await change.locator('input[name="confirmNewPassword"]').fill('Fresh1234');
    await change.getByRole('button', { name: k('changePassword.submit') }).click();
    await change.waitFor({ state: 'detached', timeout: 10_000 });
    await popups(page).waitFor({ timeout: 20_000 });
    await screenshot(page, 'overlays-changeme-first-login');
    const seen = await dialogs(page);
    expect(seen.opened).toEqual([k('login.title'), k('changePassword.title'), k('popups.title')]);
    expect(seen.max).toBe(1);
    await context.close();
  }, 90_000);
});
