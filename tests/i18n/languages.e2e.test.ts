/**
 * Every script family in the browser: one page switches language through the side menu's
 * selector, as a player does, to a language of each family (Latin: Vietnamese; CJK: Japanese;
 * the Southeast Asian abugidas: Khmer; Indic: Tamil; Arabic script: Arabic and Urdu) and checks
 * the home and the login dialog in each: `<html lang dir>`, no raw catalogue key, no English
 * sentence left from the English catalogue, and, right to left, axe with no serious or critical
 * violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../gateway/shell/language.contract';
import { catalogue, textsOf, type Catalogue } from '../support/catalogue';
import { expectAccessible } from '../support/a11y';
import { headerLogin, settle, useSimulatorApp } from '../support/e2e';

const app = useSimulatorApp({ viewport: { width: 1280, height: 900 } });

/** Every key of a catalogue (`header.login`) with its text. */
function entries(cat: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(cat).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : entries(v as Catalogue, `${prefix}${k}.`)));
}

const EN = entries(catalogue('en'));
/** A key as it would show if its text were missing: the key itself, plural suffix dropped. */
const KEYS = new Set(EN.map(([k]) => k.replace(/_(zero|one|two|few|many|other)$/, '')));

/**
 * The English catalogue's sentences (three words or more, no placeholder) that a language writes
 * otherwise: one of them on a page in that language is English left in place.
 */
function englishSentences(lang: string): string[] {
  const own = new Set(entries(catalogue(lang)).map(([, v]) => v));
  return EN.map(([, v]) => v).filter((v) => !v.includes('{{') && !v.includes('<') && v.trim().split(/\s+/).length >= 3 && !own.has(v));
}

/** What the page shows: the body's text and the dialogs' (a modal is in the body too). */
const shown = (page: Page) => page.evaluate(() => document.body.innerText);

async function expectInLanguage(page: Page, lang: string, where: string): Promise<void> {
  const text = await shown(page);
  // What the checks look for: every key, and English's sentences that the language translates.
  expect(KEYS.size).toBeGreaterThan(1000);
  expect(englishSentences(lang).length).toBeGreaterThan(300);
  const rawKeys = [...text.matchAll(/\b[a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+\b/g)].map((m) => m[0]).filter((t) => KEYS.has(t));
  expect(rawKeys, `raw keys on ${where} (${lang})`).toEqual([]);
  const english = englishSentences(lang).filter((s) => text.includes(s));
  expect(english, `English sentences on ${where} (${lang})`).toEqual([]);
}

describe('a language of each script family, switched through the selector', () => {
  it('vi, ja, km, ta, ar, ur: lang and dir follow, no raw key, no English, Arabic script accessible', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    let k = textsOf('th');
    await headerLogin(page, k).waitFor({ timeout: 20_000 });
    // Each language by its own name, marked as written in it.
    const arabic = page.getByRole('complementary').locator('select option[value="AR"]');
    expect(await arabic.evaluate((o: HTMLOptionElement) => [o.textContent, o.lang])).toEqual(['العربية', 'ar']);

    for (const code of ['VI', 'JA', 'KM', 'TA', 'AR', 'UR'] as const) {
      const lang = code.toLowerCase();
      const { tag, script } = LANGUAGES[code];
      const rtl = script === 'Arab';
      // The selector at the side menu's foot, named in the language on screen.
      await page.getByRole('complementary').getByLabel(k('languages.label')).selectOption(code);
      k = textsOf(lang);
      await headerLogin(page, k).waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: k('routes.home') }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([tag, rtl ? 'rtl' : 'ltr']);
      await settle(page);
      await expectInLanguage(page, lang, 'the home');
      if (rtl) await expectAccessible(page, `home (${lang})`);

      await headerLogin(page, k).click();
      const dialog = page.getByRole('dialog', { name: k('login.title') });
      await dialog.waitFor();
      await expectInLanguage(page, lang, 'the login dialog');
      if (rtl) await expectAccessible(page, `login dialog (${lang})`, '[role="dialog"]');
      await dialog.getByRole('button', { name: k('common.close') }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });
});
