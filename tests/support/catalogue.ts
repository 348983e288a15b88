/**
 * The catalogues as the browser tests read them: one language's namespaces merged (the way a
 * view finds a key in its namespaces and the shell's), and `text()` to look a key up with its
 * {{variables}} filled in (`textsOf(lang)` for one language's). Visible texts come from here, so
 * the tests follow the copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = resolve(dirname(fileURLToPath(import.meta.url)), '../../locales');

export type Catalogue = Record<string, unknown>;
export type Vars = Record<string, string | number>;
/** A key's text in one language, {{variables}} filled in; throws on a missing key. */
export type Texts = (key: string, vars?: Vars) => string;

/** Every namespace of `lang` (`locales/<lang>/<ns>.json`), merged into one tree. */
export function catalogue(lang: string): Catalogue {
  const dir = join(LOCALES, lang);
  const merged: Catalogue = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    for (const [section, tree] of Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue)) {
      if (section in merged) throw new Error(`${section} is in two namespaces of ${lang}`);
      merged[section] = tree;
    }
  }
  return merged;
}

/** The text of `key` in `cat`, {{variables}} filled in; throws on a missing key. */
export function text(cat: Catalogue, key: string, vars: Vars = {}): string {
  const v = key.split('.').reduce<unknown>((o, p) => (o as Catalogue | undefined)?.[p], cat);
  if (typeof v !== 'string') throw new Error(`missing catalogue key ${key}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** `text()` over `lang`'s catalogue: `const k = textsOf('th'); k('header.login')`. */
export function textsOf(lang: string): Texts {
  const cat = catalogue(lang);
  return (key, vars = {}) => text(cat, key, vars);
}
