/**
 * App download (spec §2 named screen): the iOS, Android and lite apps from the site resources,
 * each with its QR code and its installation guide. An app the brand does not offer is not
 * shown.
 */
import { useTranslation } from 'react-i18next';
import { APP_KINDS, resourceOf } from '../../machines/content/resources';
import { buttonClass } from '../components/Button';
import { QrCode } from '../components/QrCode';
import page from '../components/Page.module.css';
import { useResources } from '../system/use-bootstrap';
import styles from './AppDownload.module.css';

const STEPS = { ios: 4, android: 4, lite: 3 } as const;

export default function AppDownloadPage() {
  const { t } = useTranslation('content');
  const resources = useResources();
  const apps = APP_KINDS.flatMap(({ kind, type }) => {
    const r = resourceOf(resources, type, 'link');
    return r ? [{ kind, url: new URL(r.url, window.location.origin).href }] : [];
  });

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('shell:routes.appDownload')}</h1>
      <p className={styles.lead}>{t('apps.lead')}</p>
      {apps.length === 0 ? (
        <p className={styles.empty}>{t('apps.none')}</p>
      ) : (
        <ul className={styles.grid}>
          {apps.map(({ kind, url }) => (
            <li key={kind} className={styles.card} aria-labelledby={`app-${kind}`}>
              <h2 id={`app-${kind}`} className={styles.name}>
                {t(`apps.name.${kind}`)}
              </h2>
              <QrCode value={url} size={180} label={t(`apps.qrLabel.${kind}`)} />
              <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'md')}>
                {t(`apps.get.${kind}`)}
              </a>
              <h3 className={styles.guideTitle}>{t('apps.guide')}</h3>
              <ol className={styles.steps}>
                {Array.from({ length: STEPS[kind] }, (_, i) => (
                  <li key={i}>{t(`apps.steps.${kind}.${i + 1}`)}</li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
