/**
 * Chunk loading in Chromium (spec §8, §9): a page whose code fails to arrive says which way it
 * failed, in place (the header kept), with a retry that works once the network does. The chunk
 * requests are failed with Playwright: aborted (other), answered 404 (missing: a newer version
 * was deployed, the retry reloads), never answered (timeout: after the spec's 120 000 ms, run on
 * the page's clock), and on a build with stylesheet chunks, the page's stylesheet aborted.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { go, screenshot, useSimulatorApp } from '../support/e2e';

const k = textsOf('th');
const app = useSimulatorApp();
const built = Boolean(process.env.CROUPIER_E2E_BUILD);

/**
 * The resources the page has loaded once no new one has arrived for a second (the code loaded
 * after the first screen, when the browser is idle, included). The page keeps polling the
 * gateway, so the network itself never goes idle.
 */
async function loadedQuietly(page: Page): Promise<string[]> {
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  let last = await loaded();
  let quietSince = Date.now();
  const started = Date.now();
  while (Date.now() - quietSince < 1_000 && Date.now() - started < 15_000) {
    await new Promise((r) => setTimeout(r, 200));
    const now = await loaded();
    const code = (names: string[]) => names.filter((n) => /\.(m?js|tsx?|css)(\?|$)/.test(n)).length;
    if (code(now) !== code(last)) quietSince = Date.now();
    last = now;
  }
  return last;
}

/**
 * The scripts the page has not loaded yet (the next page's chunk and what it brings): in a build
 * the chunks are files by feature folder, in the dev server one module each, so the test fails
 * whatever code arrives next rather than naming a file.
 */
async function nextScripts(page: Page): Promise<(url: URL) => boolean> {
  const seen = new Set(await loadedQuietly(page));
  return (url) => /\.(m?js|tsx?)$/.test(url.pathname) && !url.pathname.startsWith('/sim') && !url.pathname.includes('mockServiceWorker') && !seen.has(url.href);
}

const alert = (page: Page) => page.getByRole('main').getByRole('alert');
const pageShown = (page: Page) => page.getByRole('main').getByRole('heading', { name: k('routes.appDownload'), level: 1 });

async function home() {
  const { context, page } = await app.newPage({ width: 1280, height: 800 });
  await page.goto(app.url + '/');
  await page.getByRole('banner').waitFor({ timeout: 30_000 });
  return { context, page };
}

describe('a page whose code does not arrive', () => {
  it('network failure: says so with Retry, and Retry loads it once the network is back', async () => {
    const { context, page } = await home();
    const PAGE_CHUNK = await nextScripts(page);
    await context.route(PAGE_CHUNK, (route) => route.abort('internetdisconnected'));
    await go(page, '/appDownload');
    await alert(page).getByText(k('errors.moduleLoad')).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await screenshot(page, 'chunks-failed-other');
    await context.unroute(PAGE_CHUNK);
    await alert(page)
      .getByRole('button', { name: k('common.retry') })
      .click();
    await pageShown(page).waitFor({ timeout: 20_000 });
    expect(await alert(page).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('missing (404): says a newer version is out, and the retry reloads the page', async () => {
    const { context, page } = await home();
    const PAGE_CHUNK = await nextScripts(page);
    await context.route(PAGE_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await go(page, '/appDownload');
    await alert(page).getByText(k('errors.moduleMissing')).waitFor({ timeout: 20_000 });
    await context.unroute(PAGE_CHUNK);
    await Promise.all([
      page.waitForEvent('load'),
      alert(page)
        .getByRole('button', { name: k('common.reload') })
        .click(),
    ]);
    await pageShown(page).waitFor({ timeout: 30_000 });
    await context.close();
  }, 90_000);

  it('no answer: after 120 000 ms the spec\'s "too slow" message, and Retry loads it', async () => {
    const { context, page } = await app.newPage({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto(app.url + '/');
    await page.getByRole('banner').waitFor({ timeout: 30_000 });
    const PAGE_CHUNK = await nextScripts(page);
    // Held, never answered (released when the test ends).
    const held: (() => Promise<void>)[] = [];
    await context.route(PAGE_CHUNK, (route) => void held.push(() => route.abort()));
    await go(page, '/appDownload');
    await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.clock.fastForward(119_000);
    expect(await alert(page).count()).toBe(0);
    await page.clock.fastForward(1_500);
    await alert(page).getByText(k('errors.timeout')).waitFor({ timeout: 10_000 });
    await context.unroute(PAGE_CHUNK);
    await alert(page)
      .getByRole('button', { name: k('common.retry') })
      .click();
    await pageShown(page).waitFor({ timeout: 20_000 });
    for (const release of held) await release().catch(() => {});
    await context.close();
  }, 90_000);

  it.runIf(built)(
    'a stylesheet chunk that fails: says so with Retry, and Retry brings the page with its styles',
    async () => {
      const { context, page } = await home();
      await loadedQuietly(page);
      const sheetsNow = () => page.evaluate(() => [...document.styleSheets].filter((s) => s.href).map((s) => s.href!));
      const before = await sheetsNow();
      const failing = (url: URL) => url.pathname.endsWith('.css') && !before.includes(url.href);
      await context.route(failing, (route) => route.abort('internetdisconnected'));
      await go(page, '/appDownload');
      await alert(page).getByText(k('errors.stylesheetLoad')).waitFor({ timeout: 20_000 });
      await screenshot(page, 'chunks-failed-stylesheet');
      await context.unroute(failing);
      await alert(page)
        .getByRole('button', { name: k('common.retry') })
        .click();
      await pageShown(page).waitFor({ timeout: 20_000 });
      // The page's stylesheet arrived this time (the failed link was removed, so it was asked again).
      expect((await sheetsNow()).filter((href) => !before.includes(href)).length).toBeGreaterThan(0);
      await context.close();
    },
    90_000,
  );
});
