/** The notice modal remembering on this device which notices were opened (the header bell's dot). */
import { useCallback } from 'react';
import { useSend } from '../system/system';
import { NoticeModal, type NoticeModalProps } from './NoticeModal';
import { useReadNotices } from './use-notices';

export default function TrackedNoticeModal(props: Omit<NoticeModalProps, 'read' | 'onRead'>) {
  const send = useSend('content');
  const read = useReadNotices();
  const onRead = useCallback((id: string) => send({ type: 'notices.read', id }), [send]);
  return <NoticeModal {...props} read={read} onRead={onRead} />;
}
