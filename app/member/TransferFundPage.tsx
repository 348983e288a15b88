/**
 * Wallet transfer (spec §2 transferFund): the main wallet and each vendor wallet with its
 * balance (each refreshable), money moved into a game wallet or back to the main one, and
 * everything gathered back into the main wallet at once. The amount is checked as typed (and
 * again by the machine); a refusal shows under the amount or as the form's message, and what the
 * member typed stays. The wallets and the form are the walletTransfer actor's.
 */
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateAmount, type Wallet } from '../../machines/member/wallet-transfer/wallet-transfer.rules';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { FormError, TextField } from '../components/form/fields';
import { useFieldMessage } from '../components/form/use-form';
import { useMoneyFormatter } from '../components/format';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { useSendWalletTransfer, useWalletNamer, useWalletTransfer } from './use-wallet-transfer';
import styles from './Transfer.module.css';

export default function TransferFundPage() {
  const { t } = useTranslation(['wallets', 'forms']);
  const s = useWalletTransfer();
  const send = useSendWalletTransfer();
  const nameOf = useWalletNamer();
  const money = useMoneyFormatter();
  const errorText = useErrorText();
  const message = useFieldMessage();
  const vendorId = useId();
  const formTitleId = useId();

  // Opening the page reads the wallets again (money may have moved since).
  useEffect(() => {
    send({ type: 'transfer.open' });
  }, [send]);

  if (s.phase === 'idle' || (s.phase === 'loading' && !s.main)) return <Loader />;
  if (s.phase === 'failed' && !s.main)
    return (
      <div className={styles.notice} role="alert">
        <p>{s.loadError ? errorText(s.loadError) : t('errors.unknown')}</p>
        <Button variant="secondary" onClick={() => send({ type: 'transfer.retry' })}>
          <Icon name="retry" size={18} />
          {t('common.retry')}
        </Button>
      </div>
    );
  if (s.isSingle) return <p className={styles.notice}>{t('wallets:walletTransfer.single')}</p>;

  const chosen = s.vendors.find((w) => w.id === s.vendor) ?? null;
  const doneWallet = s.done?.kind === 'transfer' ? s.vendors.find((w) => w.id === (s.done as { vendor: number }).vendor) : undefined;
  const doneName = doneWallet ? nameOf(doneWallet) : '';
  // As typed: a message as soon as the amount is not one the source wallet can send.
  const typedProblem = s.amount.trim() === '' ? null : validateAmount(s.amount, s.available);
  const amountError = message(s.fieldErrors.amount ?? typedProblem);
  // While the wallets are read again (coming back to the page) nothing can be sent.
  const busy = s.sending || s.gathering || s.phase === 'loading';
  const mainName = t('wallets:walletTransfer.main');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };

  const refresh = (w: Wallet, name: string) => (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => send({ type: 'wallet.refreshOne', id: w.id })}
      disabled={s.refreshing !== null}
      aria-busy={s.refreshing === w.id}
      aria-label={t('wallets:walletTransfer.refresh', { name })}
      title={t('wallets:walletTransfer.refresh', { name })}
    >
      <Icon name="refresh" size={18} />
    </button>
  );

  return (
    <>
      {s.main && (
        <section className={styles.summary} aria-label={mainName}>
          <div>
            <p className={styles.mainLabel}>{mainName}</p>
            <p className={styles.mainAmount} data-testid="main-balance">
              {money(s.main.balance)}
            </p>
            {s.refreshFailed.includes(s.main.id) && <p className={styles.walletError}>{t('wallets:walletTransfer.refreshFailed')}</p>}
          </div>
          <div className={styles.summaryActions}>
            {refresh(s.main, mainName)}
            <Button
              variant="secondary"
              className={styles.gatherAll}
              onClick={() => send({ type: 'transfer.all' })}
              disabled={busy || s.gatherable <= 0}
              busy={s.gathering}
            >
              {t('wallets:walletTransfer.all', { amount: money(s.gatherable) })}
            </Button>
          </div>
        </section>
      )}

      <section aria-labelledby={`${formTitleId}-wallets`}>
        <h2 id={`${formTitleId}-wallets`} className="visually-hidden">
          {t('wallets:walletTransfer.vendorWallets')}
        </h2>
        <ul className={styles.wallets}>
          {s.vendors.map((w) => {
            const name = nameOf(w);
            return (
              <li key={w.id} className={styles.wallet} data-chosen={w.id === s.vendor}>
                <div className={styles.walletHead}>
                  <p className={styles.walletName}>
                    {name} {w.vendor && w.vendor !== name && <span className={styles.walletCode}>{w.vendor}</span>}
                  </p>
                  {refresh(w, name)}
                </div>
                <p className={styles.walletAmount}>{money(w.balance)}</p>
                {w.locked && <p className={styles.walletNote}>{t('wallets:walletTransfer.locked')}</p>}
                {s.refreshFailed.includes(w.id) && <p className={styles.walletError}>{t('wallets:walletTransfer.refreshFailed')}</p>}
              </li>
            );
          })}
        </ul>
      </section>

      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={formTitleId}>
        <h2 id={formTitleId} className={styles.formTitle}>
          {t('wallets:walletTransfer.formTitle')}
        </h2>
        <fieldset className={styles.directions}>
          <legend>{t('wallets:walletTransfer.direction')}</legend>
          {(['in', 'out'] as const).map((d) => (
            <label key={d} className={styles.direction}>
              <input
                type="radio"
                name="direction"
                value={d}
                checked={s.direction === d}
                onChange={() => send({ type: 'transfer.direction', direction: d })}
                disabled={busy}
              />
              {t(`wallets:walletTransfer.directions.${d}`)}
            </label>
          ))}
        </fieldset>

        <label className={styles.field} htmlFor={vendorId}>
          {t('wallets:walletTransfer.vendor')}
          <select
            id={vendorId}
            className={styles.select}
            value={s.vendor ?? ''}
            onChange={(e) => send({ type: 'transfer.vendor', vendor: Number(e.target.value) })}
            disabled={busy}
            aria-invalid={s.fieldErrors.vendor ? true : undefined}
          >
            {s.vendor === null && <option value="">{t('wallets:walletTransfer.chooseVendor')}</option>}
            {s.vendors.map((w) => (
              <option key={w.id} value={w.id}>
                {nameOf(w)} · {money(w.balance)}
              </option>
            ))}
          </select>
          {s.fieldErrors.vendor && <p className={styles.fieldError}>{message(s.fieldErrors.vendor)}</p>}
        </label>

        {chosen && (
          <p className={styles.route}>
            {s.direction === 'in'
              ? t('wallets:walletTransfer.route', { from: mainName, to: nameOf(chosen) })
              : t('wallets:walletTransfer.route', { from: nameOf(chosen), to: mainName })}
          </p>
        )}

        <TextField
          label={t('wallets:walletTransfer.amount')}
          value={s.amount}
          onValueChange={(value) => send({ type: 'form.change', field: 'amount', value })}
          error={amountError}
          hint={s.available !== null ? t('wallets:walletTransfer.available', { amount: money(s.available) }) : undefined}
          inputMode="decimal"
          autoComplete="off"
          required
          disabled={busy}
          end={
            <Button size="sm" variant="ghost" onClick={() => send({ type: 'transfer.max' })} disabled={busy || !s.available}>
              {t('wallets:walletTransfer.max')}
            </Button>
          }
        />

        {s.error && (
          <FormError onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('common.close')}>
            {errorText(s.error)}
          </FormError>
        )}
        {s.done && (
          <p className={styles.success} role="status">
            {s.done.kind === 'gather'
              ? t('wallets:walletTransfer.gathered', { amount: money(s.done.amount) })
              : t('wallets:walletTransfer.done', {
                  amount: money(s.done.amount),
                  from: s.done.direction === 'in' ? mainName : doneName,
                  to: s.done.direction === 'in' ? doneName : mainName,
                })}
          </p>
        )}

        <Button type="submit" busy={s.sending} disabled={busy}>
          {t('wallets:walletTransfer.submit')}
        </Button>
      </form>
    </>
  );
}
