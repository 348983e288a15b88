/** The simulated brand: its defaults and the config's brand patch laid over them. */
import { LANGUAGES } from '../../gateway/shell/language.contract';
import type { BrandConfig, SimulatorConfig } from '../config';
import type { SimDb } from '../db';

export const DEFAULT_BRAND: BrandConfig = {
  name: 'Croupier Demo',
  merchantCode: 'croupier',
  logoText: 'CROUPIER',
  defaultLanguage: 'TH',
  // Every language of the catalogues, so the demo shows each one (a scenario's brand may name fewer).
  supportedLanguages: Object.keys(LANGUAGES),
  defaultPassword: '123456',
  ageLimit: 18,
  theme: {
    primary: '#c8102e',
    primaryContrast: '#ffffff',
    surface: '#101418',
    surfaceAlt: '#1b2128',
    text: '#f2f4f7',
    textMuted: '#9aa4b2',
    accent: '#f5b700',
  },
  // In the brand's default language (Thai): the app shows the catalogue's line in the others.
  copyright: 'ลิขสิทธิ์ © 2026 Croupier Demo สงวนลิขสิทธิ์ แบรนด์สาธิต ไม่ใช้เงินจริง',
  currency: 'THB',
  currencySymbol: '฿',
  mainDomain: 'croupier.test',
  gtagId: '',
};

export function resolveBrand(config: SimulatorConfig): BrandConfig {
  const patch = config.brand ?? {};
  return { ...DEFAULT_BRAND, ...patch, theme: { ...DEFAULT_BRAND.theme, ...patch.theme } };
}

/** The brand row's fields (copies: the db must not share arrays or objects with the config). */
function brandRow(brand: BrandConfig): BrandConfig {
  return { ...brand, supportedLanguages: [...brand.supportedLanguages], theme: { ...brand.theme } };
}

export function createBrand(db: SimDb, brand: BrandConfig): void {
  db.brand.create({ id: 'brand', ...brandRow(brand) });
}

/** Writes the config's brand (configure() with a brand patch). */
export function updateBrand(db: SimDb, config: SimulatorConfig): void {
  db.brand.update({ where: { id: { equals: 'brand' } }, data: brandRow(resolveBrand(config)) });
}
