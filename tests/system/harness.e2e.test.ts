import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/e2e';

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
});
