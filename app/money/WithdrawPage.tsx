/**
 * Withdraw (spec §2 withdraw): the playable balance, the limits and today's count from the
 * withdraw settings, the destination account, the amount (or all of it), the payment password,
 * a confirmation dialog, then the outcome. Refusals of the gateway show under the field that
 * caused them; nothing typed is lost. The form is the withdraw actor's.
 */
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useErrorText } from '../components/error-text';
import { FormError, PasswordField, TextField, useFocusFirstInvalid } from '../components/form/fields';
import formStyles from '../components/form/Form.module.css';
import { useMoneyFormatter } from '../components/format';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import centre from '../components/centre/Centre.module.css';
import { useIsLoggedIn } from '../system/use-session';
import { useMoneyMessage } from './use-money-message';
import { useSendConfirmation } from './use-confirmation';
import { useSendWithdraw, useWithdraw } from './use-withdraw';
import styles from './Money.module.css';

export default function WithdrawPage() {
  const { t } = useTranslation(['money', 'forms']);
  const w = useWithdraw();
  const send = useSendWithdraw();
  const loggedIn = useIsLoggedIn();
  const errorText = useErrorText();
  const phase = w?.phase ?? 'idle';

  // Each visit reads the balance and the limits again (a deposit or a bet may have moved them).
  useEffect(() => {
    if (loggedIn) send({ type: 'withdraw.open' });
  }, [loggedIn, send]);

  if (!w || phase === 'idle' || phase === 'loading') return <Loader />;
  if (phase === 'failed') {
    return (
      <div className={centre.notice} role="alert">
        <p>{w.loadError ? errorText(w.loadError) : t('errors.unknown')}</p>
        <Button onClick={() => send({ type: 'withdraw.retry' })}>
          <Icon name="retry" size={18} />
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (phase === 'done' && w.result) return <Outcome />;
  return <WithdrawForm />;
}

function Balance() {
  const { t } = useTranslation(['money']);
  const w = useWithdraw()!;
  const money = useMoneyFormatter();
  const info = w.info!;
  return (
    <div className={styles.panel}>
      <p className={styles.balance}>
        {t('money:withdraw.balance')} <strong>{money(info.balance)}</strong>
      </p>
      <p className={styles.muted}>
        {t('money:withdraw.limits', { min: money(info.min), max: money(info.max) })}
        {info.remainingCount !== null && <> · {t('money:withdraw.remaining', { count: info.remainingCount })}</>}
      </p>
      {info.turnoverRemaining > 0 && <p className={styles.warning}>{t('money:withdraw.turnover', { amount: money(info.turnoverRemaining) })}</p>}
    </div>
  );
}

function WithdrawForm() {
  const { t } = useTranslation(['money', 'forms']);
  const w = useWithdraw()!;
  const send = useSendWithdraw();
  const money = useMoneyFormatter();
  const message = useMoneyMessage();
  const errorText = useErrorText();
  const invalid = useFocusFirstInvalid<HTMLFormElement>(w.fieldErrors);
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const accountError = `${baseId}-account-error`;
  const info = w.info!;
  const busy = w.phase === 'submitting';
  const account = info.accounts.find((a) => a.id === w.bankCardId);

  if (!info.hasPaymentPassword || info.accounts.length === 0) {
    return (
      <>
        <Balance />
        <div className={centre.notice}>
          <p>{t(!info.hasPaymentPassword ? 'money:withdraw.needPassword' : 'money:withdraw.needAccount')}</p>
          <Link className={buttonClass('primary')} to="/member/securityCenter">
            <Icon name="shield" size={18} />
            {t('memberPages.securityCenter')}
          </Link>
        </div>
      </>
    );
  }

  const change = (field: 'amount' | 'bankCardId' | 'paymentPassword', value: string) => send({ type: 'form.change', field, value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invalid.submitted();
    send({ type: 'form.submit' });
  };

  return (
    <>
      <Balance />
      <form ref={invalid.ref} className={styles.form} noValidate onSubmit={submit} aria-describedby={w.error ? errorId : undefined}>
        <fieldset className={styles.section} aria-describedby={w.fieldErrors.bankCardId ? accountError : undefined}>
          <legend className={styles.legend}>{t('money:withdraw.account')}</legend>
          <div className={styles.channels}>
            {info.accounts.map((a) => (
              <label key={a.id} className={styles.channel}>
                <input
                  type="radio"
                  name="bankCardId"
                  value={a.id}
                  checked={w.bankCardId === a.id}
                  disabled={busy}
                  onChange={() => change('bankCardId', a.id)}
                />
                <span className={styles.channelName}>{a.bankName}</span>
                <span className={styles.muted}>
                  {a.accountName} · {a.accountNumber}
                </span>
                <span className={styles.muted}>{t(`money:withdraw.accountTypes.${a.type}`)}</span>
              </label>
            ))}
          </div>
          {w.fieldErrors.bankCardId && (
            <p id={accountError} className={formStyles.fieldError}>
              {message(w.fieldErrors.bankCardId)}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('forms:amount.label')}
          name="amount"
          value={w.amount}
          onValueChange={(v) => change('amount', v)}
          error={message(w.fieldErrors.amount)}
          hint={t('money:withdraw.limits', { min: money(info.min), max: money(info.max) })}
          inputMode="decimal"
          autoComplete="off"
          required
          readOnly={busy}
          icon="withdraw"
          end={
            <Button variant="secondary" onClick={() => send({ type: 'withdraw.all' })} disabled={busy}>
              {t('money:withdraw.all')}
            </Button>
          }
        />
        <PasswordField
          label={t('money:withdraw.paymentPassword')}
          name="paymentPassword"
          value={w.paymentPassword}
          onValueChange={(v) => change('paymentPassword', v)}
          error={message(w.fieldErrors.paymentPassword)}
          autoComplete="off"
          inputMode="numeric"
          required
          readOnly={busy}
        />
        {w.error && (
          <FormError id={errorId} onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
            {errorText(w.error)}
          </FormError>
        )}
        <div className={styles.actions}>
          <Button type="submit" size="lg" busy={busy}>
            {t(busy ? 'money:withdraw.submitting' : 'money:withdraw.submit')}
          </Button>
        </div>
      </form>
      {(w.phase === 'confirming' || w.phase === 'submitting') && account && (
        <ConfirmDialog
          title={t('money:withdraw.confirmTitle')}
          message={t('money:withdraw.confirmMessage', {
            amount: money(Number(w.amount.replace(/[\s,]/g, ''))),
            account: `${account.bankName} ${account.accountNumber}`,
          })}
          confirmLabel={t('money:withdraw.confirm')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          onConfirm={() => send({ type: 'withdraw.confirm' })}
          onCancel={() => send({ type: 'form.cancel' })}
        />
      )}
    </>
  );
}

function Outcome() {
  const { t } = useTranslation(['money']);
  const w = useWithdraw()!;
  const send = useSendWithdraw();
  const confirm = useSendConfirmation();
  const money = useMoneyFormatter();
  const r = w.result!;
  return (
    <section className={styles.panel} aria-labelledby="withdraw-done" role="status">
      <h2 id="withdraw-done" className={styles.panelTitle}>
        {t('money:withdraw.doneTitle')}
      </h2>
      <dl className={styles.details}>
        <dt>{t('forms:amount.label')}</dt>
        <dd>{money(r.amount)}</dd>
        <dt>{t('money:withdraw.transId')}</dt>
        <dd>{r.transId}</dd>
        {r.balance !== null && (
          <>
            <dt>{t('money:withdraw.balance')}</dt>
            <dd>{money(r.balance)}</dd>
          </>
        )}
      </dl>
      <p className={styles.muted}>{t(r.confirmationId ? 'money:withdraw.doneC2c' : 'money:withdraw.donePending')}</p>
      <div className={styles.actions}>
        {r.confirmationId && (
          <Button size="lg" onClick={() => confirm({ type: 'confirmation.open', transId: r.transId })}>
            {t('money:confirm.confirmNow')}
          </Button>
        )}
        <Link className={buttonClass('secondary', 'lg')} to="/member/transactionHistory">
          {t('money:deposit.toRecord')}
        </Link>
        <Button variant="ghost" size="lg" onClick={() => send({ type: 'withdraw.again' })}>
          {t('money:withdraw.again')}
        </Button>
      </div>
    </section>
  );
}
