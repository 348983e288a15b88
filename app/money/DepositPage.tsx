/**
 * Deposit (spec §2 depositv2): the channels of the deposit settings with their limits, for a bank
 * transfer the merchant's receiving account to send it to, the amount (typed or a quick-amount
 * chip, checked as typed), the submit, then the channel's next step: the receiving account with
 * copy buttons and the reference, a QR code, or the payment page in a new window. The form is the deposit actor's; this view reads it and sends events, and
 * asks for the settings again on every visit.
 */
import { lazy, Suspense, useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DepositOrder } from '../../machines/money/deposit/deposit.types';
import { Button, buttonClass } from '../components/Button';
import { CopyButton } from '../components/CopyButton';
import { useErrorText } from '../components/error-text';
import { FormError, TextField, useFocusFirstInvalid } from '../components/form/fields';
import formStyles from '../components/form/Form.module.css';
import { useMoneyMessage } from './use-money-message';
import { formatDateTime, useLocaleTag, useMoneyFormatter } from '../components/format';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import centre from '../components/centre/Centre.module.css';
import { useIsLoggedIn } from '../system/use-session';
import { useDeposit, useSendDeposit } from './use-deposit';
import styles from './Money.module.css';

const QrCode = lazy(() => import('../components/QrCode').then((m) => ({ default: m.QrCode })));

