// @vitest-environment jsdom
/**
 * The announcement popups dialog against the real root over fake effects: the title list in pages
 * of 7 with real page buttons (spec §9), a page showing its first popup, and the slide's duration
 * taken from the contract's POPUP_SLIDE_MS (not a second number in the CSS).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AnnouncementPopups from '../../app/content/AnnouncementPopups';
import { POPUP_SLIDE_MS, POPUPS_PER_PAGE } from '../../machines/content/popups/popups.selectors';
import type { Popup } from '../../machines/content/popups/popups.types';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const POPUPS: Popup[] = Array.from({ length: 10 }, (_, i) => ({ id: `p${i + 1}`, title: `Popup ${i + 1}`, content: `<p>Body ${i + 1}</p>`, execution: 'B' }));

async function openPopups() {
  const sys = createTestSystem({ fakes: { fetchPopups: async () => POPUPS } });
  const popups = await sys.start('popups');
  renderWithSystem(<AnnouncementPopups />, sys.services);
  act(() => popups.send({ type: 'popups.clock', now: Date.UTC(2026, 10, 20, 3) }));
  return screen.findByRole('dialog', { name: tr('popups.title') }, { timeout: 10_000 });
}

const titles = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: tr('popups.list') }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('announcement popups', () => {
  it('lists the titles 7 a page with page buttons; a page shows its first popup', async () => {
    expect(POPUPS_PER_PAGE).toBe(7);
    const dialog = await openPopups();
    expect(titles(dialog)).toEqual(POPUPS.slice(0, 7).map((p) => p.title));
    const pages = within(dialog).getByRole('navigation', { name: tr('common.pagination') });
    expect(
      within(pages)
        .getByRole('button', { name: tr('common.page', { page: 1 }) })
        .getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(pages).getByRole('button', { name: tr('common.page', { page: 2 }) }));
    await waitFor(() => expect(titles(dialog)).toEqual(['Popup 8', 'Popup 9', 'Popup 10']));
    expect(within(dialog).getByRole('button', { name: 'Popup 8' }).getAttribute('aria-current')).toBe('true');
    expect(within(dialog).getByTestId('popup-detail').textContent).toContain('Body 8');
    expect(
      within(pages)
        .getByRole('button', { name: tr('common.page', { page: 2 }) })
        .getAttribute('aria-current'),
    ).toBe('page');
    // Back a page: its first popup.
    fireEvent.click(within(pages).getByRole('button', { name: tr('common.previousPage') }));
    await waitFor(() => expect(within(dialog).getByTestId('popup-detail').textContent).toContain('Body 1'));
  });

  it("slides a popup in over the contract's POPUP_SLIDE_MS, the one number (the CSS reads it)", async () => {
    const dialog = await openPopups();
    expect(within(dialog).getByTestId('popup-detail').style.getPropertyValue('--popup-slide')).toBe(`${POPUP_SLIDE_MS}ms`);
    const css = readFileSync(join(import.meta.dirname, '../../app/content/AnnouncementPopups.module.css'), 'utf8');
    const slide = /\.slide\s*\{[^}]*\}/.exec(css)![0];
    expect(slide).toContain('var(--popup-slide)');
    expect(slide).not.toMatch(/\d+(?:\.\d+)?m?s\b/);
  });
});
