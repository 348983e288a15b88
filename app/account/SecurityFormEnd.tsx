/** The end of each account-security dialog's form: the gateway's banner error, then Cancel and the submit button. */
import { useTranslation } from 'react-i18next';
import type { GatewayErrorInfo } from '../../machines/shared/effect';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { FormError } from '../components/form/fields';
import styles from './Security.module.css';

export function SecurityFormEnd({
  errorId,
  error,
  busy,
  submitLabel,
  onDismiss,
  onCancel,
}: {
  errorId: string;
  error: GatewayErrorInfo | null;
  busy: boolean;
  submitLabel: string;
  onDismiss: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  return (
    <>
      {error && (
        <FormError id={errorId} onDismiss={onDismiss} dismissLabel={t('common.ok')}>
          {errorText(error)}
        </FormError>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
