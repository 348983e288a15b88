/**
 * The catalogues stay complete and consistent in every language of the table
 * (gateway/shell/language.contract.ts): English's keys, plural forms by each language's CLDR
 * categories, no empty texts, the same {{variables}} and markup, no key written twice, no English
 * left in place, and every key the app, the gateway errors and the machines can produce exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, tagOf } from '../../gateway/shell/language.contract';

const ROOT = join(__dirname, '..', '..');
/** Every language's catalogue folder: the code in lower case. */
const LANGS = Object.keys(LANGUAGES).map((code) => code.toLowerCase());
/** The folder's BCP 47 tag, by which i18next picks the plural rules. */
const tag = (lang: string) => tagOf(lang.toUpperCase());
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The namespaces: one file each per language (`locales/<lang>/<ns>.json`). */
const NAMESPACE_FILES = readdirSync(join(ROOT, 'locales', 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace('.json', ''));

const source = (lang: string, ns: string) => readFileSync(join(ROOT, 'locales', lang, `${ns}.json`), 'utf8');

/** One language's catalogues, namespace → tree. */
function load(lang: string): Record<string, Record<string, unknown>> {
  return Object.fromEntries(NAMESPACE_FILES.map((ns) => [ns, JSON.parse(source(lang, ns)) as Record<string, unknown>]));
}

/** {a: {b: 'x'}} → {'a.b': 'x'}; non-string leaves are kept so the tests can complain about them. */
function flatten(obj: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v as Record<string, unknown>, key, out);
    else out[key] = v;
  }
  return out;
}

/** Per language, `ns:key` → text (so the same key in two namespaces stays two keys). */
const catalogues: Record<string, Record<string, unknown>> = Object.fromEntries(
  LANGS.map((l) => [l, Object.fromEntries(Object.entries(load(l)).flatMap(([ns, tree]) => Object.entries(flatten(tree)).map(([k, v]) => [`${ns}:${k}`, v])))]),
);
/** English keys per namespace, without the prefix. */
const enByNs = Object.fromEntries(Object.entries(load('en')).map(([ns, tree]) => [ns, flatten(tree)])) as Record<string, Record<string, unknown>>;
const enAll: Record<string, unknown> = Object.assign({}, ...Object.values(enByNs));
/** Per language, every namespace's keys merged without the prefix (what a lookup across namespaces finds). */
const merged: Record<string, Record<string, unknown>> = Object.fromEntries(
  LANGS.map((l) => [l, Object.assign({}, ...Object.values(load(l)).map((tree) => flatten(tree)))]),
);

const base = (key: string) => key.replace(PLURAL, '');
/** English's text for a key of any language: a plural form reads English's `_other`. */
const englishOf = (key: string): unknown => catalogues.en![key] ?? (PLURAL.test(key) ? catalogues.en![`${base(key)}_other`] : undefined);

function vars(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!))].sort();
}

function tags(text: string): string[] {
  return [...text.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)].map((m) => m[1]!).sort();
}

/** The keys written twice in one object of a JSON text (JSON.parse keeps the last and says nothing). */
function duplicateKeys(json: string): string[] {
  const found: string[] = [];
  const objects: { keys: Set<string>; path: string }[] = [];
  const pathOf = () =>
    objects
      .map((o) => o.path)
      .filter(Boolean)
      .join('.');
  let lastKey = '';
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '"') {
      let end = i + 1;
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      const text = JSON.parse(json.slice(i, end + 1)) as string;
      let next = end + 1;
      while (/\s/.test(json[next] ?? '')) next++;
      if (json[next] === ':' && objects.length) {
        const top = objects[objects.length - 1]!;
        if (top.keys.has(text)) found.push([pathOf(), text].filter(Boolean).join('.'));
        top.keys.add(text);
        lastKey = text;
      }
      i = end;
    } else if (c === '{') {
      objects.push({ keys: new Set(), path: objects.length ? lastKey : '' });
    } else if (c === '}') {
      objects.pop();
    }
  }
  return found;
}

function walk(dir: string, pattern: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, pattern, out);
    else if (pattern.test(name)) out.push(p);
  }
  return out;
}

/** A key in the catalogue, or a plural form of it (`key_one`, `key_other`...). */
function has(cat: Record<string, unknown>, key: string): boolean {
  return key in cat || Object.keys(cat).some((k) => k.startsWith(`${key}_`) && PLURAL.test(k));
}

