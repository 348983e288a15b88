/**
 * The languages table (gateway/shell/language.contract.ts) and what reads it: the tags Intl and
 * i18next take, the direction, the gateway's spelling, the config's `supportedLanguages` and the
 * brand's digits and calendars, and the spec's language rule for every language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../app/components/format';
import { LANGUAGE_NAMES } from '../../app/components/language-names';
import { normaliseConfig } from '../../gateway/shell/config';
import { LANGUAGES, gatewayLanguage, isRtl, languageOf, tagOf } from '../../gateway/shell/language.contract';
import { languageMachine } from '../../machines/shell/language/language.machine';
import { createMemoryStorage } from '../../machines/shared/storage';

const CODES = Object.keys(LANGUAGES);

describe('the languages table', () => {
  it('has the 27 codes of the spec, each a BCP 47 tag Intl knows', () => {
    expect(CODES.sort()).toEqual(
      [
        'CN',
        'EN',
        'JA',
        'TH',
        'VI',
        'MY',
        'ES',
        'HI',
        'ID',
        'KM',
        'KO',
        'MS',
        'PT',
        'TA',
        'TW',
        'TY',
        'UR',
        'TR',
        'BN',
        'AR',
        'FA',
        'RU',
        'LO',
        'NE',
        'FR',
        'TE',
        'SW',
      ].sort(),
    );
    for (const code of CODES) {
      const tag = tagOf(code);
      expect(Intl.getCanonicalLocales(tag), code).toEqual([tag]);
      // Intl has the language's own data (its plural rules are not the root's fallback).
      expect(new Intl.PluralRules(tag).resolvedOptions().locale.split('-')[0], code).toBe(tag.split('-')[0]);
    }
  });

  it('gives i18next the tag, not the code: TW is Chinese, not Twi, and TY Filipino, not Tahitian', () => {
    expect(tagOf('TW')).toBe('zh-TW');
    expect(tagOf('TY')).toBe('fil');
    expect(tagOf('cn')).toBe('zh-CN');
    expect(new Intl.PluralRules(tagOf('TY')).resolvedOptions().pluralCategories).toEqual(['one', 'other']);
    expect(new Intl.PluralRules(tagOf('AR')).resolvedOptions().pluralCategories).toHaveLength(6);
    expect(tagOf('XX')).toBe('xx');
  });

  it('names each language in its own script, and reads right to left exactly Arabic, Persian and Urdu', () => {
    expect(CODES.filter(isRtl).sort()).toEqual(['AR', 'FA', 'UR']);
    for (const code of CODES) {
      const { script } = languageOf(code)!;
      const name = LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES];
      // The name's letters are the language's script (English and the Latin-script languages in Latin letters).
      const pattern: Record<string, RegExp> = {
        Latn: /\p{Script=Latin}/u,
        Cyrl: /\p{Script=Cyrillic}/u,
        Hans: /\p{Script=Han}/u,
        Hant: /\p{Script=Han}/u,
        Jpan: /\p{Script=Han}/u,
        Kore: /\p{Script=Hangul}/u,
        Thai: /\p{Script=Thai}/u,
        Laoo: /\p{Script=Lao}/u,
        Khmr: /\p{Script=Khmer}/u,
        Mymr: /\p{Script=Myanmar}/u,
        Deva: /\p{Script=Devanagari}/u,
        Beng: /\p{Script=Bengali}/u,
        Taml: /\p{Script=Tamil}/u,
        Telu: /\p{Script=Telugu}/u,
        Arab: /\p{Script=Arabic}/u,
      };
      expect(pattern[script]!.test(name), `${code} ${name}`).toBe(true);
    }
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(CODES.length);
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...CODES].sort());
  });

  it("says each code in the gateway's spelling: Chinese as ZH, every other code as it is", () => {
    expect(gatewayLanguage('CN')).toBe('ZH');
    expect(gatewayLanguage(' cn ')).toBe('ZH');
    for (const code of CODES.filter((c) => c !== 'CN')) expect(gatewayLanguage(code)).toBe(code);
    expect(gatewayLanguage('de')).toBe('DE');
  });
});

describe('each script readable', () => {
  const css = readFileSync(join(__dirname, '../../app/styles/global.css'), 'utf8');
  /** `:lang()` rules of the root and what they set: [tags, block]. */
  const rules = [...css.matchAll(/((?::root:lang\([\w-]+\)\s*,?\s*)+)\{([^}]*)\}/g)].map(
    (m) => [[...m[1]!.matchAll(/lang\(([\w-]+)\)/g)].map((t) => t[1]!), m[2]!] as const,
  );
  /** What CSS :lang(x) matches: the tag itself or a tag it is a prefix of. */
  const matches = (x: string, tag: string) => tag === x || tag.startsWith(`${x}-`);
  const last = (tag: string, property: string) => rules.filter(([tags, block]) => tags.some((x) => matches(x, tag)) && block.includes(property)).at(-1)?.[1];

  it('names a font stack of its own script, system fonts only, for every language outside the Latin and Cyrillic scripts', () => {
    const own = CODES.filter((c) => !['Latn', 'Cyrl'].includes(languageOf(c)!.script));
    expect(own).toHaveLength(16);
    const stacks = new Map<string, string>();
    for (const code of own) {
      const block = last(tagOf(code), '--font-body');
      expect(block, code).toBeDefined();
      stacks.set(code, block!);
    }
    // Traditional and Simplified Chinese, Japanese and Korean each get their own faces.
    expect(new Set(['CN', 'TW', 'JA', 'KO'].map((c) => stacks.get(c))).size).toBe(4);
    expect(stacks.get('TW')).toContain('Noto Sans CJK TC');
    expect(stacks.get('UR')).toMatch(/^\s*--font-body: 'Noto Nastaliq Urdu'/);
    // No web font: nothing is downloaded for the first paint.
    expect(css).not.toMatch(/@font-face|@import|url\(/);
  });

  it('gives the tall scripts more line height than Latin', () => {
    for (const code of ['TH', 'LO', 'KM', 'MY', 'HI', 'NE', 'BN', 'TA', 'TE', 'UR']) {
      const block = last(tagOf(code), '--line-height-body');
      expect(Number(/--line-height-body:\s*([\d.]+)/.exec(block ?? '')?.[1]), code).toBeGreaterThan(1.5);
    }
    expect(last('en', '--line-height-body')).toBeUndefined();
  });
});

