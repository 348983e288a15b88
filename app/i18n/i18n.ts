/**
 * i18next with one catalogue per language code, loaded on demand (only the current language is
 * fetched on the first paint). Codes are the gateway's: EN, CN, TH.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  EN: () => import('../../locales/en.json'),
  CN: () => import('../../locales/cn.json'),
  TH: () => import('../../locales/th.json'),
};

/** The BCP 47 tag for <html lang>. */
export const HTML_LANG: Record<string, string> = { EN: 'en', CN: 'zh-CN', TH: 'th' };

/** The BCP 47 tag of a gateway language code (EN → en, CN → zh-CN, TH → th). */
export function localeOf(lang: string): string {
  return HTML_LANG[lang] ?? lang.toLowerCase();
}

export async function ensureCatalogue(i18n: I18n, lang: string): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const load = loaders[lang] ?? loaders.EN!;
  const mod = await load();
  i18n.addResourceBundle(lang, 'translation', mod.default, true, true);
}

export async function createI18n(lang: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await ensureCatalogue(i18n, lang);
  await i18n.changeLanguage(lang);
  return i18n;
}

export async function switchLanguage(i18n: I18n, lang: string): Promise<void> {
  await ensureCatalogue(i18n, lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = localeOf(lang);
}
