import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../machines/shared/form/form';

/** A form's field message in the current language (its key may name another namespace: `forms:…`, `errors.…`). */
export function useFieldMessage(): (e: FieldError | undefined | null) => string | undefined {
  const { t } = useTranslation(['account', 'forms']);
  return (e) => (e ? t(e.key, e.params ?? {}) : undefined);
}
