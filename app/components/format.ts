/** Number and date formatting in the current interface language. */
import { useMemo } from 'react';
import { localeOf } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';

export { localeOf };

export function useLocaleTag(): string {
  const { current } = useLanguage();
  return localeOf(current);
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
