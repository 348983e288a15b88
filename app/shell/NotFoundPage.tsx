import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../components/Page.module.css';

/** An address the site does not have: says so, and offers the way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.notFound')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
