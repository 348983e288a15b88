/**
 * The languages: one row per code of the text catalogues (spec §1), pure data that the gateway
 * client, the machines, the app (through machines/shell/language/languages.ts) and the simulator
 * all read. A row's catalogue folder is its code in lower case (`locales/<code>/`); its name in
 * its own script is the selector's (app/components/language-names.ts, typed by these codes, in
 * the selector's lazy chunk rather than the first paint's).
 *
 * - `tag`: the BCP 47 tag for Intl, i18next (whose plural rules take it: `TW` alone is Twi and
 *   `TY` Tahitian), `<html lang>` and the per-script fonts (`:lang()`, app/styles/global.css).
 * - `script`: ISO 15924, what the font stack and line height follow; Arabic script is right to left.
 * - `gateway`: the gateway's spelling, sent in the `Language` header, in every language parameter
 *   and to `/wps/member/language`, where it is not the code itself. Only Chinese is evidenced:
 *   the public clients send `ZH` (W1 brand config 76619 `supportLanguages` EN/HI/ZH; W3 captured
 *   `getHelp('ZH')` and `Language: ZH`) and no source sends `CN`. EN and TH are in the same
 *   record as themselves. For every other code no public source shows a request, and the codes
 *   come from the provider's own catalogues, so each is sent as it is written there.
 *
 * TY is not defined by the spec; the spec ties bingo to it, a Philippine game, so it is read as
 * Filipino (docs/decisions/0018-ty-is-filipino.md).
 */
export type Script = 'Latn' | 'Cyrl' | 'Hans' | 'Hant' | 'Jpan' | 'Kore' | 'Thai' | 'Laoo' | 'Khmr' | 'Mymr' | 'Deva' | 'Beng' | 'Taml' | 'Telu' | 'Arab';

export interface Language {
  tag: string;
  script: Script;
  gateway?: string;
}

export const LANGUAGES = {
  CN: { tag: 'zh-CN', script: 'Hans', gateway: 'ZH' },
  EN: { tag: 'en', script: 'Latn' },
  JA: { tag: 'ja', script: 'Jpan' },
  TH: { tag: 'th', script: 'Thai' },
  VI: { tag: 'vi', script: 'Latn' },
  MY: { tag: 'my', script: 'Mymr' },
  ES: { tag: 'es-419', script: 'Latn' },
  HI: { tag: 'hi', script: 'Deva' },
  ID: { tag: 'id', script: 'Latn' },
  KM: { tag: 'km', script: 'Khmr' },
  KO: { tag: 'ko', script: 'Kore' },
  MS: { tag: 'ms', script: 'Latn' },
  PT: { tag: 'pt-BR', script: 'Latn' },
  TA: { tag: 'ta', script: 'Taml' },
  TW: { tag: 'zh-TW', script: 'Hant' },
  TY: { tag: 'fil', script: 'Latn' },
  UR: { tag: 'ur', script: 'Arab' },
  TR: { tag: 'tr', script: 'Latn' },
  BN: { tag: 'bn', script: 'Beng' },
  AR: { tag: 'ar', script: 'Arab' },
  FA: { tag: 'fa', script: 'Arab' },
  RU: { tag: 'ru', script: 'Cyrl' },
  LO: { tag: 'lo', script: 'Laoo' },
  NE: { tag: 'ne', script: 'Deva' },
  FR: { tag: 'fr', script: 'Latn' },
  TE: { tag: 'te', script: 'Telu' },
  SW: { tag: 'sw', script: 'Latn' },
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
