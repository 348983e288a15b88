/**
 * Number and date formatting in the current interface language, through Intl: the language's
 * BCP 47 tag with the brand's digits and calendar for it (`brand.numberingSystem`,
 * `brand.calendar` in config.json: `th-u-ca-buddhist`, `ar-u-nu-latn`).
 */
import { useMemo } from 'react';
import { localeOf } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { useOptionalServices } from '../system/system';

export { localeOf };

/** What the brand chooses per language code: its digits (a Unicode numbering system) and its calendar. */
export interface IntlChoices {
  numberingSystem?: Readonly<Record<string, string>>;
  calendar?: Readonly<Record<string, string>>;
}

/** The Intl locale of an app language code with the brand's choices for it (ar → ar-u-nu-latn). */
export function intlLocale(lang: string, brand: IntlChoices = {}): string {
  const tag = localeOf(lang);
  const numberingSystem = brand.numberingSystem?.[lang];
  const calendar = brand.calendar?.[lang];
  if (!numberingSystem && !calendar) return tag;
  try {
    return new Intl.Locale(tag, { ...(numberingSystem ? { numberingSystem } : {}), ...(calendar ? { calendar } : {}) }).toString();
  } catch {
    return tag;
  }
}

export function useLocaleTag(): string {
  const { current } = useLanguage();
  const brand = useOptionalServices()?.config.brand;
  return useMemo(() => intlLocale(current, brand), [current, brand]);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.NumberFormat per language and options, kept: building one costs far more than
 * formatting with it (it loads the locale's data), and a list formats thousands of cells, the
 * jackpot every few seconds.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/** One Intl.DateTimeFormat per language and options, kept (see numberFormat). */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

const MONEY: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

export function formatMoney(amount: number, locale: string): string {
  return numberFormat(locale, MONEY).format(amount);
}

/**
 * An amount with the gateway's currency symbol (฿, ₫, $...), which has no ISO code here: placed and
 * spaced as the language places a currency (Intl's parts for the "no currency" code, its sign
 * replaced), so French reads "12 345,67 ฿" and Thai "฿ 12,345.67".
 */
export function formatCurrency(amount: number, locale: string, symbol: string): string {
  return numberFormat(locale, CURRENCY)
    .formatToParts(amount)
    .map((p) => (p.type === 'currency' ? symbol : p.value))
    .join('')
    .trim();
}
const CURRENCY: Intl.NumberFormatOptions = { ...MONEY, style: 'currency', currency: 'XXX', currencyDisplay: 'narrowSymbol' };

/** formatCurrency in the current language. */
export function useCurrencyFormatter(): (amount: number, symbol: string) => string {
  const locale = useLocaleTag();
  return useMemo(() => (amount: number, symbol: string) => formatCurrency(amount, locale, symbol), [locale]);
}

export function useMoneyFormatter(): (amount: number) => string {
  const locale = useLocaleTag();
  return useMemo(() => {
    const f = numberFormat(locale, MONEY);
    return (amount: number) => f.format(amount);
  }, [locale]);
}

export function formatDateTime(ms: number, locale: string): string {
  // dateStyle/timeStyle cannot be combined with timeZoneName: spell the parts out.
  return dateFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(ms);
}

/** A moment in a table row: the date and the time of day, without the zone (the details show it). */
export function formatShortDateTime(ms: number, locale: string): string {
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(ms);
}

/** A badge's count: 99 at most, then "99+" (digits in the language's numerals). */
export function formatCount(count: number, locale: string): string {
  const f = numberFormat(locale);
  return count > 99 ? `${f.format(99)}+` : f.format(count);
}

/** A plain number (counts, points), grouped for the language. */
export function formatNumber(n: number, locale: string): string {
  return numberFormat(locale).format(n);
}

/** A calendar day ('yyyy-MM-dd', as the gateway and the date filters give it) for the language. */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/**
 * A period [from, to) for the language: whole days as calendar days (UTC days, as the contracts
 * count them), or a span of hours and minutes in local time ("21 Nov, 10:00 – 11:00").
 */
export function formatPeriod(from: number, to: number, locale: string, unit: 'day' | 'time'): string {
  const f =
    unit === 'day'
      ? dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
      : dateFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return f.formatRange(from, unit === 'day' ? to - 1 : to);
}
