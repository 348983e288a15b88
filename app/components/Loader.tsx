import { useTranslation } from 'react-i18next';
import styles from './Loader.module.css';

/** A spinner announced as "Loading" to assistive technology. */
export function Loader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? styles.fullPage : styles.inline} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
