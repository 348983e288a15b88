/**
 * The languages: one row per code of the text catalogues (spec §1), pure data that the gateway
 * client, the machines, the app (through machines/shell/language/languages.ts) and the simulator
 * all read. A row's catalogue folder is its code in lower case (`locales/<code>/`).
 *
 * - `tag`: the BCP 47 tag for Intl, i18next (whose plural rules take it: `TW` alone is Twi and
 *   `TY` Tahitian), `<html lang>` and the per-script fonts (`:lang()`, app/styles/global.css).
 * - `name`: the language in its own script, for the selector.
 * - `script`: ISO 15924, what the font stack and line height follow; Arabic script is right to left.
 * - `gateway`: the gateway's spelling, sent in the `Language` header, in every language parameter
 *   and to `/wps/member/language`, where it is not the code itself. Only Chinese is evidenced:
 *   the public clients send `ZH` (W1 brand config 76619 `supportLanguages` EN/HI/ZH; W3 captured
 *   `getHelp('ZH')` and `Language: ZH`) and no source sends `CN`. EN and TH are in the same
 *   record as themselves. For every other code no public source shows a request, and the codes
 *   come from the provider's own catalogues, so each is sent as it is written there.
 *
 * TY is not defined by the spec; the spec ties bingo to it, a Philippine game, so it is read as
 * Filipino (docs/decisions/0016-the-languages-table.md).
 */
export type Script = 'Latn' | 'Cyrl' | 'Hans' | 'Hant' | 'Jpan' | 'Kore' | 'Thai' | 'Laoo' | 'Khmr' | 'Mymr' | 'Deva' | 'Beng' | 'Taml' | 'Telu' | 'Arab';

export interface Language {
  tag: string;
  name: string;
  script: Script;
  gateway?: string;
}

export const LANGUAGES = {
  CN: { tag: 'zh-CN', name: '简体中文', script: 'Hans', gateway: 'ZH' },
  EN: { tag: 'en', name: 'English', script: 'Latn' },
  JA: { tag: 'ja', name: '日本語', script: 'Jpan' },
  TH: { tag: 'th', name: 'ไทย', script: 'Thai' },
  VI: { tag: 'vi', name: 'Tiếng Việt', script: 'Latn' },
  MY: { tag: 'my', name: 'မြန်မာ', script: 'Mymr' },
  ES: { tag: 'es-419', name: 'Español (Latinoamérica)', script: 'Latn' },
  HI: { tag: 'hi', name: 'हिन्दी', script: 'Deva' },
  ID: { tag: 'id', name: 'Bahasa Indonesia', script: 'Latn' },
  KM: { tag: 'km', name: 'ខ្មែរ', script: 'Khmr' },
  KO: { tag: 'ko', name: '한국어', script: 'Kore' },
  MS: { tag: 'ms', name: 'Bahasa Melayu', script: 'Latn' },
  PT: { tag: 'pt-BR', name: 'Português (Brasil)', script: 'Latn' },
  TA: { tag: 'ta', name: 'தமிழ்', script: 'Taml' },
  TW: { tag: 'zh-TW', name: '繁體中文', script: 'Hant' },
  TY: { tag: 'fil', name: 'Filipino', script: 'Latn' },
  UR: { tag: 'ur', name: 'اردو', script: 'Arab' },
  TR: { tag: 'tr', name: 'Türkçe', script: 'Latn' },
  BN: { tag: 'bn', name: 'বাংলা', script: 'Beng' },
  AR: { tag: 'ar', name: 'العربية', script: 'Arab' },
  FA: { tag: 'fa', name: 'فارسی', script: 'Arab' },
  RU: { tag: 'ru', name: 'Русский', script: 'Cyrl' },
  LO: { tag: 'lo', name: 'ລາວ', script: 'Laoo' },
  NE: { tag: 'ne', name: 'नेपाली', script: 'Deva' },
  FR: { tag: 'fr', name: 'Français', script: 'Latn' },
  TE: { tag: 'te', name: 'తెలుగు', script: 'Telu' },
  SW: { tag: 'sw', name: 'Kiswahili', script: 'Latn' },
} as const satisfies Record<string, Language>;

export type LanguageCode = keyof typeof LANGUAGES;

/** The row of an app language code (any case), or undefined for a code no catalogue has. */
export function languageOf(code: string): Language | undefined {
  return (LANGUAGES as Record<string, Language>)[code.trim().toUpperCase()];
}

/** The BCP 47 tag of an app language code (EN → en, CN → zh-CN, TY → fil); unknown codes in lower case. */
export function tagOf(code: string): string {
  return languageOf(code)?.tag ?? code.toLowerCase();
}

/** Right to left: the Arabic script's languages (AR, FA, UR). */
export function isRtl(code: string): boolean {
  return languageOf(code)?.script === 'Arab';
}

/** The gateway's spelling of an app language code (upper case; unknown codes pass through). */
export function gatewayLanguage(app: string): string {
  const code = app.trim().toUpperCase();
  return languageOf(code)?.gateway ?? code;
}
