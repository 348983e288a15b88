import { lazy, Suspense } from 'react';
import type { NoticeModalProps } from './NoticeModal';

// The notice modal (and the HTML sanitiser it brings) is not part of the first script.
const NoticeModal = lazy(() => import('./TrackedNoticeModal'));

export function LazyNoticeModal(props: NoticeModalProps) {
  return (
    <Suspense fallback={null}>
      <NoticeModal {...props} />
    </Suspense>
  );
}
