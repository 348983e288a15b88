/**
 * The catalogues stay complete and consistent: the same keys in every language, no empty
 * texts, the same {{variables}}, and every key the app, the gateway errors and the machines
 * can produce exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const LANGS = ['en', 'cn', 'th'] as const;
type Lang = (typeof LANGS)[number];

/** The namespaces: one file each per language (`locales/<lang>/<ns>.json`). */
const NAMESPACE_FILES = readdirSync(join(ROOT, 'locales', 'en')).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));

/** One language's catalogues, namespace → tree. */
function load(lang: Lang): Record<string, Record<string, unknown>> {
  return Object.fromEntries(NAMESPACE_FILES.map((ns) => [ns, JSON.parse(readFileSync(join(ROOT, 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>]));
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
const catalogues = Object.fromEntries(
  LANGS.map((l) => [l, Object.fromEntries(Object.entries(load(l)).flatMap(([ns, tree]) => Object.entries(flatten(tree)).map(([k, v]) => [`${ns}:${k}`, v])))]),
) as Record<Lang, Record<string, unknown>>;
/** English keys per namespace, without the prefix. */
const enByNs = Object.fromEntries(Object.entries(load('en')).map(([ns, tree]) => [ns, flatten(tree)])) as Record<string, Record<string, unknown>>;
const enAll: Record<string, unknown> = Object.assign({}, ...Object.values(enByNs));
/** Per language, every namespace's keys merged without the prefix (what a lookup across namespaces finds). */
const merged = Object.fromEntries(LANGS.map((l) => [l, Object.assign({}, ...Object.values(load(l)).map((tree) => flatten(tree)))])) as Record<Lang, Record<string, unknown>>;

function vars(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!))].sort();
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
  return key in cat || Object.keys(cat).some((k) => k.startsWith(`${key}_`) && /_(zero|one|two|few|many|other)$/.test(k));
}

/** `ns:key` in that namespace (English), or a plain key in any. */
function hasEn(key: string): boolean {
  const m = /^([\w-]+):(.+)$/.exec(key);
  if (m) return Boolean(enByNs[m[1]!]) && has(enByNs[m[1]!]!, m[2]!);
  return has(enAll, key);
}

describe('locale catalogues', () => {
  it('has every namespace in every language, and the shell namespace first-paint sized', () => {
    for (const lang of LANGS) expect(readdirSync(join(ROOT, 'locales', lang)).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort()).toEqual([...NAMESPACE_FILES].sort());
    expect(NAMESPACE_FILES).toEqual(expect.arrayContaining(['shell', 'forms', 'account', 'games']));
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s has exactly the keys of en', (lang) => {
    const en = Object.keys(catalogues.en).sort();
    const other = Object.keys(catalogues[lang]).sort();
    expect(en.filter((k) => !other.includes(k)), `missing in ${lang}.json`).toEqual([]);
    expect(other.filter((k) => !en.includes(k)), `only in ${lang}.json`).toEqual([]);
  });

  it.each(LANGS)('%s has no empty or non-string values', (lang) => {
    const bad = Object.entries(catalogues[lang])
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('gives each top-level section one namespace (a view asking for `transfer.x` finds one)', () => {
    for (const lang of ['en', 'cn', 'th']) {
      const owner = new Map<string, string>();
      for (const file of readdirSync(join('locales', lang)).filter((f) => f.endsWith('.json'))) {
        for (const section of Object.keys(JSON.parse(readFileSync(join('locales', lang, file), 'utf8')) as object)) {
          expect(owner.get(section), `${lang}: "${section}" in ${file} and ${owner.get(section)}`).toBeUndefined();
          owner.set(section, file);
        }
      }
    }
  });

  it('uses the same {{variables}} in every language', () => {
    const mismatches: string[] = [];
    for (const [key, value] of Object.entries(catalogues.en)) {
      const expected = vars(String(value));
      for (const lang of LANGS) {
        const v = catalogues[lang][key];
        if (typeof v !== 'string') continue;
        const got = vars(v);
        if (got.join() !== expected.join()) mismatches.push(`${lang}:${key} has {${got}} but en has {${expected}}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('cn and th are translated (no English words left but brand names and codes)', () => {
    const allowed = new Set(['PNG', 'JPG', 'URL', 'SEA', 'QQ', 'ID', 'IP', 'MB']);
    const leftovers: string[] = [];
    for (const lang of ['cn', 'th'] as const) {
      for (const [key, value] of Object.entries(catalogues[lang])) {
        const text = String(value).replace(/\{\{[^}]*\}\}/g, '');
        const words = text.match(/[A-Za-z]{3,}/g) ?? [];
        const english = words.filter((w) => !allowed.has(w.toUpperCase()));
        if (english.length) leftovers.push(`${lang}:${key} → ${english.join(' ')}`);
      }
    }
    expect(leftovers).toEqual([]);
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
    const patterns = [
      /\bt\(\s*'([^'\n]+)'/g,
      /\bt\(\s*"([^"\n]+)"/g,
      /i18nKey=\s*["']([^"'\n]+)["']/g,
      /i18nKey=\{\s*["']([^"'\n]+)["']\s*\}/g,
    ];
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

  it('every message key gateway/error-messages.ts maps a code to (imported, not scanned)', async () => {
    const { ERROR_MESSAGE_KEYS } = await import('../../gateway/error-messages');
    const keys = new Set(Object.values(ERROR_MESSAGE_KEYS));
    for (const lang of LANGS) expect([...keys].filter((k) => !has(merged[lang], k)), lang).toEqual([]);
  });
});
