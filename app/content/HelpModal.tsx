/**
 * The help centre (spec §2): entry titles on the inline start, the chosen entry's sanitised HTML
 * beside them. The URL hash picks the entry (`/help#term`); choosing one updates it.
 *
 * An entry the address names (a deep link, or a link inside the help) is brought into view: its
 * title in the list and its text from the top, with the focus on that text (the dialog's heading
 * names it), so the reader lands on what the link promised. Choosing an entry in the list leaves
 * the focus there. An anchor that names no entry (or does not decode) shows the first entry,
 * quietly.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { SafeHtml } from '../components/SafeHtml';
import { useHelpEntries, useHelpLoading } from './use-content';
import styles from './SplitModal.module.css';

/** The entry tag an address hash names ('%E0%B8%...' decoded; a malformed one as it is). */
function tagOf(anchor: string): string {
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

export default function HelpModal({ anchor, onClose }: { anchor: string; onClose: () => void }) {
  const { t } = useTranslation('content');
  const entries = useHelpEntries();
  const loading = useHelpLoading();
  const navigate = useNavigate();
  const location = useLocation();
  const detailId = useId();
  const tag = tagOf(anchor);
  const named = tag ? entries.findIndex((e) => e.tag === tag) : -1;
  const selectedIndex = Math.max(0, named);
  const selected = entries[selectedIndex];
  const listRef = useRef<HTMLUListElement>(null);
  const detailRef = useRef<HTMLElement>(null);
  // Set while the change of address comes from the list itself (the focus stays on the list).
  const fromList = useRef(false);

  useEffect(() => {
    if (named < 0) return;
    const chosenInList = fromList.current;
    fromList.current = false;
    listRef.current?.querySelectorAll('button')[named]?.scrollIntoView?.({ block: 'nearest' });
    const detail = detailRef.current;
    if (!detail) return;
    detail.scrollTop = 0;
    if (chosenInList) return;
    detail.scrollIntoView?.({ block: 'nearest' });
    detail.focus({ preventScroll: true });
  }, [named, tag]);

  const choose = (next: string) => {
    if (next === tag) return;
    fromList.current = true;
    navigate({ pathname: location.pathname, search: location.search, hash: next ? `#${next}` : '' }, { replace: true, state: location.state });
  };

  return (
    <Modal title={t('help.title')} onClose={onClose} size="xl" bodyClassName={styles.body}>
      {entries.length === 0 ? (
        loading ? (
          <Loader />
        ) : (
          <p className={styles.empty}>{t('help.empty')}</p>
        )
      ) : (
        <div className={styles.split}>
          <div className={styles.listPane}>
            <ul className={styles.list} ref={listRef}>
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
          <article
            id={detailId}
            ref={detailRef}
            className={styles.detail}
            aria-live="polite"
            tabIndex={-1}
            aria-labelledby={selected ? `${detailId}-title` : undefined}
          >
            {selected && (
              <>
                <h3 id={`${detailId}-title`} className={styles.detailTitle}>
                  {selected.title}
                </h3>
                <SafeHtml html={selected.content} />
              </>
            )}
          </article>
        </div>
      )}
    </Modal>
  );
}
