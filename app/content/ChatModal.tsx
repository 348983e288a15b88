/**
 * The chat room (spec §2 modals): the address `CBS_launchChat` gave (already through the URL
 * policy: a web page or a path on this site) in a sandboxed frame. The room runs its scripts and
 * forms and keeps its own origin (its session; a room served through this site's gateway must
 * also be reachable by the service worker in simulator mode), may open links in new windows,
 * and may never navigate this page, download, or open dialogs over it.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { useChat, useSendChat } from './use-chat';
import styles from './ChatModal.module.css';

export const CHAT_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export default function ChatModal() {
  const { t } = useTranslation('content');
  const chat = useChat();
  const send = useSendChat();
  const errorText = useErrorText();
  if (chat.phase === 'closed') return null;
  return (
    <Modal title={t('chat.title')} onClose={() => send({ type: 'chat.close' })} size="lg" bodyClassName={styles.body}>
      {chat.phase === 'launching' && <Loader />}
      {chat.phase === 'failed' && chat.error && (
        <div className={styles.failed} role="alert">
          <p>{errorText(chat.error)}</p>
          <Button variant="secondary" onClick={() => send({ type: 'chat.retry' })}>
            {t('shell:common.retry')}
          </Button>
        </div>
      )}
      {chat.phase === 'open' && chat.url && (
        <iframe className={styles.frame} src={chat.url} title={t('chat.frame')} sandbox={CHAT_SANDBOX} referrerPolicy="no-referrer" />
      )}
    </Modal>
  );
}
