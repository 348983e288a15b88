/**
 * i18next with one catalogue per language and namespace (`locales/<folder>/<ns>.json`), each
 * loaded on demand: the first paint fetches only the current language's `shell` (the frame, the
 * home page, the buttons, the errors); a feature's strings (forms, records, account, member,
 * games, agent, content, simulator) arrive with its views, which name their namespaces. Any view also finds
 * the shell's keys. The app speaks in its language codes (EN, CN, TH, TW, TY...); i18next is given
 * each one's BCP 47 tag, by which it picks the plural rules (machines/shell/language/languages.ts).
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isRtl, tagOf } from '../../machines/shell/language/languages';

type CatalogueModule = { default: Record<string, unknown> };
type Loaders = Record<string, () => Promise<CatalogueModule>>;

/** The shell's catalogues: the first paint's strings. */
const shellCatalogues: Loaders = import.meta.glob<CatalogueModule>('../../locales/*/shell.json');
/** The other namespaces' loaders, loaded with boot (the first script carries none of them). */
const featureCatalogues = (): Promise<Loaders> => import('./catalogues').then((m) => m.FEATURE_CATALOGUES);

/** The BCP 47 tag of an app language code (EN → en, CN → zh-CN, TY → fil): Intl and `lang` attributes take it. */
export const localeOf = tagOf;

/** A BCP 47 tag's catalogue folder (the app code in lower case: zh-TW → tw). */
function folderOf(tag: string): string {
  return (Object.keys(LANGUAGES).find((code) => tagOf(code) === tag) ?? tag).toLowerCase();
}

/** `<html lang dir>` for an app language code: the fonts (`:lang()`) and the direction follow it. */
export function applyDocumentLanguage(lang: string): void {
  const html = document.documentElement;
  html.lang = localeOf(lang);
  html.dir = isRtl(lang) ? 'rtl' : 'ltr';
}

/** A language's catalogue of one namespace, by BCP 47 tag (English where the language has none). */
function loadCatalogue(tag: string, namespace: string): Promise<CatalogueModule> {
  const path = (folder: string) => `../../locales/${folder}/${namespace}.json`;
  return (namespace === 'shell' ? Promise.resolve(shellCatalogues) : featureCatalogues()).then((loaders) => {
    const load = loaders[path(folderOf(tag))] ?? loaders[path('en')];
    if (!load) throw new Error(`no catalogue ${tag}/${namespace}`);
    return load();
  });
}

/**
 * Starts downloading the catalogues the first page will ask for (its views suspend until their
 * namespace is there): beside the shell's, not after the page has rendered and asked. A failure
 * is left to the view's own load.
 */
export function preloadCatalogues(lang: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) loadCatalogue(localeOf(lang), ns).catch(() => {});
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadCatalogue(language, namespace).then(
      (m) => callback(null, m.default as never),
      (e: unknown) => callback(e as Error, false),
    );
  },
};

/** i18next in the language of an app code, its shell catalogue loading. */
export async function createI18n(lang: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: localeOf(lang),
      fallbackLng: false,
      // zh-TW is Traditional Chinese, not zh-TW with zh behind it.
      load: 'currentOnly',
      // The catalogue's request goes out now, not a task later behind the rest of boot.
      initAsync: false,
      ns: ['shell'],
      defaultNS: 'shell',
      // A feature's view finds the shell's keys too (buttons, errors, titles).
      fallbackNS: 'shell',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A view whose namespace is still loading waits (inside its Suspense boundary) instead of
      // showing keys.
      react: { useSuspense: true, nsMode: 'fallback' },
    });
  return i18n;
}

/** Loads every namespace in use for the app code `lang` first, so nothing on screen waits or flashes keys. */
export async function switchLanguage(i18n: I18n, lang: string): Promise<void> {
  const tag = localeOf(lang);
  await i18n.loadLanguages(tag);
  await i18n.changeLanguage(tag);
  applyDocumentLanguage(lang);
}