export default function DepositPage() {
  const { t } = useTranslation(['money', 'forms']);
  const d = useDeposit();
  const send = useSendDeposit();
  const loggedIn = useIsLoggedIn();
  const errorText = useErrorText();
  const phase = d?.phase ?? 'idle';

  // Each visit reads the channels again: one closed (or opened) since the last visit shows.
  useEffect(() => {
    if (loggedIn) send({ type: 'deposit.open' });
  }, [loggedIn, send]);

  if (!d || phase === 'idle' || phase === 'loading') return <Loader />;
  if (phase === 'failed') {
    return (
      <div className={centre.notice} role="alert">
        <p>{d.loadError ? errorText(d.loadError) : t('errors.unknown')}</p>
        <Button onClick={() => send({ type: 'deposit.retry' })}>
          <Icon name="retry" size={18} />
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (phase === 'closed') {
    return (
      <div className={centre.notice}>
        <p>{t('money:deposit.closed')}</p>
        <Button variant="secondary" onClick={() => send({ type: 'deposit.retry' })}>
          <Icon name="refresh" size={18} />
          {t('money:deposit.checkAgain')}
        </Button>
      </div>
    );
  }
  if (phase === 'instructions' && d.order) return <Instructions order={d.order} onAgain={() => send({ type: 'deposit.again' })} />;
  return <DepositForm />;
}

function DepositForm() {
  const { t } = useTranslation(['money', 'forms']);
  const d = useDeposit()!;
  const send = useSendDeposit();
  const money = useMoneyFormatter();
  const message = useMoneyMessage();
  const errorText = useErrorText();
  const invalid = useFocusFirstInvalid<HTMLFormElement>(d.fieldErrors);
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const submitting = d.phase === 'submitting';
  const channel = d.channel;
  const channels = d.settings?.channels ?? [];
  const banks = d.settings?.banks ?? [];
  const bankErrorId = `${baseId}-bank-error`;
  const typed = Number(d.amount.replace(/[\s,]/g, ''));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    invalid.submitted();
    send({ type: 'form.submit' });
  };
  const limits = (min: number, max: number) => t('money:deposit.limits', { min: money(min), max: money(max) });

  return (
    <form ref={invalid.ref} className={styles.form} noValidate onSubmit={submit} aria-describedby={d.error ? errorId : undefined}>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('money:deposit.channel')}</legend>
        <div className={styles.channels}>
          {channels.map((c) => (
            <label key={c.id} className={styles.channel}>
              <input
                type="radio"
                name="channel"
                value={c.id}
                checked={channel?.id === c.id}
                disabled={c.closed || submitting}
                onChange={() => send({ type: 'deposit.channel', channelId: c.id })}
              />
              <span className={styles.channelName}>{c.name}</span>
              <span className={styles.muted}>{t(`money:deposit.types.${c.type}`)}</span>
              <span className={styles.muted}>{c.closed ? t('money:deposit.channelClosed') : limits(c.min, c.max)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {channel?.type === 'BANK' && (
        <fieldset className={styles.section} aria-describedby={d.fieldErrors.bankId ? bankErrorId : undefined}>
          <legend className={styles.legend}>{t('money:deposit.bank')}</legend>
          <div className={styles.channels}>
            {banks.map((b) => (
              <label key={b.id} className={styles.channel}>
                <input
                  type="radio"
                  name="bankId"
                  value={b.id}
                  checked={d.bank?.id === b.id}
                  disabled={submitting}
                  aria-invalid={d.fieldErrors.bankId ? true : undefined}
                  onChange={() => send({ type: 'deposit.bank', bankId: b.id })}
                />
                <span className={styles.channelName}>{b.name}</span>
                <span className={styles.muted}>{b.accountName}</span>
              </label>
            ))}
          </div>
          {d.fieldErrors.bankId && (
            <p id={bankErrorId} className={formStyles.fieldError}>
              {message(d.fieldErrors.bankId)}
            </p>
          )}
        </fieldset>
      )}

      <TextField
        label={t('forms:amount.label')}
        name="amount"
        value={d.amount}
        onValueChange={(value) => send({ type: 'form.change', field: 'amount', value })}
        error={message(d.fieldErrors.amount)}
        hint={channel ? limits(channel.min, channel.max) : undefined}
        inputMode="decimal"
        autoComplete="off"
        required
        readOnly={submitting}
        icon="deposit"
      />
      {channel && channel.quickAmounts.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('money:deposit.quickAmounts')}>
          {channel.quickAmounts.map((a) => (
            <button
              key={a}
              type="button"
              className={styles.chip}
              aria-pressed={typed === a}
              disabled={submitting}
              onClick={() => send({ type: 'deposit.quick', amount: a })}
            >
              {money(a)}
            </button>
          ))}
        </div>
      )}
      {d.error && (
        <FormError id={errorId} onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
          {errorText(d.error)}
        </FormError>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="lg" busy={submitting}>
          {t(submitting ? 'money:deposit.submitting' : 'money:deposit.submit')}
        </Button>
      </div>
    </form>
  );
}

function Instructions({ order, onAgain }: { order: DepositOrder; onAgain: () => void }) {
  const { t } = useTranslation(['money']);
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const amount = money(order.amount);
  return (
    <section className={styles.panel} aria-labelledby="deposit-next">
      <h2 id="deposit-next" className={styles.panelTitle}>
        {t(`money:deposit.next.${order.step}`)}
      </h2>
      <p className={styles.muted}>{t(`money:deposit.lead.${order.step}`)}</p>
      {order.step === 'QR' && order.qrContent && (
        <div className={styles.qr}>
          <Suspense fallback={<Loader />}>
            <QrCode value={order.qrContent} size={200} label={t('money:deposit.qrLabel', { amount })} />
          </Suspense>
        </div>
      )}
      <dl className={styles.details}>
        {order.bank && (
          <>
            <dt>{t('money:deposit.bankName')}</dt>
            <dd>{order.bank.name}</dd>
            <dt>{t('money:deposit.accountName')}</dt>
            <dd>
              {order.bank.accountName}
              <CopyButton value={order.bank.accountName} label={t('money:deposit.copy', { what: t('money:deposit.accountName') })} />
            </dd>
            <dt>{t('money:deposit.accountNumber')}</dt>
            <dd>
              {order.bank.accountNumber}
              <CopyButton value={order.bank.accountNumber} label={t('money:deposit.copy', { what: t('money:deposit.accountNumber') })} />
            </dd>
          </>
        )}
        <dt>{t('forms:amount.label')}</dt>
        <dd>
          {amount}
          <CopyButton value={order.amount.toFixed(2)} label={t('money:deposit.copy', { what: t('forms:amount.label') })} />
        </dd>
        {order.reference && (
          <>
            <dt>{t('money:deposit.reference')}</dt>
            <dd>
              {order.reference}
              <CopyButton value={order.reference} label={t('money:deposit.copy', { what: t('money:deposit.reference') })} />
            </dd>
          </>
        )}
        {order.expiresAt && (
          <>
            <dt>{t('money:deposit.expires')}</dt>
            <dd>{formatDateTime(order.expiresAt, locale)}</dd>
          </>
        )}
      </dl>
      <p className={styles.muted}>{t('money:deposit.pending')}</p>
      <div className={styles.actions}>
        {order.step === 'REDIRECT' && order.payUrl && (
          <a className={buttonClass('primary', 'lg')} href={order.payUrl} target="_blank" rel="noopener noreferrer">
            {t('money:deposit.openPayment')}
            <span className="visually-hidden"> {t('money:deposit.newWindow')}</span>
          </a>
        )}
        <Link className={buttonClass('secondary', 'lg')} to="/member/transactionHistory">
          {t('money:deposit.toRecord')}
        </Link>
        <Button variant="ghost" size="lg" onClick={onAgain}>
          {t('money:deposit.again')}
        </Button>
      </div>
    </section>
  );
}
