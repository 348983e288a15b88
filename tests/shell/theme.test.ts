// @vitest-environment jsdom
/**
 * Brand colours meet WCAG AA: the simulator brand's red (#c8102e) measured 2.6–3.2:1 as
 * text on the dark surfaces. The theme keeps the brand's own colour where it passes and computes a
 * readable variant where it does not; the on-primary colour likewise.
 */
import { describe, expect, it } from 'vitest';
import { applyTheme } from '../../app/boot/theme';
import { contrast } from '../../app/boot/theme-contrast';

const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
const SURFACES = ['#101418', '#1b2128', '#1f2e3c', '#0a121a'];

describe('brand theme', () => {
  it('lifts a primary that fails AA on the surfaces, and keeps the brand variables', async () => {
    const root = document.createElement('div');
    await applyTheme({ primary: '#c8102e', primaryContrast: '#ffffff', surface: '#101418', surfaceAlt: '#1b2128' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#c8102e');
    const text = root.style.getPropertyValue('--color-primary-text');
    expect(text).not.toBe('#c8102e');
    for (const s of SURFACES) expect(contrast(rgb(text), rgb(s))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb('#c8102e'), rgb('#101418'))).toBeLessThan(4.5); // what was wrong
    // White on the red passes (5.9:1): the brand's on-colour stays.
    expect(root.style.getPropertyValue('--color-primary-contrast')).toBe('#ffffff');
  });

  it('keeps a primary that already passes, and replaces an on-colour that does not', async () => {
    const root = document.createElement('div');
    await applyTheme({ primary: '#f5b40f', primaryContrast: '#f0f0f0', surface: '#0f1923', surfaceAlt: '#17232f' }, root);
    expect(root.style.getPropertyValue('--color-primary-text')).toBe('#f5b40f');
    expect(root.style.getPropertyValue('--color-primary-contrast')).toBe('#000000');
  });

  it('ignores what is not a colour', async () => {
    const root = document.createElement('div');
    await applyTheme({ primary: 'url(javascript:alert(1))', surface: '#101418' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('');
    expect(root.style.getPropertyValue('--color-primary-text')).toBe('');
  });
});
