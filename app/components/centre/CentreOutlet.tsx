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

/**
 * `landmark`: the centre's area is the page's main landmark (the agent centre, a page of its own);
 * false inside the shell, whose own `<main>` already holds it (the member centre): one main per page.
 */
export function CentreOutlet({ page, id, landmark = true, children }: { page: CentrePage; id?: string; landmark?: boolean; children?: ReactNode }) {
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
  const Area = landmark ? 'main' : 'div';
  return (
    <Area id={id} className={styles.main} tabIndex={-1}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {children}
      <ErrorBoundary key={page.id}>
        <Suspense fallback={<Loader />}>
          <View />
        </Suspense>
      </ErrorBoundary>
    </Area>
  );
}
