import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';
import styles from './ErrorBoundary.module.css';

interface State {
  error: Error | null;
}

/** Catches render errors below it (including a selector on an actor in an error state). */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Croupier: a view failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return this.props.fallback ?? <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}

/** A page's code that did not arrive (offline, a deploy replaced the chunk): Chromium, Firefox and Safari word it so. */
const CHUNK_FAILED = /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

function ErrorFallback({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="alert">
      <p className={styles.message}>{t(CHUNK_FAILED.test(error.message) ? 'errors.moduleLoad' : 'errors.unknown')}</p>
      <Button onClick={() => window.location.reload()}>
        <Icon name="retry" size={18} />
        {t('common.reload')}
      </Button>
    </div>
  );
}
