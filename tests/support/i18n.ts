/** The English catalogue for view tests, and `tr(key, vars)` to look its texts up. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'EN',
  fallbackLng: false,
  resources: { EN: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

/** Looks a key up in the English catalogue, with {{vars}} filled in; throws on a missing key. */
export function tr(key: string, vars: Record<string, string | number> = {}): string {
  const v = key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], en);
  if (typeof v !== 'string') throw new Error(`no key ${key}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(vars[n] ?? ''));
}