describe("the config's languages and the brand's formats", () => {
  it('keeps the codes the table has, in the brand order, once each, and defaults from them', () => {
    const c = normaliseConfig({ supportedLanguages: ['ar', 'EN', 'XX', 'ty', 'AR'], defaultLanguage: 'ar' });
    expect(c.supportedLanguages).toEqual(['AR', 'EN', 'TY']);
    expect(c.defaultLanguage).toBe('AR');
    // Nothing known left: the shell's three, Thai by default.
    expect(normaliseConfig({ supportedLanguages: ['XX'] })).toMatchObject({ supportedLanguages: ['EN', 'CN', 'TH'], defaultLanguage: 'TH' });
    // A default the brand does not support: Thai if supported, else the first.
    expect(normaliseConfig({ supportedLanguages: ['FA', 'UR'], defaultLanguage: 'EN' }).defaultLanguage).toBe('FA');
  });

  it("passes the brand's digits and calendars to the formatters, which take only what Intl takes", () => {
    const { brand } = normaliseConfig({ brand: { numberingSystem: { AR: 'arab', FA: 'not a system!', UR: 5 }, calendar: 'gregory' } });
    expect(intlLocale('AR', brand)).toBe('ar-u-nu-arab');
    expect(intlLocale('FA', brand)).toBe('fa');
    expect(intlLocale('UR', brand)).toBe('ur');
    expect(intlLocale('TH', brand)).toBe('th');
  });
});

describe('the language rule (spec §1) in every language', () => {
  const start = (saved: string | null, supported: string[], fallback: string) => {
    const storage = createMemoryStorage(saved ? { local: { lang: saved } } : {});
    const actor = createActor(languageMachine, { input: { supported, fallback, storage } }).start();
    return { current: actor.getSnapshot().context.current, storage };
  };

  it.each(CODES)('%s saved and supported is used', (code) => {
    expect(start(code.toLowerCase(), CODES, 'TH').current).toBe(code);
  });

  it('a saved language the brand does not support gives the default, saved as both', () => {
    for (const code of CODES.filter((c) => c !== 'EN')) {
      const { current, storage } = start(code, ['EN'], 'EN');
      expect(current).toBe('EN');
      expect([storage.getLocal('lang'), storage.getLocal('hisLang')]).toEqual(['EN', 'EN']);
    }
  });
});
