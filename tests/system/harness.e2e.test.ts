import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, startSimulatorApp } from '../support/e2e';

describe('browser harness', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('launches Chromium and renders a page', async () => {
    const page = await browser.newPage();
    await page.goto('data:text/html,<h1>ok</h1>');
    expect(await page.textContent('h1')).toBe('ok');
    await screenshot(page, 'harness-smoke');
    await page.close();
  });

  it("serves the app in simulator mode from npm start's dev server (the README's first command)", async () => {
    const app = await startSimulatorApp({ dev: true });
    try {
      const page = await browser.newPage();
      await page.goto(app.url + '/');
      // The simulator's panel is there, and the shell boots past its loader to the game navigation.
      await page.locator('#boot-loader').waitFor({ state: 'detached', timeout: 60_000 });
      await page.getByRole('banner').getByRole('navigation').first().waitFor({ timeout: 30_000 });
      await page.locator('button[aria-controls="simulator-panel"]').waitFor({ timeout: 30_000 });
      await page.close();
    } finally {
      await app.close();
    }
  }, 120_000);
});
