/**
 * A transfer to a downline: the amount (checked as typed, within the limits) and the payment
 * password; a confirmation saying who gets how much; the answer with the new balance. The
 * server's refusals (insufficient balance, a wrong payment password) show under their field and
 * what was typed stays.
 */
import type { FormEvent } from 'react';
import { TRANSFER_MAX, TRANSFER_MIN } from '../../machines/agent/contracts/contract-rules';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormError, PasswordField, TextField } from '../components/form/fields';
import { Modal } from '../components/Modal';
import { useContractText } from './contract-text';
import { useSendTransfer, useTransfer } from './use-downlines';
import styles from './Contracts.module.css';

export function TransferModal() {
  const s = useTransfer();
  const send = useSendTransfer();
  const x = useContractText();
  const { t, money } = x;
  const errorText = x.errorText;
  if (s.phase === 'closed') return null;
  const close = () => send({ type: 'form.cancel' });
  const title = t('downlineTransfer.title', { downline: s.downline });
  const fieldError = (f: 'amount' | 'paymentPassword') => {
    const e = s.fieldErrors[f];
    return e ? t(e.key, e.params) : null;
  };

  if (s.phase === 'confirming')
    return (
      <ConfirmDialog
        title={t('downlineTransfer.confirmTitle')}
        message={t('downlineTransfer.confirmMessage', { amount: money(Number(s.amount)), downline: s.downline })}
        confirmLabel={t('downlineTransfer.confirm')}
        cancelLabel={t('downlineTransfer.back')}
        onConfirm={() => send({ type: 'transfer.confirm' })}
        onCancel={() => send({ type: 'transfer.back' })}
      />
    );

  if (s.phase === 'done' && s.result)
    return (
      <Modal title={title} onClose={close} size="sm" footer={<Button onClick={close}>{t('downlineTransfer.close')}</Button>}>
        <p role="status" data-testid="transfer-done">
          {t('downlineTransfer.done', { amount: money(s.result.amount), downline: s.downline, balance: money(s.result.balance) })}
        </p>
      </Modal>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };
  return (
    <Modal
      title={title}
      onClose={close}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="downline-transfer" busy={s.phase === 'sending'}>
            {t('downlineTransfer.submit')}
          </Button>
        </>
      }
    >
      <form id="downline-transfer" className={styles.form} onSubmit={submit} noValidate>
        {s.error && (
          <FormError onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('downlineTransfer.close')}>
            {errorText(s.error)}
          </FormError>
        )}
        <TextField
          label={t('downlineTransfer.amount')}
          value={s.amount}
          inputMode="decimal"
          required
          hint={t('downlineTransfer.amountHint', { min: money(TRANSFER_MIN), max: money(TRANSFER_MAX) })}
          error={fieldError('amount')}
          onValueChange={(value) => send({ type: 'form.change', field: 'amount', value })}
        />
        <PasswordField
          label={t('downlineTransfer.paymentPassword')}
          value={s.paymentPassword}
          required
          autoComplete="off"
          error={fieldError('paymentPassword')}
          onValueChange={(value) => send({ type: 'form.change', field: 'paymentPassword', value })}
        />
      </form>
    </Modal>
  );
}
