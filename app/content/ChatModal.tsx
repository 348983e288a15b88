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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { formatNumber, useLocaleTag } from '../components/format';
import { frameSandbox } from '../components/frame-sandbox';
import { useErrorText } from '../components/error-text';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { useChat, useLiveModels, useSendChat } from './use-chat';
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
      <LiveHosts />
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

/**
 * The room's live hosts (`CBS_modelList`): each with a picture, a name and whether they are live
 * (with how many watch) or offline. While they load, placeholders hold their place; a failure says
 * why with a retry of its own, and the room beside them is unaffected.
 */
function LiveHosts() {
  const { t } = useTranslation('content');
  const hosts = useLiveModels();
  const send = useSendChat();
  const errorText = useErrorText();
  const locale = useLocaleTag();
  const titleId = 'chat-hosts-title';
  return (
    <section className={styles.hosts} aria-labelledby={titleId} aria-busy={hosts.phase === 'loading'}>
      <h3 id={titleId} className={styles.hostsTitle}>
        {t('chat.hosts.title')}
      </h3>
      {hosts.phase === 'loading' && (
        <ul className={styles.hostList} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={[styles.host, styles.hostSkeleton].join(' ')} />
          ))}
        </ul>
      )}
      {hosts.phase === 'failed' && hosts.error && (
        <div className={styles.hostsFailed} role="alert">
          <span>
            {t('chat.hosts.failed')} {errorText(hosts.error)}
          </span>
          <Button variant="ghost" size="sm" onClick={() => send({ type: 'chat.models.retry' })}>
            {t('shell:common.retry')}
          </Button>
        </div>
      )}
      {hosts.phase === 'ready' && hosts.models.length === 0 && <p className={styles.hostsEmpty}>{t('chat.hosts.none')}</p>}
      {hosts.phase === 'ready' && hosts.models.length > 0 && (
        // The hosts scroll sideways on a phone: the list takes focus so the keyboard can scroll it.
        <ul className={styles.hostList} tabIndex={0} aria-labelledby={titleId}>
          {hosts.models.map((m) => (
            <li key={m.id} className={styles.host} data-online={m.online}>
              <HostPicture src={m.avatar} />
              <span className={styles.hostName}>{m.nickname}</span>
              <span className={styles.hostStatus}>
                {m.online ? t('chat.hosts.live', { viewers: formatNumber(m.viewers, locale) }) : t('chat.hosts.offline')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A host's picture, or the default avatar when there is none or it fails to load (spec §8). */
function HostPicture({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <span className={styles.hostAvatar} aria-hidden="true">
        <Icon name="user" size={20} />
      </span>
    );
  return <img className={styles.hostAvatar} src={src} alt="" width={40} height={40} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
