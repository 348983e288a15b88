/**
 * The header at the desktop widths (1024, 1280, 1366, 1920 px), logged out and as player01, in
 * Swahili (the catalogue with the longest game-type names; the long-language scenario makes the
 * brand offer it): every nav entry (home, the game types, promotions) is reachable, in the row or
 * in the More list; no entry in the row is clipped or runs under the account area; the More
 * button works by keyboard (ArrowDown opens on the first entry, Escape closes and returns focus).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { logIn, screenshot, useSimulatorApp } from '../support/e2e';

const sw = textsOf('sw');
const WIDTHS = [1024, 1280, 1366, 1920];
const ENTRY_KEYS = ['home', 'live', 'rng', 'fish', 'sports', 'esports', 'pvp', 'lott', 'elott', 'cockfight', 'promotions'].map((k) => `routes.${k}`);
const ENTRIES = ENTRY_KEYS.map((k) => sw(k)).sort();

const app = useSimulatorApp();

/** The window as it is (not the full page: capturing that resizes the view, and the row with it). */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

interface Layout {
  row: string[];
  more: boolean;
  /** Entries in the row drawn outside the nav's box (clipped) or over a control of the account area. */
  problems: string[];
}

/** The nav row as drawn: its entries, whether a More button is there, and what is clipped or overlapping. */
function layout(page: Page, navName: string): Promise<Layout> {
  return page.evaluate((name) => {
    const nav = [...document.querySelectorAll('header nav')].find((n) => n.getAttribute('aria-label') === name)!;
    const box = nav.getBoundingClientRect();
    const items = [...nav.querySelectorAll<HTMLElement>(':scope > ul > li > a, :scope > ul > li > button')];
    const account = [...document.querySelectorAll<HTMLElement>('header a, header button, header [data-testid="balance"]')].filter(
      (el) => !nav.contains(el) && el.getBoundingClientRect().width > 0,
    );
    const problems: string[] = [];
    for (const item of items) {
      const r = item.getBoundingClientRect();
      const label = item.textContent ?? '';
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) problems.push(`${label} clipped`);
      for (const other of account) {
        const o = other.getBoundingClientRect();
        if (r.left < o.right && o.left < r.right && r.top < o.bottom && o.top < r.bottom)
          problems.push(`${label} over ${other.textContent || other.getAttribute('aria-label')}`);
      }
    }
    return {
      row: items.filter((i) => i.tagName === 'A').map((i) => i.textContent ?? ''),
      more: items.some((i) => i.tagName === 'BUTTON'),
      problems,
    };
  }, navName);
}

/** At each width: nothing clipped or overlapping, and the row plus the More list hold every entry. */
async function checkWidths(page: Page, who: string) {
  const nav = page.getByRole('navigation', { name: sw('header.gameNav') });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Settled: the row measured again after the resize (two reads a moment apart agree).
    let seen = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await layout(page, sw('header.gameNav')));
          const settled = now === seen;
          seen = now;
          return settled;
        },
        { timeout: 5_000, interval: 150 },
      )
      .toBe(true);
    const first = await layout(page, sw('header.gameNav'));
    expect(first.problems, `${who} at ${width}px`).toEqual([]);
    const more = first.more;
    let row = first.row;
    let listed: string[] = [];
    if (more) {
      const button = nav.getByRole('button', { name: sw('header.more') });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-expanded'), { message: `${who} at ${width}px: More opens` }).toBe('true');
      const list = nav.getByRole('list', { name: sw('header.moreTypes') });
      listed = (await list.getByRole('link').allTextContents()).map((s) => s.trim());
      const open = await layout(page, sw('header.gameNav'));
      expect(open.problems, `${who} at ${width}px, More open`).toEqual([]);
      row = open.row;
      if (width === 1366) await shot(page, `header-1366-${who}-more`);
      await button.click();
      await expect.poll(() => button.getAttribute('aria-expanded'), { message: `${who} at ${width}px: More closes` }).toBe('false');
    }
    // Every entry the nav has (the hidden copy it measures holds them all, then More): home, the
    // game types, the categories the lanes carry, promotions; each once, in the row or the list.
    const all = await nav.locator('[data-label]').evaluateAll((els) => els.map((e) => e.getAttribute('data-label') ?? '').slice(0, -1));
    expect(all, `${who} at ${width}px`).toEqual(expect.arrayContaining(ENTRIES));
    expect([...row.map((s) => s.trim()), ...listed].sort(), `${who} at ${width}px`).toEqual([...all].sort());
    if (width === 1920 || width === 1366) await shot(page, `header-${width}-${who}`);
  }
}

describe('header widths (Swahili)', () => {
  it('reaches every entry at 1024–1920 px, logged out and logged in, with a keyboard-complete More list', async () => {
    const { context, page } = await app.newPage({ width: 1366, height: 800 });
    await page.goto(app.url + '/?scenario=long-language');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 20_000 }).toBe('sw');
    const nav = page.getByRole('navigation', { name: sw('header.gameNav') });
    // The game nav (with its lanes' chevrons) has replaced the fixed list.
    await nav.locator('[aria-expanded]').first().waitFor({ timeout: 20_000 });
    await checkWidths(page, 'visitor');

    await logIn(page, sw);
    // The balance is in (its width is part of the account area the row must leave free).
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 15_000 }).toMatch(/\d/);
    await checkWidths(page, 'player01');

    // By keyboard at 1366 px logged in: the row is one tab stop; End reaches More; ArrowDown opens
    // the list on its first entry; Escape closes it and returns to the button; the entry navigates.
    await page.setViewportSize({ width: 1366, height: 800 });
    const more = nav.getByRole('button', { name: sw('header.more') });
    await more.waitFor();
    await nav.getByRole('link').first().focus();
    await page.keyboard.press('End');
    await expect.poll(() => more.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    const list = nav.getByRole('list', { name: sw('header.moreTypes') });
    const first = list.getByRole('link').first();
    await expect.poll(() => first.evaluate((a) => a === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() =>
        list
          .getByRole('link')
          .last()
          .evaluate((a) => a === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => more.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => list.getByRole('link').last().textContent()).toBe(sw('routes.promotions'));
    await list.getByRole('link', { name: sw('routes.promotions') }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/promotions$/);
    // The current page is in the list: the More button says so.
    await expect.poll(() => more.getAttribute('aria-current')).toBe('page');
    await context.close();
  });
});
