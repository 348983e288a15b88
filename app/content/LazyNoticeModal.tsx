import { lazy, Suspense, useCallback } from 'react';
import { useSend } from '../system/system';
import type { NoticeModalProps } from './NoticeModal';
import { useReadNotices } from './use-content';

// The notice modal (and the HTML sanitiser it brings) loads when first opened, not on first paint.
const NoticeModal = lazy(() => import('./NoticeModal').then((m) => ({ default: m.NoticeModal })));

/** The notice modal, remembering on this device which notices were opened (the bell's dot). */
export function LazyNoticeModal(props: Omit<NoticeModalProps, 'read' | 'onRead'>) {
  const send = useSend('content');
  const read = useReadNotices();
  const onRead = useCallback((id: string) => send({ type: 'notices.read', id }), [send]);
  return (
    <Suspense fallback={null}>
      <NoticeModal {...props} read={read} onRead={onRead} />
    </Suspense>
  );
}
