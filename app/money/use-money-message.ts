import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../machines/shared/form/form';
import { useMoneyFormatter } from '../components/format';

/** A money form's field message, its amounts (min, max, balance) in the current language's money format. */
export function useMoneyMessage(): (e: FieldError | undefined | null) => string | null {
  const { t } = useTranslation(['money', 'forms']);
  const money = useMoneyFormatter();
  return (e) => {
    if (!e) return null;
    const params = Object.fromEntries(Object.entries(e.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? money(v) : v]));
    return t(e.key, params);
  };
}
