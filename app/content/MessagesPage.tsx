/**
 * Platform messages (spec §2 messageV2): the member's inbox, all or unread only, a page of 10,
 * newest first. Opening a message shows its sanitised HTML and marks it read (the badges follow);
 * "mark all as read" and deleting one, or the ones ticked on the page (after a confirmation),
 * answer with the new unread count. A failure keeps the list and says why.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../../machines/content/inbox/inbox.types';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useErrorText } from '../components/error-text';
import { formatShortDateTime, formatDateTime, useLocaleTag } from '../components/format';
import { Tabs } from '../components/form/fields';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { Pagination } from '../components/Pagination';
import { SafeHtml } from '../components/SafeHtml';
import { useIsLoggedIn } from '../system/use-session';
import { useInbox, useInboxList, useSendInbox } from './use-inbox';
import { useUnreadMessages } from './use-unread';
import styles from './Messages.module.css';

type Filter = '' | 'UNREAD';

export default function MessagesPage() {
  const { t } = useTranslation('content');
  const errorText = useErrorText();
  const locale = useLocaleTag();
  const list = useInboxList();
  const inbox = useInbox();
  const send = useSendInbox();
  const unread = useUnreadMessages();
  const loggedIn = useIsLoggedIn();
  const panelId = useId();
  const idPrefix = useId();
  const filter = (list.filters?.readStatus ?? '') as Filter;

  // The first visit reads the first page; coming back shows it as it was left.
  useEffect(() => {
    if (loggedIn && list.phase === 'idle') send({ type: 'inbox.filter', readStatus: '' });
  }, [loggedIn, list.phase, send]);

  const isRead = (m: InboxMessage) => m.read || inbox.readIds.includes(m.id);
  const busy = list.phase === 'loading';

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Tabs<Filter>
          tabs={[
            { id: '', label: t('inbox.all') },
            { id: 'UNREAD', label: unread > 0 ? t('inbox.unreadCount', { n: unread }) : t('inbox.unread') },
          ]}
          selected={filter}
          onSelect={(readStatus) => send({ type: 'inbox.filter', readStatus })}
          label={t('inbox.filter')}
          panelId={panelId}
          idPrefix={idPrefix}
        />
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => send({ type: 'inbox.deleteSelected' })} disabled={inbox.busy || inbox.selected.length === 0}>
            {inbox.selected.length > 0 ? t('inbox.deleteSelectedCount', { n: inbox.selected.length }) : t('inbox.deleteSelected')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => send({ type: 'inbox.readAll' })} busy={inbox.markingAll} disabled={inbox.busy || unread === 0}>
            {t('inbox.readAll')}
          </Button>
        </div>
      </div>

      <div className={styles.status} role="status" aria-live="polite">
        {inbox.done === 'readAll' && t('inbox.allRead')}
        {inbox.done === 'deleted' && t('inbox.deleted')}
        {inbox.done === 'deletedMany' && t('inbox.deletedMany')}
      </div>
      {inbox.error && (
        <div className={styles.error} role="alert">
          <p>{errorText(inbox.error)}</p>
          <Button size="sm" variant="ghost" onClick={() => send({ type: 'inbox.dismiss' })}>
            {t('inbox.dismiss')}
          </Button>
        </div>
      )}

      <section id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${filter}`} aria-busy={busy} className={styles.panel}>
        {list.phase === 'failed' && list.error && (
          <div className={styles.error} role="alert">
            <p>{errorText(list.error)}</p>
            <Button size="sm" variant="secondary" onClick={() => send({ type: 'inbox.retry' })}>
              {t('shell:common.retry')}
            </Button>
          </div>
        )}
        {(busy || list.phase === 'idle') && !list.stale && <Loader />}
        {list.phase === 'ready' && list.rows.length === 0 && (
          <p className={styles.empty} role="status">
            {t(filter === 'UNREAD' ? 'inbox.noneUnread' : 'inbox.empty')}
          </p>
        )}
        {list.rows.length > 0 && (
          <ul className={styles.list} data-stale={list.stale || undefined}>
            {list.rows.map((m) => {
              const read = isRead(m);
              return (
                <li key={m.id} className={styles.item} data-read={read || undefined}>
                  <label className={styles.pick}>
                    <input
                      type="checkbox"
                      checked={inbox.selected.includes(m.id)}
                      disabled={inbox.busy}
                      onChange={(e) => send({ type: 'inbox.select', id: m.id, selected: e.currentTarget.checked })}
                    />
                    <span className="visually-hidden">{t('inbox.selectOne', { title: m.title || t('inbox.untitled') })}</span>
                  </label>
                  <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => send({ type: 'inbox.open', message: m })}>
                    <span className={styles.mark} aria-hidden="true">
                      <Icon name="mail" size={18} />
                    </span>
                    <span className={styles.text}>
                      <span className={styles.title}>
                        {!read && <span className="visually-hidden">{t('inbox.unreadLabel')}: </span>}
                        {m.title || t('inbox.untitled')}
                      </span>
                      <time className={styles.time} dateTime={new Date(m.sentAt).toISOString()}>
                        {formatShortDateTime(m.sentAt, locale)}
                      </time>
                    </span>
                    {!read && <span className={styles.dot} aria-hidden="true" />}
                  </button>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('inbox.deleteOne', { title: m.title || t('inbox.untitled') })}
                    title={t('inbox.delete')}
                    disabled={inbox.busy}
                    onClick={() => send({ type: 'inbox.delete', id: m.id })}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} onPage={(page) => send({ type: 'inbox.page', page })} disabled={busy} />
      </section>

      {inbox.opened && (
        <Modal
          title={inbox.opened.title || t('inbox.untitled')}
          onClose={() => send({ type: 'inbox.close' })}
          size="lg"
          footer={
            <>
              <Button variant="ghost" onClick={() => send({ type: 'inbox.delete', id: inbox.opened!.id })} disabled={inbox.busy}>
                {t('inbox.delete')}
              </Button>
              <Button variant="primary" onClick={() => send({ type: 'inbox.close' })}>
                {t('inbox.close')}
              </Button>
            </>
          }
        >
          <p className={styles.sent}>
            <time dateTime={new Date(inbox.opened.sentAt).toISOString()}>{formatDateTime(inbox.opened.sentAt, locale)}</time>
          </p>
          <SafeHtml html={inbox.opened.content} onNavigate={() => send({ type: 'inbox.close' })} />
        </Modal>
      )}
      {inbox.confirmDelete && (
        <ConfirmDialog
          title={inbox.confirmDelete.length > 1 ? t('inbox.deleteManyTitle', { n: inbox.confirmDelete.length }) : t('inbox.deleteTitle')}
          message={t('inbox.deleteConfirm')}
          confirmLabel={t('inbox.delete')}
          danger
          busy={inbox.deleting}
          layer="alert"
          onCancel={() => send({ type: 'inbox.cancelDelete' })}
          onConfirm={() => send({ type: 'inbox.confirmDelete' })}
        />
      )}
    </div>
  );
}