/** `ns:key` in that namespace (English), or a plain key in any. */
function hasEn(key: string): boolean {
  const m = /^([\w-]+):(.+)$/.exec(key);
  if (m) return Boolean(enByNs[m[1]!]) && has(enByNs[m[1]!]!, m[2]!);
  return has(enAll, key);
}

/**
 * Latin words a text in another script may keep: brands and products (as their makers write them
 * in that market), codes and units, the keyboard's Enter, a date mask the field requires, and
 * iOS's menu path as the phone shows it in the languages iOS is not translated into.
 */
const KEPT_WORDS = new Set(
  [
    'PromptPay',
    'TrueMoney',
    'LINE',
    'WhatsApp',
    'Telegram',
    'Facebook',
    'Google',
    'Authenticator',
    'iOS',
    'Android',
    'WeChat',
    'Zalo',
    'Twitter',
    'YouTube',
    'VPN',
    'SMS',
    'OTP',
    'VIP',
    'GMT',
    'USDT',
    'PNG',
    'JPG',
    'URL',
    'SEA',
    'QQ',
    'ID',
    'IP',
    'MB',
    'Enter',
    'yyyy',
    'Settings',
    'General',
    'Device',
    'Management',
    // Taiwan writes "App", "QR Code" and, as Japan and Korea do, a site's "Copyright ©" line in Latin letters.
    'App',
    'Code',
    'Copyright',
  ].map((w) => w.toUpperCase()),
);

/**
 * Texts a Latin-script language writes exactly as English does, besides brand names: the words
 * its players read on local sites, each at most two words (a sentence is never excused).
 * Indonesian and Malay take these banking and gaming words as their own; Filipino sites write
 * the account, money and game words in English inside Filipino sentences (decision 0018); French,
 * Spanish and Portuguese share a few words with English. Bingo is the game's name in all of them.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  id: ['Bingo', 'Bonus', 'Deposit', 'Downline', 'Upline', 'Jackpot', 'Level', 'Level {{level}}', 'Simulator', 'Status', 'Transfer'],
  ms: ['Bingo', 'Bonus', 'Deposit', 'Downline', 'Upline', 'Jackpot', 'Simulator', 'Status'],
  ty: [
    'Account',
    'Username',
    'Password',
    'Deposit',
    'Withdrawal',
    'Bonus',
    'Rebate',
    'Reward',
    'Jackpot',
    'Home',
    'Slots',
    'Sports',
    'E-sports',
    'Live casino',
    'Fishing',
    'E-wallet',
    'Online banking',
    'Upline',
    'Downline',
    'Simulator',
    'Bingo',
    'Arcade',
    'Video poker',
    'Offline',
  ],
  fr: ['Agent', 'Bingo', 'Bonus', 'Jackpot', 'Page {{page}}', '{{n}} point', '{{n}} points'],
  es: ['Banner {{n}}', 'Bingo'],
  pt: ['Banner {{n}}', 'Bingo', 'slide'],
  vi: ['Bingo'],
  sw: ['Bingo'],
};
/** Brand names and codes, the same in every language. */
const BRANDS = /^(?:(?:VIP|SMS|Email|LINE|LINE ID|WeChat|X \(Twitter\)|Facebook|Google|Telegram|WhatsApp|Zalo|YouTube|iOS|Android)(?: \{\{\w+\}\})?)$/;

