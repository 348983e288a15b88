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

/** Brand colours become CSS custom properties on <html>; anything that is not a colour is ignored. */
export function applyTheme(theme: Partial<BrandTheme>, root: HTMLElement = document.documentElement): void {
  for (const [key, cssVar] of Object.entries(VARS) as [keyof BrandTheme, string][]) {
    const value = theme[key];
    if (typeof value === 'string' && COLOR.test(value.trim())) root.style.setProperty(cssVar, value.trim());
  }
}
