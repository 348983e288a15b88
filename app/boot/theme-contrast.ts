/**
 * Accessible variants of the brand's colours (WCAG 2 contrast): loaded by theme.ts beside the
 * first script, not in it.
 */
import type { BrandTheme } from '../../machines/shared/config';

type Rgb = [number, number, number];

function hex(c: string | undefined): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c?.trim() ?? '');
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((x) => x + x).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const lum = (c: Rgb) => {
  const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => Math.round(v + (b[i]! - v) * t)) as Rgb;
const css = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/**
 * The brand's primary as text on the theme's surfaces (and on primary-tinted chips): the primary
 * itself where it reaches AA (4.5:1), else the nearest lighter (on dark surfaces) or darker tint
 * that does. And the on-colour for text on a primary background: the brand's if it reaches AA,
 * else black or white, whichever contrasts more.
 */
export function accessibleVariants(primary: Rgb, surfaces: Rgb[], onPrimary: Rgb | null): { text: string; on: string } {
  const dark = lum(surfaces[0]!) < 0.2;
  const grounds = [...surfaces, ...surfaces.map((s) => mix(s, primary, 0.2))];
  let text = primary;
  for (let t = 0.05; t <= 1 && grounds.some((g) => contrast(text, g) < 4.5); t += 0.05) text = mix(primary, dark ? [255, 255, 255] : [0, 0, 0], t);
  const on =
    onPrimary && contrast(onPrimary, primary) >= 4.5
      ? onPrimary
      : contrast([0, 0, 0], primary) >= contrast([255, 255, 255], primary)
        ? ([0, 0, 0] as Rgb)
        : ([255, 255, 255] as Rgb);
  return { text: css(text), on: css(on) };
}

/** The CSS custom properties that keep the brand's primary readable (none for colours not in hex). */
export function accessibleTheme(theme: Partial<BrandTheme>): Record<string, string> {
  const primary = hex(theme.primary);
  const surfaces = [theme.surface, theme.surfaceAlt, '#1f2e3c', '#0a121a'].map(hex).filter((c): c is Rgb => c !== null);
  if (!primary || !surfaces.length) return {};
  const v = accessibleVariants(primary, surfaces, hex(theme.primaryContrast));
  return { '--color-primary-text': v.text, '--color-primary-contrast': v.on };
}
