/**
 * The chat room (spec §2 modals): the address `CBS_launchChat` gave (already through the URL
 * policy: a web page or a path on this site) in a sandboxed frame (`frameSandbox`). The room runs
 * its scripts and forms, may open links in new windows, and may never navigate this page,
 * download, or open dialogs over it. A room on another site keeps its own origin (its session);
 * a room on this site's origin runs in an opaque origin, so its scripts can never read the
 * player's session or lift the sandbox. The one exception is the simulator's own room page in
 * simulator and demo builds (`/sim/chat`, served by the app shell and the in-page simulator,
 * which need this origin to start); production builds vouch for nothing.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { frameSandbox } from '../components/frame-sandbox';
import { useErrorText } from '../components/error-text';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { useChat, useSendChat } from './use-chat';
import styles from './ChatModal.module.css';

/** The simulator's chat room page (simulator/content/chat.ts), exactly: nothing else on this origin. */
const SIM_CHAT_PAGE = /^\/sim\/chat(?:[?#]|$)/;

/** The chat frame's sandbox for `url`; `simulator` says whether this build carries the simulator (its room is vouched for). */
export function chatSandbox(url: string, simulator: boolean = __SIMULATOR__): string {
  return frameSandbox(url, simulator && SIM_CHAT_PAGE.test(url));
}

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
        <iframe className={styles.frame} src={chat.url} title={t('chat.frame')} sandbox={chatSandbox(chat.url)} referrerPolicy="no-referrer" />
      )}
    </Modal>
  );
}
