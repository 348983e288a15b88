import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  /** Omit for a one-button notice (the confirm button then reads "OK"). */
  onCancel?: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** The confirm button is destructive (sign out, delete). */
  danger?: boolean;
  busy?: boolean;
  layer?: 'modal' | 'alert';
}

/** A small question (or notice) on top of the generic modal, with confirm and cancel. */
export function ConfirmDialog({ title, message, onConfirm, onCancel, confirmLabel, cancelLabel, danger, busy, layer }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onCancel ?? onConfirm}
      size="sm"
      describedBy={messageId}
      initialFocus={confirmRef}
      layer={layer}
      footer={
        <>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          )}
          <Button ref={confirmRef} variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t(onCancel ? 'common.confirm' : 'common.ok')}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
    </Modal>
  );
}
