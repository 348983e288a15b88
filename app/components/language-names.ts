/**
 * Each language by its own name in its own script, for the selector: a reader finds theirs
 * whatever the current language is. Keyed by the languages table's codes (the compiler asks for
 * every one); only the selector's chunk carries them.
 */
import type { LanguageCode } from '../../machines/shell/language/languages';

export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  CN: '简体中文',
  EN: 'English',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  MY: 'မြန်မာ',
  ES: 'Español (Latinoamérica)',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MS: 'Bahasa Melayu',
  PT: 'Português (Brasil)',
  TA: 'தமிழ்',
  TW: '繁體中文',
  TY: 'Filipino',
  UR: 'اردو',
  TR: 'Türkçe',
  BN: 'বাংলা',
  AR: 'العربية',
  FA: 'فارسی',
  RU: 'Русский',
  LO: 'ລາວ',
  NE: 'नेपाली',
  FR: 'Français',
  TE: 'తెలుగు',
  SW: 'Kiswahili',
};
