import { useTranslation } from 'react-i18next';
import styles from '../components/Page.module.css';

/** A page of a capability still to come: its translated title only. */
export default function TitledPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(titleKey)}</h1>
    </div>
  );
}
