/**
 * WCAG 2.5.3 (label in name) as axe-core's `label-content-name-mismatch` decides it, for view tests
 * that have no layout (jsdom) to run axe itself: the visible text's words must appear, in order and
 * together, among the accessible name's words. Words are split as axe splits them (its own
 * letter-or-number pattern, read from the installed axe-core, then the browser's word segmenter),
 * so a Thai label fails here exactly when it fails in Chromium.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.js'), 'utf8');
const pattern = /var NON_LETTER_OR_NUMBER = \/(.+)\/g;\n/.exec(AXE)?.[1];
if (!pattern) throw new Error('axe-core: NON_LETTER_OR_NUMBER not found');
const NON_LETTER_OR_NUMBER = new RegExp(pattern, 'g');
const WORDS = new Intl.Segmenter(undefined, { granularity: 'word' });

function words(text: string): string[] {
  let s = text.normalize('NFKD').toLowerCase();
  for (let previous = ''; previous !== s;) [previous, s] = [s, s.replace(/\([^()]*\)/g, '')];
  s = s.replace(NON_LETTER_OR_NUMBER, ' ').replace(/\s+/g, ' ').trim();
  return [...WORDS.segment(s)].map((x) => x.segment.trim()).filter(Boolean);
}

/** Whether `visible`'s words are a contiguous run of `name`'s words (true when `visible` has none). */
export function labelInName(visible: string, name: string): boolean {
  const label = words(visible);
  const all = words(name);
  if (!label.length) return true;
  for (let i = 0; i + label.length <= all.length; i++) if (label.every((w, j) => all[i + j] === w)) return true;
  return false;
}
