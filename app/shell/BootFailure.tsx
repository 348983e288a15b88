/**
 * Shown when the app cannot start. Two callers:
 *  - inside the app (App.tsx, no `i18n` prop): the bootstrap failed; the message comes from the
 *    bootstrap actor's error.
 *  - before the app exists (app/boot, `i18n` prop given): no SystemProvider, so no actor is read;
 *    with `i18n` null there is no catalogue either, and only a retry button in three languages.
 */
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { useBootError } from '../system/use-bootstrap';
import styles from './StatusPage.module.css';

export interface BootFailureProps {
  /** Given only before the app exists (null: no catalogue could be loaded). */
  i18n?: I18n | null;
  onRetry: () => void;
  /** The message to show; inside the app it defaults to the bootstrap error's. */
  messageKey?: string;
  /** Tried again right now (inside the app): the message stays, the retry is busy. */
  retrying?: boolean;
}

export const RETRY_LABEL_ALL_LANGUAGES = 'Retry / 重试 / ลองใหม่';

export function BootFailure({ i18n, onRetry, messageKey, retrying = false }: BootFailureProps) {
  if (i18n === undefined) return <InAppBootFailure onRetry={onRetry} messageKey={messageKey} retrying={retrying} />;
  if (i18n === null) {
    return (
      <div className={styles.page}>
        <button type="button" className={styles.retryOnly} aria-label={RETRY_LABEL_ALL_LANGUAGES} title={RETRY_LABEL_ALL_LANGUAGES} onClick={onRetry}>
          <Icon name="retry" size={36} />
        </button>
      </div>
    );
  }
  return (
    <I18nextProvider i18n={i18n}>
      <FailureView messageKey={messageKey ?? 'errors.network'} onRetry={onRetry} />
    </I18nextProvider>
  );
}

/** Inside the SystemProvider: the bootstrap actor says what went wrong. */
function InAppBootFailure({ onRetry, messageKey, retrying }: { onRetry: () => void; messageKey?: string; retrying: boolean }) {
  const error = useBootError();
  return <FailureView messageKey={messageKey ?? error?.messageKey ?? 'errors.network'} onRetry={onRetry} retrying={retrying} />;
}

function FailureView({ messageKey, onRetry, retrying = false }: { messageKey: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <main className={styles.card} role="alert">
        <span className={styles.emblem} aria-hidden="true">
          <Icon name="globe" size={36} />
        </span>
        <h1 className={styles.title}>{t('boot.title')}</h1>
        <p className={styles.text}>{t(messageKey)}</p>
        <p className={styles.text} role="status" aria-live="polite">
          {retrying ? t('boot.retrying') : ''}
        </p>
        <div className={styles.actions}>
          <Button onClick={onRetry} busy={retrying}>
            <Icon name="retry" size={18} />
            {t('common.retry')}
          </Button>
        </div>
      </main>
    </div>
  );
}
