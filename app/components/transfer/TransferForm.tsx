/**
 * A transfer form bound to a transfer actor (machines/shared/transfer): the recipient (fixed, or
 * typed when the actor asks for one), the balance and limits, the amount, the payment password, a
 * confirmation dialog before anything is sent, then the outcome. Used by the member centre's
 * transfer to the upline and the agent centre's transfer to a downline; the page gives the
 * recipient's label and what to show when there is no payment password.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferField } from '../../../machines/shared/transfer/transfer.machine';
import type { TransferView } from '../../../machines/shared/transfer/transfer.selectors';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { useErrorText } from '../error-text';
import { useMoneyFormatter } from '../format';
import { FormError, PasswordField, TextField, useFocusFirstInvalid } from '../form/fields';
import formStyles from '../form/Form.module.css';
import styles from './Transfer.module.css';

type Send = (
  event:
    | { type: 'form.change'; field: TransferField; value: string }
    | { type: 'form.submit' | 'form.cancel' | 'form.dismiss' | 'transfer.confirm' | 'transfer.again' },
) => void;

export function TransferForm({
  view,
  send,
  recipientLabel,
  noPassword,
  doneExtra,
}: {
  view: TransferView;
  send: Send;
  recipientLabel: string;
  noPassword: ReactNode;
  /** Beside "transfer again" once done (a dialog's Close). */
  doneExtra?: ReactNode;
}) {
  const { t } = useTranslation(['forms']);
  const money = useMoneyFormatter();
  const errorText = useErrorText();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const invalid = useFocusFirstInvalid<HTMLFormElement>(view.fieldErrors);
  const message = (e: { key: string; params?: Record<string, string | number> } | undefined) =>
    e ? t(e.key, Object.fromEntries(Object.entries(e.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? money(v) : v]))) : null;
  const info = view.info!;
  const busy = view.phase === 'submitting';

  if (view.phase === 'done' && view.result) {
    const r = view.result;
    return (
      <section className={styles.panel} aria-labelledby={`${baseId}-done`} role="status" data-testid="transfer-done">
        <h2 id={`${baseId}-done`} className={styles.title}>
          {t('forms:transfer.doneTitle')}
        </h2>
        <dl className={styles.details}>
          <dt>{recipientLabel}</dt>
          <dd>{r.recipient}</dd>
          <dt>{t('forms:amount.label')}</dt>
          <dd>{money(r.amount)}</dd>
          <dt>{t('forms:transfer.transId')}</dt>
          <dd>{r.transId}</dd>
          {r.balance !== null && (
            <>
              <dt>{t('forms:transfer.balance')}</dt>
              <dd>{money(r.balance)}</dd>
            </>
          )}
        </dl>
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" onClick={() => send({ type: 'transfer.again' })}>
            {t('forms:transfer.again')}
          </Button>
          {doneExtra}
        </div>
      </section>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    invalid.submitted();
    send({ type: 'form.submit' });
  };
  const change = (field: TransferField, value: string) => send({ type: 'form.change', field, value });
  const typedAmount = Number(view.amount.replace(/[\s,]/g, ''));

  return (
    <>
      <div className={styles.panel}>
        <p className={styles.balance}>
          {t('forms:transfer.balance')} <strong>{money(info.balance)}</strong>
        </p>
        <p className={styles.muted}>{t('forms:transfer.limits', { min: money(info.min), max: money(info.max) })}</p>
      </div>
      {!info.hasPaymentPassword ? (
        noPassword
      ) : (
        <form ref={invalid.ref} className={styles.form} noValidate onSubmit={submit} aria-describedby={view.error ? errorId : undefined}>
          {view.recipientRequired ? (
            <TextField
              label={recipientLabel}
              name="recipient"
              value={view.recipient}
              onValueChange={(v) => change('recipient', v)}
              error={message(view.fieldErrors.recipient)}
              required
              readOnly={busy}
              icon="user"
            />
          ) : (
            <div>
              <dl className={styles.details}>
                <dt>{recipientLabel}</dt>
                <dd>{view.recipient}</dd>
              </dl>
              {/* A refusal of the recipient itself (not a direct downline) shows under it. */}
              {view.fieldErrors.recipient && (
                <p className={formStyles.fieldError} role="alert">
                  {message(view.fieldErrors.recipient)}
                </p>
              )}
            </div>
          )}
          <TextField
            label={t('forms:amount.label')}
            name="amount"
            value={view.amount}
            onValueChange={(v) => change('amount', v)}
            error={message(view.fieldErrors.amount)}
            hint={t('forms:transfer.limits', { min: money(info.min), max: money(info.max) })}
            inputMode="decimal"
            autoComplete="off"
            required
            readOnly={busy}
            icon="withdraw"
          />
          <PasswordField
            label={t('forms:transfer.paymentPassword')}
            name="paymentPassword"
            value={view.paymentPassword}
            onValueChange={(v) => change('paymentPassword', v)}
            error={message(view.fieldErrors.paymentPassword)}
            autoComplete="off"
            inputMode="numeric"
            required
            readOnly={busy}
          />
          {view.error && (
            <FormError id={errorId} onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
              {errorText(view.error)}
            </FormError>
          )}
          <div>
            <Button type="submit" size="lg" busy={busy}>
              {t(busy ? 'forms:transfer.submitting' : 'forms:transfer.submit')}
            </Button>
          </div>
          <p className={formStyles.hint}>{t('forms:transfer.irreversible')}</p>
        </form>
      )}
      {(view.phase === 'confirming' || busy) && (
        <ConfirmDialog
          title={t('forms:transfer.confirmTitle')}
          message={t('forms:transfer.confirmMessage', { amount: money(typedAmount), recipient: view.recipient })}
          confirmLabel={t('forms:transfer.confirm')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          onConfirm={() => send({ type: 'transfer.confirm' })}
          onCancel={() => send({ type: 'form.cancel' })}
        />
      )}
    </>
  );
}
