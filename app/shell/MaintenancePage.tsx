import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { CustomerServiceButton } from '../components/CustomerServiceButton';
import { Icon } from '../components/Icon';
import { formatDateTime, useLocaleTag } from '../components/format';
import { LanguageSelector } from '../components/LanguageSelector';
import { useActor } from '../system/system';
import { useMaintenanceEnd } from '../system/use-bootstrap';
import styles from './StatusPage.module.css';

/** System status 1 (spec §2, §4): game maintenance, with the end time when the gateway gives one. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const end = useMaintenanceEnd();
  const locale = useLocaleTag();
  const bootstrap = useActor('bootstrap');
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <span className={styles.emblem} aria-hidden="true">
          <Icon name="clock" size={36} />
        </span>
        <h1 className={styles.title}>{t('maintenance.title')}</h1>
        {end !== null && (
          <p className={styles.highlight}>
            {t('maintenance.until')} <time dateTime={new Date(end).toISOString()}>{formatDateTime(end, locale)}</time>
          </p>
        )}
        <p className={styles.text}>{t('maintenance.info')}</p>
        <div className={styles.actions}>
          <CustomerServiceButton />
          <Button onClick={() => bootstrap.send({ type: 'bootstrap.retry' })}>
            <Icon name="retry" size={18} />
            {t('common.tryAgain')}
          </Button>
        </div>
        <div className={styles.footer}>
          <LanguageSelector />
        </div>
      </main>
    </div>
  );
}
