/**
 * The notice modal (spec §2): titles on the left, 9 per page; the chosen notice's sanitised HTML
 * on the right.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../machines/content/content.effects';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { SafeHtml } from '../components/SafeHtml';
import { useSend } from '../system/system';
import { useReadNotices } from './use-content';
import styles from './SplitModal.module.css';

/** Spec §9: notices 9 per page. */
export const NOTICES_PER_PAGE = 9;

export interface NoticeModalProps {
  notices: readonly Notice[];
  initialId?: string | null;
  onClose: () => void;
}

export function NoticeModal({ notices, initialId, onClose }: NoticeModalProps) {
  const { t } = useTranslation();
  const detailId = useId();
  const initialIndex = Math.max(0, initialId ? notices.findIndex((n) => n.id === initialId) : 0);
  const [selectedId, setSelectedId] = useState<string | null>(notices[initialIndex]?.id ?? null);
  const [page, setPage] = useState(Math.floor(initialIndex / NOTICES_PER_PAGE));

  const pages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const visible = notices.slice(current * NOTICES_PER_PAGE, (current + 1) * NOTICES_PER_PAGE);
  const selected = notices.find((n) => n.id === selectedId) ?? notices[0];
  const sendContent = useSend('content');
  const read = useReadNotices();

  // The notice on screen counts as opened on this device (the header bell's dot).
  const selectedNoticeId = selected?.id;
  useEffect(() => {
    if (selectedNoticeId) sendContent({ type: 'notices.read', id: selectedNoticeId });
  }, [selectedNoticeId, sendContent]);

  return (
    <Modal title={t('notices.title')} onClose={onClose} size="xl" bodyClassName={styles.body}>
      {notices.length === 0 ? (
        <p className={styles.empty}>{t('notices.empty')}</p>
      ) : (
        <div className={styles.split}>
          <div className={styles.listPane}>
            <ul className={styles.list}>
              {visible.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={styles.entry}
                    aria-current={n.id === selected?.id ? 'true' : undefined}
                    aria-controls={detailId}
                    onClick={() => setSelectedId(n.id)}
                  >
                    {!read.includes(n.id) && n.id !== selected?.id && (
                      <span className={styles.unreadDot} role="img" aria-label={t('notices.unread')} />
                    )}
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
                  <Icon name="chevronStart" size={18} className={styles.flipRtl} />
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
                  <Icon name="chevronEnd" size={18} className={styles.flipRtl} />
                </button>
              </nav>
            )}
          </div>
          <article id={detailId} className={styles.detail} aria-live="polite" tabIndex={-1}>
            {selected && (
              <>
                <h3 className={styles.detailTitle}>{selected.title || t('notices.untitled')}</h3>
                <SafeHtml html={selected.content} />
              </>
            )}
          </article>
        </div>
      )}
    </Modal>
  );
}
