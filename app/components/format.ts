/** Number and date formatting in the current interface language. */
import { useMemo } from 'react';
import { localeOf } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';

export { localeOf };

export function useLocaleTag(): string {
  const { current } = useLanguage();
  return localeOf(current);
}

export function formatMoney(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function useMoneyFormatter(): (amount: number) => string {
  const locale = useLocaleTag();
  return useMemo(() => {
    const f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (amount: number) => f.format(amount);
  }, [locale]);
}

export function formatDateTime(ms: number, locale: string): string {
  // dateStyle/timeStyle cannot be combined with timeZoneName: spell the parts out.
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(ms);
}
