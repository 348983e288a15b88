/**
 * The payment (withdrawal) password: set one (new + confirm) or change it (old + new + confirm),
 * in a dialog. Digits only, checked as typed; the gateway's refusals under their field. The form
 * is the paymentPassword actor's.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { PasswordField, useFocusFirstInvalid } from '../components/form/fields';
import { Modal } from '../components/Modal';
import { PAYMENT_PASSWORD_LENGTH, usePaymentPassword, useSendPaymentPassword } from './use-security';
import { SecurityFormEnd } from './SecurityFormEnd';
import { useFieldMessage } from './use-field-message';
import styles from './Security.module.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

export function PaymentPasswordDialog() {
  const { t } = useTranslation(['account', 'forms']);
  const f = usePaymentPassword();
  const send = useSendPaymentPassword();
  const message = useFieldMessage();
  const invalid = useFocusFirstInvalid<HTMLFormElement>(f.fieldErrors);
  const errorId = useId();
  if (f.phase === 'closed') return null;
  const title = t(f.mode === 'change' ? 'security.payment.changeTitle' : 'security.payment.setTitle');
  const close = () => send({ type: 'form.cancel' });
  if (f.phase === 'done') {
    return (
      <Modal title={title} onClose={close} size="sm" footer={<Button onClick={close}>{t('common.ok')}</Button>}>
        <p role="status" className={styles.success}>
          {t(f.mode === 'change' ? 'security.payment.changed' : 'security.payment.saved')}
        </p>
      </Modal>
    );
  }
  const busy = f.phase === 'submitting';
  const change = (field: Field, value: string) => send({ type: 'form.change', field, value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invalid.submitted();
    send({ type: 'form.submit' });
  };
  const numeric = { inputMode: 'numeric' as const, autoComplete: 'off', maxLength: PAYMENT_PASSWORD_LENGTH + 2, required: true, readOnly: busy };
  return (
    <Modal title={title} onClose={close} closable={!busy} size="sm">
      <form ref={invalid.ref} className={styles.form} noValidate onSubmit={submit} aria-describedby={f.error ? errorId : undefined}>
        <p className={styles.muted}>{t('security.payment.lead', { length: PAYMENT_PASSWORD_LENGTH })}</p>
        {f.mode === 'change' && (
          <PasswordField
            label={t('security.payment.old')}
            name="oldPaymentPassword"
            value={f.oldPassword}
            onValueChange={(v) => change('oldPassword', v)}
            error={message(f.fieldErrors.oldPassword)}
            {...numeric}
          />
        )}
        <PasswordField
          label={t('security.payment.new')}
          name="newPaymentPassword"
          value={f.newPassword}
          onValueChange={(v) => change('newPassword', v)}
          error={message(f.fieldErrors.newPassword)}
          hint={t('security.payment.format', { length: PAYMENT_PASSWORD_LENGTH })}
          {...numeric}
        />
        <PasswordField
          label={t('security.payment.confirm')}
          name="confirmPaymentPassword"
          value={f.confirmPassword}
          onValueChange={(v) => change('confirmPassword', v)}
          error={message(f.fieldErrors.confirmPassword)}
          {...numeric}
        />
        <SecurityFormEnd
          errorId={errorId}
          error={f.error}
          busy={busy}
          submitLabel={t(busy ? 'security.saving' : 'security.save')}
          onDismiss={() => send({ type: 'form.dismiss' })}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
