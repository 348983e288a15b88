/**
 * Right to left by construction: the app's styles name sides by the flow of the text
 * (`margin-inline-start`, `inset-inline-end`, `text-align: start`), so an Arabic, Persian or Urdu
 * page mirrors without a rule of its own. This test fails on a physical side in app/**\/*.css or
 * in an inline style, and on a horizontal slide that has no right-to-left counterpart.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const APP = join(ROOT, 'app');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const rel = (file: string) => relative(ROOT, file).split('\\').join('/');
/** A file's text without comments (a comment may say "left to right"). */
const source = (file: string, comments: RegExp) => readFileSync(file, 'utf8').replace(comments, '');

/** Physical sides in CSS, each with what to write instead. */
const PHYSICAL_CSS: [RegExp, string][] = [
  [/(?<![-\w])(left|right)\s*:/, 'inset-inline-start / inset-inline-end'],
  [/\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/, '*-inline-start / *-inline-end'],
  [/\bborder-(top|bottom)-(left|right)-radius\b/, 'border-start-start-radius and its kin'],
  [/\btext-align\s*:\s*(left|right)\b/, 'text-align: start / end'],
  [/\b(float|clear)\s*:\s*(left|right)\b/, 'float: inline-start / inline-end'],
];

/** Physical sides in a view's inline style (`style={{ marginLeft: ... }}`). */
const PHYSICAL_STYLE = /\b(left|right|marginLeft|marginRight|paddingLeft|paddingRight|borderLeft\w*|borderRight\w*)\s*:|\btextAlign\s*:\s*['"](left|right)['"]/;

/**
 * The places where a physical side is right, each with its reason. The slider challenge's
 * picture and track are drawn left to right in every language (its box is `dir="ltr"`): the piece
 * sits at the x the gateway's image was cut at.
 */
const ALLOWED_STYLE = new Set(['app/account/SliderChallenge.tsx']);

describe('logical properties, so right-to-left pages mirror', () => {
  const css = filesUnder(APP, (n) => n.endsWith('.css'));

  it('finds the styles it checks', () => {
    expect(css.length).toBeGreaterThan(40);
  });

  it('no CSS file names a physical side', () => {
    const found: string[] = [];
    for (const file of css) {
      source(file, /\/\*[\s\S]*?\*\//g)
        .split('\n')
        .forEach((line, i) => {
          for (const [pattern, instead] of PHYSICAL_CSS) if (pattern.test(line)) found.push(`${rel(file)}:${i + 1}: ${line.trim()} (write ${instead})`);
        });
    }
    expect(found).toEqual([]);
  });

  it('every horizontal slide has its right-to-left direction (a :dir(rtl) rule or the --dir sign)', () => {
    const sliding = css.filter((file) => /translateX\(/.test(source(file, /\/\*[\s\S]*?\*\//g)));
    expect(sliding.length).toBeGreaterThan(0);
    const unmirrored = sliding.filter((file) => !/:dir\(rtl\)|var\(--dir\)/.test(source(file, /\/\*[\s\S]*?\*\//g)));
    expect(unmirrored.map(rel)).toEqual([]);
  });

  it('no inline style names a physical side, but for the left-to-right slider challenge', () => {
    const views = filesUnder(APP, (n) => n.endsWith('.tsx'));
    const found = views
      .filter((file) => !ALLOWED_STYLE.has(rel(file)))
      .flatMap((file) =>
        [...source(file, /\/\*[\s\S]*?\*\/|\/\/.*$/gm).matchAll(/style=\{\{([\s\S]*?)\}\}/g)]
          .filter((m) => PHYSICAL_STYLE.test(m[1]!))
          .map((m) => `${rel(file)}: style={{${m[1]!.trim()}}}`),
      );
    expect(found).toEqual([]);
    // The allowed file still needs its exception (a stale entry is removed).
    for (const file of ALLOWED_STYLE) expect(PHYSICAL_STYLE.test(readFileSync(join(ROOT, file), 'utf8')), file).toBe(true);
  });

  it('the checks catch a physical side', () => {
    const caught = (line: string) => PHYSICAL_CSS.some(([p]) => p.test(line));
    expect(
      ['margin-left: 4px;', '  right: 0;', 'text-align: left;', 'padding-right: 1rem', 'float: right;', 'border-top-left-radius: 2px;'].every(caught),
    ).toBe(true);
    expect(
      [
        'margin-inline-start: 4px;',
        'inset-inline-end: 0;',
        'text-align: start;',
        'scroll-padding-inline: 0',
        'border-start-start-radius: 2px;',
        'inset-inline: 0;',
      ].some(caught),
    ).toBe(false);
    expect(PHYSICAL_STYLE.test(' marginLeft: 4 ')).toBe(true);
    expect(PHYSICAL_STYLE.test(' marginInlineStart: 4, insetInlineEnd: 0 ')).toBe(false);
  });
});
