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
    if (this.state.error) return this.props.fallback ?? <ErrorFallback />;
    return this.props.children;
  }
}

function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="alert">
      <p className={styles.message}>{t('errors.unknown')}</p>
      <Button onClick={() => window.location.reload()}>
        <Icon name="retry" size={18} />
        {t('common.reload')}
      </Button>
    </div>
  );
}
