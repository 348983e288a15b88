/**
 * The help centre (spec §2): entry titles on the inline start, the chosen entry's sanitised HTML
 * beside them. The URL hash picks the entry (`/help#term`); choosing one updates it.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { SafeHtml } from '../components/SafeHtml';
import { useHelpEntries, useHelpLoading } from './use-content';
import styles from './SplitModal.module.css';

export default function HelpModal({ anchor, onClose }: { anchor: string; onClose: () => void }) {
  const { t } = useTranslation('content');
  const entries = useHelpEntries();
  const loading = useHelpLoading();
  const navigate = useNavigate();
  const location = useLocation();
  const detailId = useId();
  const selectedIndex = Math.max(0, anchor ? entries.findIndex((e) => e.tag === anchor) : 0);
  const selected = entries[selectedIndex];

  const choose = (tag: string) =>
    navigate({ pathname: location.pathname, search: location.search, hash: tag ? `#${tag}` : '' }, { replace: true, state: location.state });

  return (
    <Modal title={t('help.title')} onClose={onClose} size="xl" bodyClassName={styles.body}>
      {entries.length === 0 ? (
        loading ? <Loader /> : <p className={styles.empty}>{t('help.empty')}</p>
      ) : (
        <div className={styles.split}>
          <div className={styles.listPane}>
            <ul className={styles.list}>
              {entries.map((e, i) => (
                <li key={`${e.tag}-${i}`}>
                  <button
                    type="button"
                    className={styles.entry}
                    aria-current={i === selectedIndex ? 'true' : undefined}
                    aria-controls={detailId}
                    onClick={() => choose(e.tag)}
                  >
                    {e.title}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <article id={detailId} className={styles.detail} aria-live="polite">
            {selected && (
              <>
                <h3 className={styles.detailTitle}>{selected.title}</h3>
                <SafeHtml html={selected.content} />
              </>
            )}
          </article>
        </div>
      )}
    </Modal>
  );
}
