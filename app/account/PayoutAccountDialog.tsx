/**
 * Add a payout account (a bank account or an e-wallet) in a dialog: the bank from the merchant's
 * list, the holder's name, the number, the payment password; encrypted. Refusals under their
 * field. The form is the payoutAccount actor's.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { PasswordField, TextField, useFocusFirstInvalid } from '../components/form/fields';
import formStyles from '../components/form/Form.module.css';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { SecurityFormEnd } from './SecurityFormEnd';
import { useFieldMessage } from './use-field-message';
import { usePayoutAccount, useSecurityCenter, useSendPayoutAccount } from './use-security';
import styles from './Security.module.css';

type Field = 'bankCode' | 'accountName' | 'accountNumber' | 'paymentPassword';

export function PayoutAccountDialog() {
  const { t } = useTranslation(['account', 'forms']);
  const f = usePayoutAccount();
  const send = useSendPayoutAccount();
  const hasPaymentPassword = useSecurityCenter().profile?.hasPaymentPassword ?? false;
  const errorText = useErrorText();
  const message = useFieldMessage();
  const invalid = useFocusFirstInvalid<HTMLFormElement>(f.fieldErrors);
  const errorId = useId();
  const bankId = useId();
  if (f.phase === 'closed') return null;
  const title = t('security.payout.title');
  const close = () => send({ type: 'form.cancel' });
  if (f.phase === 'loading') {
    return (
      <Modal title={title} onClose={close} size="sm">
        <Loader />
      </Modal>
    );
  }
  if (f.phase === 'failed') {
    return (
      <Modal title={title} onClose={close} size="sm">
        <div role="alert" className={styles.form}>
          <p>{f.loadError ? errorText(f.loadError) : t('errors.unknown')}</p>
          <Button onClick={() => send({ type: 'payout.retry' })}>
            <Icon name="retry" size={18} />
            {t('common.retry')}
          </Button>
        </div>
      </Modal>
    );
  }
  if (f.phase === 'done' && f.added) {
    return (
      <Modal title={title} onClose={close} size="sm" footer={<Button onClick={close}>{t('common.ok')}</Button>}>
        <p role="status" className={styles.success}>
          {t('security.payout.added', { bank: f.added.bankName, number: f.added.accountNumber })}
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
  return (
    <Modal title={title} onClose={close} closable={!busy} size="sm">
      <form ref={invalid.ref} className={styles.form} noValidate onSubmit={submit} aria-describedby={f.error ? errorId : undefined}>
        {!hasPaymentPassword && <p className={styles.warningText}>{t('security.payout.needPassword')}</p>}
        <div className={formStyles.field}>
          <label htmlFor={bankId} className={formStyles.label}>
            {t('security.payout.bank')}
          </label>
          <select
            id={bankId}
            name="bankCode"
            className={[formStyles.input, formStyles.noIcon, styles.select].join(' ')}
            value={f.bankCode}
            disabled={busy}
            aria-invalid={f.fieldErrors.bankCode ? true : undefined}
            onChange={(e) => change('bankCode', e.target.value)}
          >
            {f.banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name} ({t(`security.payout.types.${b.type}`)})
              </option>
            ))}
          </select>
          {f.fieldErrors.bankCode && <p className={formStyles.fieldError}>{message(f.fieldErrors.bankCode)}</p>}
        </div>
        <TextField
          label={t('security.payout.accountName')}
          name="accountName"
          autoComplete="name"
          value={f.accountName}
          onValueChange={(v) => change('accountName', v)}
          error={message(f.fieldErrors.accountName)}
          hint={t('security.payout.accountNameHint')}
          icon="user"
          required
          readOnly={busy}
        />
        <TextField
          label={t('security.payout.accountNumber')}
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          value={f.accountNumber}
          onValueChange={(v) => change('accountNumber', v)}
          error={message(f.fieldErrors.accountNumber)}
          required
          readOnly={busy}
        />
        <PasswordField
          label={t('security.payout.paymentPassword')}
          name="paymentPassword"
          inputMode="numeric"
          autoComplete="off"
          value={f.paymentPassword}
          onValueChange={(v) => change('paymentPassword', v)}
          error={message(f.fieldErrors.paymentPassword)}
          required
          readOnly={busy}
        />
        <SecurityFormEnd
          errorId={errorId}
          error={f.error}
          busy={busy}
          submitLabel={t(busy ? 'security.saving' : 'security.payout.submit')}
          onDismiss={() => send({ type: 'form.dismiss' })}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
