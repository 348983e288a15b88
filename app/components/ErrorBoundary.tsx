import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chunkMessageKey, isChunkFailure } from '../../machines/shared/chunk-failure';
import { Button } from './Button';
import { Icon } from './Icon';
import { retryFailedViews } from './lazy-view';
import styles from './ErrorBoundary.module.css';

interface State {
  error: Error | null;
}

/**
 * Catches render errors below it (including a selector on an actor in an error state). A view
 * whose chunk did not arrive shows the failure's kind (spec §8) with a retry: the chunk asked for
 * again, or the page reloaded when the chunk is missing (a newer version is deployed).
 */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  private retry = () => {
    retryFailedViews();
    this.setState({ error: null });
  };

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Croupier: a view failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return this.props.fallback ?? <ErrorFallback error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}

/** A page's code that did not arrive (offline, a deploy replaced the chunk): Chromium, Firefox and Safari word it so. */
const CHUNK_FAILED = /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const chunk = isChunkFailure(error);
  // A chunk that did not arrive is asked for again; a missing one (a newer version is deployed)
  // and any other failure reload the page.
  const retry = chunk && error.kind !== 'missing';
  const message = chunk ? chunkMessageKey(error) : error instanceof Error && CHUNK_FAILED.test(error.message) ? 'errors.moduleLoad' : 'errors.unknown';
  return (
    <div className={styles.fallback} role="alert">
      <p className={styles.message}>{t(message)}</p>
      <Button onClick={retry ? onRetry : () => window.location.reload()}>
        <Icon name="retry" size={18} />
        {t(retry ? 'common.retry' : 'common.reload')}
      </Button>
    </div>
  );
}
