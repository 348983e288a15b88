import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { LanguageSelector } from '../layout/LanguageSelector';
import { useBrand } from '../system';
import styles from './StatusPage.module.css';

/** /agent: the agents' own page, without the shell. Its login form arrives with the account capability. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <span className={styles.emblem} aria-hidden="true">
          <Icon name="briefcase" size={36} />
        </span>
        <p className={styles.text}>{brand.name}</p>
        <h1 className={styles.title}>{t('routes.agent')}</h1>
        <Link to="/" className={styles.link}>
          {t('common.backHome')}
        </Link>
        <div className={styles.footer}>
          <LanguageSelector />
        </div>
      </main>
    </div>
  );
}
