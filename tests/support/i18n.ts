/** Every English catalogue, for view tests, and `tr(key, vars)` to look their texts up. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>('../../locales/en/*.json', { eager: true, import: 'default' });
/** English, namespace → catalogue. */
export const EN: Record<string, Catalogue> = Object.fromEntries(Object.entries(files).map(([path, cat]) => [path.split('/').pop()!.replace('.json', ''), cat]));

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'EN',
  fallbackLng: false,
  resources: { EN },
  ns: Object.keys(EN),
  defaultNS: 'shell',
  fallbackNS: 'shell',
  interpolation: { escapeValue: false },
  react: { useSuspense: false, nsMode: 'fallback' },
  initAsync: false,
});

/**
 * Looks a key up in the English catalogues (any namespace, or the one named: `forms:transfer.submit`
 * where two namespaces have the key), with {{vars}} filled in; throws on a missing key.
 */
export function tr(key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [null, key];
  for (const cat of ns ? [EN[ns]] : Object.values(EN)) {
    const v = path.split('.').reduce<unknown>((o, p) => (o as Catalogue | undefined)?.[p], cat);
    if (typeof v === 'string') return v.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(vars[n] ?? ''));
  }
  throw new Error(`no key ${key}`);
}