describe('locale catalogues', () => {
  it('has a folder for every language of the table and no other', () => {
    const folders = readdirSync(join(ROOT, 'locales')).filter((f) => statSync(join(ROOT, 'locales', f)).isDirectory());
    expect(folders.sort()).toEqual([...LANGS].sort());
    expect(LANGS).toHaveLength(27);
  });

  it('has every namespace in every language, and the shell namespace first-paint sized', () => {
    for (const lang of LANGS)
      expect(
        readdirSync(join(ROOT, 'locales', lang))
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.replace('.json', ''))
          .sort(),
        lang,
      ).toEqual([...NAMESPACE_FILES].sort());
    expect(NAMESPACE_FILES).toEqual(expect.arrayContaining(['shell', 'forms', 'account', 'games']));
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s has exactly the keys of en, with its own plural forms', (lang) => {
    const enBases = new Set(Object.keys(catalogues.en!).map(base));
    const bases = new Set(Object.keys(catalogues[lang]!).map(base));
    expect(
      [...enBases].filter((k) => !bases.has(k)),
      `missing in ${lang}`,
    ).toEqual([]);
    expect(
      [...bases].filter((k) => !enBases.has(k)),
      `only in ${lang}`,
    ).toEqual([]);
    // A key plural in English has exactly the language's CLDR categories (Arabic six, Russian
    // four, Chinese one), and never a bare form beside them.
    const categories = [...new Intl.PluralRules(tag(lang)).resolvedOptions().pluralCategories].sort();
    const plural = [
      ...new Set(
        Object.keys(catalogues.en!)
          .filter((k) => PLURAL.test(k))
          .map(base),
      ),
    ];
    expect(plural.length).toBeGreaterThan(5);
    const wrong = plural.flatMap((b) => {
      const forms = Object.keys(catalogues[lang]!)
        .filter((k) => base(k) === b && PLURAL.test(k))
        .map((k) => PLURAL.exec(k)![1]!)
        .sort();
      return forms.join() === categories.join() && !(b in catalogues[lang]!)
        ? []
        : [`${b}: [${forms}]${b in catalogues[lang]! ? ' and a bare key' : ''}, not [${categories}]`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(LANGS)('%s has no empty or non-string values', (lang) => {
    const bad = Object.entries(catalogues[lang]!)
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each(LANGS)('%s writes no key twice in an object (JSON.parse would keep the last one silently)', (lang) => {
    expect(NAMESPACE_FILES.flatMap((ns) => duplicateKeys(source(lang, ns)).map((k) => `${ns}:${k}`))).toEqual([]);
  });

  it('finds a key written twice', () => {
    expect(duplicateKeys('{"a": {"b": "x", "c": "y", "b": "z"}, "d": "\\"a\\": 1", "e": {"b": 1}}')).toEqual(['a.b']);
  });

  it('gives each top-level section one namespace (a view asking for `transfer.x` finds one)', () => {
    for (const lang of LANGS) {
      const owner = new Map<string, string>();
      for (const file of readdirSync(join(ROOT, 'locales', lang)).filter((f) => f.endsWith('.json'))) {
        for (const section of Object.keys(JSON.parse(readFileSync(join(ROOT, 'locales', lang, file), 'utf8')) as object)) {
          expect(owner.get(section), `${lang}: "${section}" in ${file} and ${owner.get(section)}`).toBeUndefined();
          owner.set(section, file);
        }
      }
    }
  });

  it('uses the same {{variables}} and markup in every language', () => {
    const mismatches: string[] = [];
    for (const lang of LANGS) {
      for (const [key, value] of Object.entries(catalogues[lang]!)) {
        const english = englishOf(key);
        if (typeof value !== 'string' || typeof english !== 'string') continue;
        if (vars(value).join() !== vars(english).join()) mismatches.push(`${lang}:${key} has {${vars(value)}} but en has {${vars(english)}}`);
        if (tags(value).join() !== tags(english).join()) mismatches.push(`${lang}:${key} has <${tags(value)}> but en has <${tags(english)}>`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each(LANGS.filter((l) => LANGUAGES[l.toUpperCase() as keyof typeof LANGUAGES].script !== 'Latn'))(
    '%s is translated (no Latin words left but brand names, codes and kept terms)',
    (lang) => {
      const leftovers: string[] = [];
      for (const [key, value] of Object.entries(catalogues[lang]!)) {
        const text = String(value).replace(/\{\{[^}]*\}\}/g, '');
        const english = (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !KEPT_WORDS.has(w.toUpperCase()));
        if (english.length) leftovers.push(`${lang}:${key} → ${english.join(' ')}`);
      }
      expect(leftovers).toEqual([]);
    },
  );

  it.each(LANGS.filter((l) => l !== 'en'))('%s leaves no English text in place', (lang) => {
    const kept = new Set(SAME_AS_ENGLISH[lang] ?? []);
    for (const word of kept) expect(word.split(/\s+/).length, `${lang} keeps "${word}": a sentence is never excused`).toBeLessThanOrEqual(2);
    const same = Object.entries(catalogues[lang]!)
      .filter(([key, value]) => value === englishOf(key) && /[A-Za-z]{3,}/.test(String(value).replace(/\{\{[^}]*\}\}/g, '')))
      .filter(([, value]) => !BRANDS.test(String(value)) && !kept.has(String(value)))
      .map(([key, value]) => `${key}: "${String(value)}"`);
    expect(same).toEqual([]);
  });

  it('English keeps no plural key without its other form', () => {
    const bases = [
      ...new Set(
        Object.keys(catalogues.en!)
          .filter((k) => PLURAL.test(k))
          .map(base),
      ),
    ];
    expect(bases.filter((b) => !(`${b}_one` in catalogues.en! && `${b}_other` in catalogues.en!))).toEqual([]);
  });
});

describe('every key the code can ask for exists in the English catalogues', () => {
  const en = enAll;
  const NAMESPACES = [...new Set(Object.values(enByNs).flatMap((c) => Object.keys(c).map((k) => k.split('.')[0]!)))];

  it('keys used in app/ (t(...), i18nKey, titleKey/labelKey literals)', () => {
    const files = walk(join(ROOT, 'app'), /\.(ts|tsx)$/);
    expect(files.length).toBeGreaterThan(0);
    const used = new Map<string, string>();
    const nsAlt = NAMESPACES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const patterns = [/\bt\(\s*'([^'\n]+)'/g, /\bt\(\s*"([^"\n]+)"/g, /i18nKey=\s*["']([^"'\n]+)["']/g, /i18nKey=\{\s*["']([^"'\n]+)["']\s*\}/g];
    // Any other quoted literal that names a key of a known namespace (ternaries, tables of keys),
    // except event types (`type: 'form.change'`), which share the dotted style.
    const namespaced = new RegExp(`(type\\s*:\\s*)?['"]((?:[\\w-]+:)?(?:${nsAlt})\\.[A-Za-z0-9_.]+)['"]`, 'g');
    for (const file of files) {
      const src = readFileSync(file, 'utf8');
      for (const re of patterns) for (const m of src.matchAll(re)) used.set(m[1]!, relative(ROOT, file));
      for (const m of src.matchAll(namespaced)) if (!m[1]) used.set(m[2]!, relative(ROOT, file));
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter(([key]) => !hasEn(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("a view's keys live in the namespaces it names (or the shell's), so they are loaded when it renders", () => {
    const files = walk(join(ROOT, 'app'), /\.tsx?$/);
    const wrong: string[] = [];
    let checked = 0;
    for (const file of files) {
      const src = readFileSync(file, 'utf8');
      const call = src.match(/useTranslation\(([^)]*)\)/);
      if (!call) continue;
      const named = [...call[1]!.matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]!);
      const visible = new Set([...named, 'shell']);
      for (const m of src.matchAll(/\bt\(\s*['"]([^'"\n]+)['"]/g)) {
        checked++;
        const key = m[1]!;
        const prefixed = /^([\w-]+):(.+)$/.exec(key);
        if (prefixed) {
          if (!visible.has(prefixed[1]!) || !hasEn(key)) wrong.push(`${key} (${relative(ROOT, file)} names ${[...visible].join(', ')})`);
          continue;
        }
        if (![...visible].some((ns) => enByNs[ns] && has(enByNs[ns], key))) wrong.push(`${key} (${relative(ROOT, file)} names ${[...visible].join(', ')})`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('every route title key', () => {
    const src = readFileSync(join(ROOT, 'app', 'shell', 'routes.ts'), 'utf8');
    const keys = [...src.matchAll(/['"](routes\.[A-Za-z0-9_]+)['"]/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((k) => !has(en, k))).toEqual([]);
  });

  it("every 'errors.*' and 'validation.*' key in gateway/errors.ts, gateway/error-messages.ts and machines/", () => {
    const files = [join(ROOT, 'gateway', 'errors.ts'), join(ROOT, 'gateway', 'error-messages.ts'), ...walk(join(ROOT, 'machines'), /\.ts$/)];
    const keys = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`]((?:errors|validation)\.[A-Za-z0-9_.]+)['"`]/g)) keys.add(m[1]!);
    }
    for (const k of ['errors.network', 'errors.timeout', 'errors.notLoggedIn', 'errors.maintenance', 'errors.unknown']) keys.add(k);
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((k) => !has(en, k)).sort()).toEqual([]);
  });

  it('every message key gateway/error-messages.ts maps a code to (imported, not scanned), in every language', async () => {
    const { ERROR_MESSAGE_KEYS } = await import('../../gateway/error-messages');
    const keys = new Set(Object.values(ERROR_MESSAGE_KEYS));
    for (const lang of LANGS)
      expect(
        [...keys].filter((k) => !has(merged[lang]!, k)),
        lang,
      ).toEqual([]);
  });
});
