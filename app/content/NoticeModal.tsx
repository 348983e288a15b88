/**
 * The notice modal (spec §2): titles on the left, 9 per page; the chosen notice's sanitised HTML
 * on the right.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../machines/content/content.types';
import { NOTICES_PER_PAGE } from '../../machines/content/notices.selectors';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { SafeHtml } from '../components/SafeHtml';
import styles from './SplitModal.module.css';

const NONE: readonly string[] = [];

export interface NoticeModalProps {
  notices: readonly Notice[];
  initialId?: string | null;
  onClose: () => void;
  /** Notices already opened on this device (not marked as new). */
  read?: readonly string[];
  /** The notice on screen was opened. */
  onRead?: (id: string) => void;
}

export function NoticeModal({ notices, initialId, onClose, read = NONE, onRead }: NoticeModalProps) {
  const { t } = useTranslation(['shell', 'content']);
  const detailId = useId();
  const unreadId = useId();
  const initialIndex = Math.max(0, initialId ? notices.findIndex((n) => n.id === initialId) : 0);
  const [selectedId, setSelectedId] = useState<string | null>(notices[initialIndex]?.id ?? null);
  const [page, setPage] = useState(Math.floor(initialIndex / NOTICES_PER_PAGE));

  const pages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const visible = notices.slice(current * NOTICES_PER_PAGE, (current + 1) * NOTICES_PER_PAGE);
  const selected = notices.find((n) => n.id === selectedId) ?? notices[0];
  // The notice on screen counts as opened on this device (the header bell's dot).
  const selectedNoticeId = selected?.id;
  useEffect(() => {
    if (selectedNoticeId) onRead?.(selectedNoticeId);
  }, [selectedNoticeId, onRead]);

  return (
    <Modal title={t('notices.title')} onClose={onClose} size="xl" bodyClassName={styles.body}>
      {notices.length === 0 ? (
        <p className={styles.empty}>{t('notices.empty')}</p>
      ) : (
        <div className={styles.split}>
          <div className={styles.listPane}>
            <span id={unreadId} hidden>
              {t('content:bell.noticeUnread')}
            </span>
            <ul className={styles.list}>
              {visible.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={styles.entry}
                    aria-current={n.id === selected?.id ? 'true' : undefined}
                    aria-controls={detailId}
                    aria-describedby={!read.includes(n.id) && n.id !== selected?.id ? unreadId : undefined}
                    onClick={() => setSelectedId(n.id)}
                  >
                    {!read.includes(n.id) && n.id !== selected?.id && <span className={styles.unreadDot} aria-hidden="true" />}
                    {n.title || t('notices.untitled')}
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className={styles.pager} aria-label={t('common.pagination')}>
                <button
                  type="button"
                  className={styles.pageButton}
                  disabled={current === 0}
                  onClick={() => setPage(current - 1)}
                  aria-label={t('common.previousPage')}
                >
                  <Icon name="chevronStart" size={18} />
                </button>
                <span className={styles.pageInfo} aria-live="polite">
                  {t('common.pageOf', { page: current + 1, total: pages })}
                </span>
                <button
                  type="button"
                  className={styles.pageButton}
                  disabled={current >= pages - 1}
                  onClick={() => setPage(current + 1)}
                  aria-label={t('common.nextPage')}
                >
                  <Icon name="chevronEnd" size={18} />
                </button>
              </nav>
            )}
          </div>
          <article id={detailId} className={styles.detail} aria-live="polite" tabIndex={-1}>
            {selected && (
              <>
                <h3 className={styles.detailTitle}>{selected.title || t('notices.untitled')}</h3>
                <SafeHtml html={selected.content} onNavigate={onClose} />
              </>
            )}
          </article>
        </div>
      )}
    </Modal>
  );
}
