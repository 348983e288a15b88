import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../components/CustomerServiceButton';
import { Icon } from '../components/Icon';
import { LanguageSelector } from '../components/LanguageSelector';
import { useVisitorIp } from '../system/use-bootstrap';
import styles from './StatusPage.module.css';

/** System status 2 (spec §2, §4): access restricted by location or IP. */
export function RegionBlockedPage() {
  const { t } = useTranslation();
  const ip = useVisitorIp();
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <span className={styles.emblem} aria-hidden="true">
          <Icon name="globe" size={36} />
        </span>
        <h1 className={styles.title}>{t('region.title')}</h1>
        {ip && (
          <p className={styles.highlight}>
            {t('region.yourIp')} <span className={styles.mono}>{ip}</span>
          </p>
        )}
        <p className={styles.text}>{t('region.info')}</p>
        <div className={styles.actions}>
          <CustomerServiceButton />
        </div>
        <div className={styles.footer}>
          <LanguageSelector />
        </div>
      </main>
    </div>
  );
}
