/**
 * Keyboard on the feature pages (visible focus everywhere, works by keyboard in a sensible
 * order): from each member-centre page's heading, Tab walks the page's controls; every
 * stop is on screen, shows a focus ring, and comes after the previous one in reading order (never
 * back up the page), and focus never falls to the document body.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { MEMBER_PAGES } from '../support/pages';
import { go, logIn, settle, useSimulatorApp } from '../support/e2e';

const k = textsOf('th');
const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });

interface Stop {
  desc: string;
  visible: boolean;
  ring: boolean;
  top: number;
  left: number;
}

/** Tabs from the page's heading through its main content; what each stop looks like. */
async function walk(page: Page, limit = 40): Promise<{ stops: Stop[]; lost: boolean }> {
  await page.evaluate(() => {
    const h = document.querySelector<HTMLElement>('main h1');
    if (h) {
      h.tabIndex = -1;
      h.focus();
    }
  });
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const r = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'lost' as const;
      if (!el.closest('main')) return 'left' as const;
      const box = el.getBoundingClientRect();
      const ring = (s: CSSStyleDeclaration) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== '' && s.boxShadow !== 'none');
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30);
      return {
        desc: `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${label}"`,
        visible: box.width > 0 && box.height > 0,
        ring: ring(getComputedStyle(el)) || ring(getComputedStyle(el, '::after')) || ring(getComputedStyle(el, '::before')),
        top: box.top + window.scrollY,
        left: box.left + window.scrollX,
      };
    });
    if (r === 'lost') return { stops, lost: true };
    if (r === 'left') break;
    stops.push(r);
  }
  return { stops, lost: false };
}

describe('keyboard on the member-centre pages', () => {
  it('every Tab stop is visible, ringed, in reading order, and focus never falls to the body', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    await settle(page);
    await logIn(page, k);
    const problems: string[] = [];
    const reached: string[] = [];
    for (const id of MEMBER_PAGES) {
      await go(page, `/member/${id}`);
      await page.getByRole('heading', { level: 1, name: k(`memberPages.${id}`) }).waitFor({ timeout: 15_000 });
      await settle(page);
      const { stops, lost } = await walk(page);
      if (lost) problems.push(`${id}: focus fell to the body`);
      reached.push(`${id} ${stops.length}`);
      stops.forEach((s, i) => {
        if (!s.visible) problems.push(`${id}: stop ${i + 1} ${s.desc} is not on screen`);
        else if (!s.ring) problems.push(`${id}: stop ${i + 1} ${s.desc} shows no focus ring`);
        const prev = stops[i - 1];
        // Reading order: a later stop is lower, or on the same row (within 8 px) further along.
        if (prev && s.top < prev.top - 8) problems.push(`${id}: stop ${i + 1} ${s.desc} goes back up the page after ${prev.desc}`);
      });
    }
    console.log(`Tab stops per page: ${reached.join(', ')}`);
    expect(problems).toEqual([]);
    // The walk did reach controls (a page without any, like transfer to upline for a member with no upline, is fine).
    expect(reached.filter((r) => !r.endsWith(' 0')).length).toBeGreaterThan(8);
    await context.close();
  }, 240_000);
});
