/**
 * The announcement popups (spec §4): one dialog, never stacked, that carries them all as a
 * carousel — titles on the inline start, 7 a page with page buttons (spec §9), the chosen popup's
 * sanitised HTML beside them, sliding in over POPUP_SLIDE_MS. It plays every 5 s, holds while the
 * pointer or the focus is on it, and stops for good once the player picks one or a page (or
 * prefers reduced motion). "Don't show again today" is ticked before closing; closing hides them
 * for the rest of the session.
 */
import { useEffect, useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { POPUP_SLIDE_MS, POPUPS_PER_PAGE } from '../../machines/content/popups/popups.selectors';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { Pagination } from '../components/Pagination';
import { SafeHtml } from '../components/SafeHtml';
import { usePopups, useSendPopups } from './use-popups';
import split from './SplitModal.module.css';
import styles from './AnnouncementPopups.module.css';

export default function AnnouncementPopups() {
  const { t } = useTranslation('content');
  const view = usePopups();
  const send = useSendPopups();
  const detailId = useId();
  const hideId = useId();

  // Reduced motion: no autoplay at all.
  useEffect(() => {
    if (view.open && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) send({ type: 'popups.stop' });
  }, [view.open, send]);

  if (!view.open) return null;
  const current = view.items[view.index];
  const first = view.page * POPUPS_PER_PAGE;
  const visible = view.items.slice(first, first + POPUPS_PER_PAGE);
  const many = view.items.length > 1;
  const toggleLabel = view.playing ? t('popups.pause') : t('popups.play');
  const togglePlay = () => send(view.playing ? { type: 'popups.stop' } : { type: 'popups.play' });

  return (
    <Modal
      title={t('popups.title')}
      onClose={() => send({ type: 'popups.close' })}
      size="xl"
      closeOnBackdrop={false}
      bodyClassName={split.body}
      footer={
        <div className={styles.footer}>
          <label className={styles.hideToday} htmlFor={hideId}>
            <input id={hideId} type="checkbox" checked={view.hideToday} onChange={(e) => send({ type: 'popups.hideToday', checked: e.target.checked })} />
            {t('popups.hideToday')}
          </label>
          <Button variant="primary" onClick={() => send({ type: 'popups.close' })}>
            {t('popups.close')}
          </Button>
        </div>
      }
    >
      <div
        className={many ? split.split : undefined}
        onPointerEnter={() => send({ type: 'popups.hold' })}
        onPointerLeave={() => send({ type: 'popups.resume' })}
        onFocus={() => send({ type: 'popups.hold' })}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) send({ type: 'popups.resume' });
        }}
      >
        {many && (
          <div className={split.listPane}>
            <ul className={split.list} aria-label={t('popups.list')}>
              {visible.map((p, i) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className={split.entry}
                    aria-current={first + i === view.index ? 'true' : undefined}
                    aria-controls={detailId}
                    onClick={() => send({ type: 'popups.show', index: first + i })}
                  >
                    {p.title || t('popups.untitled')}
                  </button>
                </li>
              ))}
            </ul>
            {/* Spec §9: the title list in pages of 7; a page shows its first popup. */}
            <Pagination page={view.page + 1} totalPages={view.pages} onPage={(p) => send({ type: 'popups.show', index: (p - 1) * POPUPS_PER_PAGE })} />
            <div className={split.pager}>
              <button type="button" className={split.pageButton} onClick={() => send({ type: 'popups.previous' })} aria-label={t('popups.previous')}>
                <Icon name="chevronStart" size={18} />
              </button>
              <span className={split.pageInfo} aria-live={view.playing ? 'off' : 'polite'}>
                {t('popups.position', { n: view.index + 1, total: view.items.length })}
              </span>
              <button type="button" className={split.pageButton} onClick={() => send({ type: 'popups.next' })} aria-label={t('popups.next')}>
                <Icon name="chevronEnd" size={18} />
              </button>
              <button type="button" className={split.pageButton} aria-pressed={!view.playing} aria-label={toggleLabel} title={toggleLabel} onClick={togglePlay}>
                <span aria-hidden="true" className={styles.playGlyph}>
                  {view.playing ? '❚❚' : '▶'}
                </span>
              </button>
            </div>
          </div>
        )}
        <article
          id={detailId}
          className={split.detail}
          aria-live={view.playing ? 'off' : 'polite'}
          data-testid="popup-detail"
          style={{ '--popup-slide': `${POPUP_SLIDE_MS}ms` } as CSSProperties}
        >
          {current && (
            <div key={current.id} className={styles.slide}>
              <h3 className={split.detailTitle}>{current.title || t('popups.untitled')}</h3>
              <SafeHtml html={current.content} onNavigate={() => send({ type: 'popups.close' })} />
            </div>
          )}
        </article>
      </div>
    </Modal>
  );
}
