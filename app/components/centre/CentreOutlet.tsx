/**
 * The main area of a centre: the current page's title (which takes the focus when the page
 * changes, so a screen reader hears where it went) and its view, loaded on demand. The page's
 * title is the document's title too.
 */
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../ErrorBoundary';
import { Loader } from '../Loader';
import { useDocumentTitle } from '../use-document-title';
import type { CentrePage } from './centre-page';
import styles from './Centre.module.css';

export function CentreOutlet({ page, id, children }: { page: CentrePage; id?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const title = t(page.titleKey);
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(page.id);
  useEffect(() => {
    if (shown.current === page.id) return;
    shown.current = page.id;
    headingRef.current?.focus();
  }, [page.id]);

  const View = page.component;
  return (
    <main id={id} className={styles.main} tabIndex={-1}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {children}
      <ErrorBoundary key={page.id}>
        <Suspense fallback={<Loader />}>
          <View />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
