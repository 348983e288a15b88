import type { BrandTheme } from '../../machines/shared/config';

const VARS: Record<keyof BrandTheme, string> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  surface: '--color-surface',
  surfaceAlt: '--color-surface-alt',
  text: '--color-text',
  textMuted: '--color-text-muted',
  accent: '--color-accent',
};

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/**
 * Brand colours become CSS custom properties on <html>; anything that is not a colour is ignored.
 * Then the accessible variants (theme-contrast.ts, loaded beside the catalogues before the first
 * render): the primary as text and the on-primary colour, each reaching AA on the surfaces.
 */
export async function applyTheme(theme: Partial<BrandTheme>, root: HTMLElement = document.documentElement): Promise<void> {
  for (const [key, cssVar] of Object.entries(VARS) as [keyof BrandTheme, string][]) {
    const value = theme[key];
    if (typeof value === 'string' && COLOR.test(value.trim())) root.style.setProperty(cssVar, value.trim());
  }
  try {
    const { accessibleTheme } = await import('./theme-contrast');
    for (const [cssVar, value] of Object.entries(accessibleTheme(theme))) root.style.setProperty(cssVar, value);
  } catch {
    // The variants did not arrive: the brand's own colours stay (the app still starts).
  }
}
