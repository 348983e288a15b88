/**
 * The agent announcements (spec §2 agent centre: announcement): a paged list, pinned first then
 * newest, each opening in a dialog with its text — gateway HTML, shown only through SafeHtml.
 * Loading, empty, and failed with a retry (the page on screen stays while the next one loads).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentAnnouncement } from '../../machines/agent/announcements/announcements.selectors';
import { Button } from '../components/Button';
import centre from '../components/centre/Centre.module.css';
import { useErrorText } from '../components/error-text';
import { formatDateTime, useLocaleTag } from '../components/format';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { Pagination } from '../components/Pagination';
import { SafeHtml } from '../components/SafeHtml';
import { useIsLoggedIn } from '../system/use-session';
import { useAgentAnnouncements, useSendAgentAnnouncements } from './use-agent-announcements';
import styles from './Announcement.module.css';

export default function AnnouncementPage() {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const locale = useLocaleTag();
  const list = useAgentAnnouncements();
  const send = useSendAgentAnnouncements();
  const loggedIn = useIsLoggedIn();
  const [open, setOpen] = useState<AgentAnnouncement | null>(null);

  useEffect(() => {
    if (loggedIn && list.phase === 'idle') send({ type: 'query.set', filters: {} });
  }, [loggedIn, list.phase, send]);

  if (list.rows.length === 0) {
    if (list.phase === 'failed') {
      return (
        <div className={centre.notice} role="alert">
          <p>{list.error ? errorText(list.error) : t('errors.unknown')}</p>
          <Button onClick={() => send({ type: 'query.retry' })}>
            <Icon name="retry" size={18} />
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    if (list.phase === 'ready') {
      return (
        <div className={centre.notice}>
          <p>{t('agentAnnouncement.empty')}</p>
        </div>
      );
    }
    return <Loader />;
  }

  return (
    <div className={styles.page}>
      {list.phase === 'failed' && (
        <div className={styles.error} role="alert">
          <span>{list.error ? errorText(list.error) : t('errors.unknown')}</span>
          <Button size="sm" variant="secondary" onClick={() => send({ type: 'query.retry' })}>
            <Icon name="retry" size={16} />
            {t('common.retry')}
          </Button>
        </div>
      )}
      <ul className={styles.list} aria-busy={list.stale} data-stale={list.stale || undefined}>
        {list.rows.map((a) => (
          <li key={a.id}>
            <button type="button" className={styles.item} onClick={() => setOpen(a)} aria-haspopup="dialog">
              <span className={styles.itemHead}>
                {a.pinned && <span className={styles.pinned}>{t('agentAnnouncement.pinned')}</span>}
                <span className={styles.itemTitle}>{a.title}</span>
              </span>
              <time className={styles.time} dateTime={new Date(a.publishedAt).toISOString()}>
                {formatDateTime(a.publishedAt, locale)}
              </time>
            </button>
          </li>
        ))}
      </ul>
      {list.totalPages > 1 && (
        <Pagination page={list.page} totalPages={list.totalPages} onPage={(page) => send({ type: 'query.page', page })} disabled={list.phase === 'loading'} />
      )}
      {open && (
        <Modal title={open.title} onClose={() => setOpen(null)} size="md">
          <p className={styles.time}>
            <time dateTime={new Date(open.publishedAt).toISOString()}>{formatDateTime(open.publishedAt, locale)}</time>
          </p>
          <SafeHtml html={open.html} className={styles.body} onNavigate={() => setOpen(null)} />
        </Modal>
      )}
    </div>
  );
}
