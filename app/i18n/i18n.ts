/**
 * i18next with one catalogue per language and namespace (`locales/<lang>/<ns>.json`), each
 * loaded on demand: the first paint fetches only the current language's `shell` (the frame, the
 * home page, the buttons, the errors); a feature's strings (forms, records, account, member,
 * games, agent, content, simulator) arrive with its views, which name their namespaces. Any view also finds
 * the shell's keys. Codes are the gateway's: EN, CN, TH.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type CatalogueModule = { default: Record<string, unknown> };
type Loaders = Record<string, () => Promise<CatalogueModule>>;

/** The shell's catalogues: the first paint's strings. */
const shellCatalogues: Loaders = import.meta.glob<CatalogueModule>('../../locales/*/shell.json');
/** The other namespaces' loaders, loaded with boot (the first script carries none of them). */
const featureCatalogues = (): Promise<Loaders> => import('./catalogues').then((m) => m.FEATURE_CATALOGUES);

/** The namespaces are the files of `locales/<lang>/`: `shell` with the first paint, the others with their feature's views. */

/** The BCP 47 tag for <html lang>. */
export const HTML_LANG: Record<string, string> = { EN: 'en', CN: 'zh-CN', TH: 'th' };

/** The BCP 47 tag of a gateway language code (EN → en, CN → zh-CN, TH → th). */
export function localeOf(lang: string): string {
  return HTML_LANG[lang] ?? lang.toLowerCase();
}

/** A language's catalogue of one namespace (English where the language has none). */
function loadCatalogue(language: string, namespace: string): Promise<CatalogueModule> {
  const path = (lang: string) => `../../locales/${lang}/${namespace}.json`;
  return (namespace === 'shell' ? Promise.resolve(shellCatalogues) : featureCatalogues()).then((loaders) => {
    const load = loaders[path(language.toLowerCase())] ?? loaders[path('en')];
    if (!load) throw new Error(`no catalogue ${language}/${namespace}`);
    return load();
  });
}

/**
 * Starts downloading the catalogues the first page will ask for (its views suspend until their
 * namespace is there): beside the shell's, not after the page has rendered and asked. A failure
 * is left to the view's own load.
 */
export function preloadCatalogues(language: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) loadCatalogue(language, ns).catch(() => {});
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

export async function createI18n(lang: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
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

/** Loads every namespace in use for `lang` first, so nothing on screen waits or flashes keys. */
export async function switchLanguage(i18n: I18n, lang: string): Promise<void> {
  await i18n.loadLanguages(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = localeOf(lang);
}
