import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { Icon } from './Icon';
import styles from './CopyButton.module.css';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('clipboard unavailable');
}

/** Copies a value; success (or failure) is told in a small dialog (spec §8: "copy success shows a dialog"). */
export function CopyButton({ value, label, className }: { value: string; label?: string; className?: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  return (
    <>
      <button
        type="button"
        className={[styles.copy, className].filter(Boolean).join(' ')}
        aria-label={label ?? t('common.copy')}
        title={label ?? t('common.copy')}
        onClick={() => {
          writeClipboard(value).then(
            () => setResult('copied'),
            () => setResult('failed'),
          );
        }}
      >
        <Icon name="copy" size={16} />
      </button>
      {result && (
        <ConfirmDialog
          title={t(result === 'copied' ? 'common.copied' : 'common.copyFailedTitle')}
          message={result === 'copied' ? t('common.copiedMessage', { value }) : t('common.copyFailed')}
          onConfirm={() => setResult(null)}
          layer="alert"
        />
      )}
    </>
  );
}
